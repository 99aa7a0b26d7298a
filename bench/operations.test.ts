import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { JOB_SEARCH, OPERATIONS, persistedBody } from "./operations.ts";

describe("the benchmark's operations", () => {
  it("sends the job search as the web app does: its persisted key and name, no text", () => {
    const body = JSON.parse(persistedBody(OPERATIONS.jobSearch, { count: 20 })) as Record<string, unknown>;
    expect(body.query).toBeUndefined();
    expect(body).toEqual({
      operationName: OPERATIONS.jobSearch.params.name,
      variables: { count: 20 },
      extensions: { persistedQuery: { version: 1, sha256Hash: OPERATIONS.jobSearch.params.id } },
    });
  });

  it("has the job search's text, the one stored under its key", () => {
    expect(createHash("sha256").update(JOB_SEARCH).digest("hex")).toBe(OPERATIONS.jobSearch.params.id);
  });
});
