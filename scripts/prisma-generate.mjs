// Runs `prisma generate` without Prisma's native schema engine (unreachable offline).
// Generation itself never runs that engine; the CLI only checks that the path points to an executable.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const engine = process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? ["/usr/bin/true", "/bin/true"].find(existsSync);
execFileSync("npx", ["prisma", "generate", "--schema", "prisma/schema.prisma"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: engine,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
