import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";

/** A column to fill: its name in the table and row object, and its PostgreSQL type. */
export interface Column<Row> {
  name: keyof Row & string;
  /** e.g. int, text, boolean, "timestamp(3)", date, double precision, or a quoted enum type name. */
  type: string;
}

export type CellValue = string | number | boolean | Date | null;

const quote = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** A UTC time as PostgreSQL reads it into timestamp(3) (how Prisma stores DateTime) or date. */
const utcTimestamp = (date: Date) => date.toISOString().slice(0, 23).replace("T", " ");

/** One column's values as a PostgreSQL array literal, e.g. {1,NULL,"a \"b\""}. */
export function toPgArrayLiteral(values: readonly CellValue[]): string {
  const items = values.map((value) => {
    if (value === null) return "NULL";
    if (typeof value === "number") {
      if (!Number.isFinite(value)) throw new Error(`Cannot store ${value} in a bulk insert`);
      return String(value);
    }
    if (typeof value === "boolean") return value ? "t" : "f";
    if (value instanceof Date) return quote(utcTimestamp(value));
    return quote(value);
  });
  return `{${items.join(",")}}`;
}

/**
 * A single INSERT of many rows: each column travels as one array parameter and unnest() zips
 * them back into rows, so a statement carries thousands of rows with a handful of parameters.
 */
export function insertRowsQuery<Row extends object>(
  prisma: PrismaClient,
  table: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): Prisma.PrismaPromise<number> {
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  const params = columns.map((c) => toPgArrayLiteral(rows.map((row) => row[c.name] as CellValue)));
  return prisma.$executeRawUnsafe(`INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${arrays})`, ...params);
}

/** Takes `count` ids from the table's id sequence, so rows can be linked before they are inserted. */
export async function reserveIds(prisma: PrismaClient, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await prisma.$queryRawUnsafe<{ id: number }[]>(
    `SELECT nextval(pg_get_serial_sequence('"${table}"', 'id'))::int AS id FROM generate_series(1, $1::int)`,
    count,
  );
  return rows.map((r) => r.id);
}
