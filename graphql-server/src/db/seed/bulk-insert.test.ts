import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../test/database.ts";
import { type Column, insertRowsQuery, reserveIds, toPgArrayLiteral } from "./bulk-insert.ts";

type FeedbackRow = {
  id: number;
  category: string;
  subject: string;
  message: string;
  rating: number | null;
  contactEmail: string | null;
  allowContact: boolean;
  createdAt: Date;
};

const FEEDBACK_COLUMNS: readonly Column<FeedbackRow>[] = [
  { name: "id", type: "int" },
  { name: "category", type: '"FeedbackCategory"' },
  { name: "subject", type: "text" },
  { name: "message", type: "text" },
  { name: "rating", type: "int" },
  { name: "contactEmail", type: "text" },
  { name: "allowContact", type: "boolean" },
  { name: "createdAt", type: "timestamp(3)" },
];

describe("bulk inserts through array parameters", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("writes array literals for numbers, booleans, nulls, times and quoted text", () => {
    expect(toPgArrayLiteral([1, null, true, false])).toBe("{1,NULL,t,f}");
    expect(toPgArrayLiteral(['a "b" \\ c', "NULL"])).toBe('{"a \\"b\\" \\\\ c","NULL"}');
    expect(toPgArrayLiteral([new Date("2026-03-10T06:30:05.123Z")])).toBe('{"2026-03-10 06:30:05.123"}');
    expect(() => toPgArrayLiteral([Number.NaN])).toThrow();
  });

  it("stores awkward text, nulls, booleans and times exactly", async () => {
    const ids = await reserveIds(t.prisma, "Feedback", 3);
    expect(new Set(ids).size).toBe(3);
    const rows: FeedbackRow[] = [
      {
        id: ids[0]!,
        category: "bug_report",
        subject: 'Quotes " and \\ backslashes, {braces}, commas',
        message: "ಕನ್ನಡ, हिन्दी, తెలుగు ₹850 🌾\nsecond line",
        rating: 5,
        contactEmail: null,
        allowContact: true,
        createdAt: new Date("2025-12-31T23:59:59.999Z"),
      },
      {
        id: ids[1]!,
        category: "suggestion",
        subject: "NULL",
        message: "",
        rating: null,
        contactEmail: "someone@example.com",
        allowContact: false,
        createdAt: new Date("2026-01-01T00:00:00.000Z"),
      },
      {
        id: ids[2]!,
        category: "general_feedback",
        subject: "  spaces kept  ",
        message: "tab\there",
        rating: 1,
        contactEmail: null,
        allowContact: false,
        createdAt: new Date("2026-06-15T12:00:00.500Z"),
      },
    ];
    expect(await insertRowsQuery(t.prisma, "Feedback", FEEDBACK_COLUMNS, rows)).toBe(3);
    const stored = await t.prisma.feedback.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    expect(stored.map(({ userId: _userId, ...rest }) => rest)).toEqual(rows);
  });

  it("passes calendar dates through as dates", async () => {
    const rows = await t.prisma.$queryRawUnsafe<{ day: string }[]>(
      "SELECT unnest($1::date[])::text AS day",
      toPgArrayLiteral([new Date("2026-03-10T00:00:00.000Z"), null]),
    );
    expect(rows.map((r) => r.day)).toEqual(["2026-03-10", null]);
  });

  it("reserves nothing for zero rows", async () => {
    expect(await reserveIds(t.prisma, "Job", 0)).toEqual([]);
  });
});
