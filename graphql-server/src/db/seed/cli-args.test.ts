import { describe, expect, it } from "vitest";
import { parseSeedArgs } from "./cli-args.ts";

describe("parseSeedArgs", () => {
  it("seeds the demo data without flags", () => {
    expect(parseSeedArgs([])).toEqual({ kind: "demo" });
  });

  it("reads --jobs and --laborers, defaulting the missing one to 0", () => {
    expect(parseSeedArgs(["--jobs", "100000", "--laborers", "50000"])).toEqual({
      kind: "synthetic",
      jobs: 100000,
      laborers: 50000,
    });
    expect(parseSeedArgs(["--jobs=250"])).toEqual({ kind: "synthetic", jobs: 250, laborers: 0 });
    expect(parseSeedArgs(["--laborers", "10_000"])).toEqual({ kind: "synthetic", jobs: 0, laborers: 10000 });
  });

  it("rejects negative, fractional and non-numeric counts with the flag's name", () => {
    for (const args of [
      ["--jobs", "-5"],
      ["--jobs=-5"],
      ["--jobs", "abc"],
      ["--laborers", "1.5"],
      ["--laborers", ""],
    ]) {
      const parsed = parseSeedArgs(args);
      expect(parsed.kind, args.join(" ")).toBe("invalid");
      if (parsed.kind === "invalid") expect(parsed.message).toMatch(/--(jobs|laborers)/);
    }
  });

  it("rejects unknown flags and stray arguments", () => {
    expect(parseSeedArgs(["--users", "5"]).kind).toBe("invalid");
    expect(parseSeedArgs(["100"]).kind).toBe("invalid");
    expect(parseSeedArgs(["--jobs"]).kind).toBe("invalid");
  });

  it("shows help", () => {
    expect(parseSeedArgs(["--help"])).toEqual({ kind: "help" });
  });
});
