import fs from "node:fs";
import os from "node:os";
import type { TestProject } from "vitest/node";
import {
  PostgresTemplates,
  type TestTemplates,
  buildPgliteTemplates,
  makeDumpDir,
  templateSourceHash,
} from "./src/test/templates.ts";

/**
 * Once per run of the server tests: builds the two template databases every test file starts from
 * (migrated; migrated + demo data), on PostgreSQL when TEST_DATABASE_URL is set, otherwise as PGlite
 * dumps in a temporary folder. Removes them when the run ends. See src/test/templates.ts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  let templates: TestTemplates;
  let teardown: () => Promise<void>;
  if (serverUrl) {
    const pgTemplates = new PostgresTemplates(serverUrl);
    try {
      await pgTemplates.start();
    } catch (error) {
      await pgTemplates.stop().catch(() => {});
      throw error;
    }
    const { hash, runId, databases } = pgTemplates;
    templates = { kind: "postgresql", hash, serverUrl, runId, databases };
    teardown = () => pgTemplates.stop();
  } else {
    const dir = makeDumpDir(os.tmpdir());
    teardown = async () => fs.rmSync(dir, { recursive: true, force: true });
    try {
      const hash = templateSourceHash();
      templates = { kind: "pglite", hash, files: await buildPgliteTemplates(dir, hash) };
    } catch (error) {
      await teardown();
      throw error;
    }
  }
  project.provide("khetsetuTestTemplates", templates);
  console.log(
    `server tests: template databases (${templates.kind}) built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return teardown;
}
