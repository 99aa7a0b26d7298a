import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../test/database.ts";
import { listModerators, parseModeratorArgs, setModerator } from "./moderators.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe("the moderator command", () => {
  it("reads add, remove and list, and refuses anything else", () => {
    expect(parseModeratorArgs(["add", "9876543210"])).toEqual({ kind: "add", mobile: "9876543210" });
    expect(parseModeratorArgs(["remove", "9876543210"])).toEqual({ kind: "remove", mobile: "9876543210" });
    expect(parseModeratorArgs(["list"])).toEqual({ kind: "list" });
    expect(parseModeratorArgs(["add", "12345"]).kind).toBe("invalid");
    expect(parseModeratorArgs(["promote", "9876543210"]).kind).toBe("invalid");
  });

  it("sets and clears the flag by mobile number", async () => {
    await t.prisma.user.create({ data: { mobileNumber: "9876500001", firstName: "Mod" } });
    expect(await setModerator(t.prisma, "9876500001", true)).toBe(true);
    expect((await listModerators(t.prisma)).map((user) => user.mobileNumber)).toEqual(["9876500001"]);
    expect(await setModerator(t.prisma, "9876500001", false)).toBe(true);
    expect(await listModerators(t.prisma)).toEqual([]);
    expect(await setModerator(t.prisma, "9000000000", true)).toBe(false);
  });
});
