import { describe, expect, it } from "vitest";
import { DEFAULT_PARTNER_POINTS_PER_HOUR } from "../../rules/partner.ts";
import { MAX_POINTS_PER_HOUR, PARTNER_USAGE, parsePartnerArgs } from "./partner-cli-args.ts";

const invalid = (args: string[]) => {
  const command = parsePartnerArgs(args);
  expect(command.kind).toBe("invalid");
  return command.kind === "invalid" ? command.message : "";
};

describe("the partner command line", () => {
  it("reads create with a name and optional points", () => {
    expect(parsePartnerArgs(["create", "--name", "  Sahyadri Farmers  "])).toEqual({
      kind: "create",
      name: "Sahyadri Farmers",
      pointsPerHour: DEFAULT_PARTNER_POINTS_PER_HOUR,
    });
    expect(parsePartnerArgs(["create", "--name=Kisan Mitra", "--points", "1_000"])).toEqual({
      kind: "create",
      name: "Kisan Mitra",
      pointsPerHour: 1000,
    });
  });

  it("reads list, revoke and rotate", () => {
    expect(parsePartnerArgs(["list"])).toEqual({ kind: "list" });
    expect(parsePartnerArgs(["revoke", "3"])).toEqual({ kind: "revoke", id: 3 });
    expect(parsePartnerArgs(["rotate", "12"])).toEqual({ kind: "rotate", id: 12 });
    expect(parsePartnerArgs(["--help"])).toEqual({ kind: "help" });
    expect(PARTNER_USAGE).toMatch(/stop the server/);
  });

  it("explains what is wrong", () => {
    expect(invalid([])).toMatch(/create, list, revoke or rotate/);
    expect(invalid(["delete", "1"])).toMatch(/Unknown command "delete"/);
    expect(invalid(["create"])).toMatch(/--name/);
    expect(invalid(["create", "--name", "   "])).toMatch(/--name/);
    expect(invalid(["create", "--name", "x".repeat(201)])).toMatch(/too long/);
    expect(invalid(["create", "--name", "A", "--points", "0"])).toMatch(
      /--points must be a whole number of at least 1/,
    );
    expect(invalid(["create", "--name", "A", "--points", "-5"])).toMatch(/--points must be/);
    expect(invalid(["create", "--name", "A", "--points", "lots"])).toMatch(/"lots"/);
    expect(invalid(["create", "--name", "A", "--points", "2.5"])).toMatch(/--points must be/);
    expect(invalid(["create", "--name", "A", "--points", String(MAX_POINTS_PER_HOUR + 1)])).toMatch(/too large/);
    expect(invalid(["create", "--name"])).toMatch(/--name/);
    expect(invalid(["create", "--name", "A", "extra"])).toMatch(/Unexpected argument: extra/);
    expect(invalid(["revoke"])).toMatch(/needs a key id/);
    expect(invalid(["rotate", "abc"])).toMatch(/whole number/);
    expect(invalid(["rotate", "0"])).toMatch(/No key has the id 0/);
    expect(invalid(["revoke", "1", "2"])).toMatch(/Unexpected argument: 2/);
    expect(invalid(["list", "--points", "5"])).toMatch(/belong to create/);
    expect(invalid(["list", "--verbose"])).toMatch(/verbose/);
  });
});
