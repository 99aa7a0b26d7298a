// A Prisma where-input as a SQL condition, for the statements Prisma cannot write (an index-ordered distance
// scan, say), so that such a statement filters by the very where-input the ordinary search builds: one home for
// each filter. Only the shapes the filter builders make are read (AND, OR, NOT; equals, contains with
// insensitive mode, gte, gt, lte, lt, in; null); anything else is refused rather than guessed, and only the
// allowed columns may be named. Every value is a bound parameter.
import { Prisma } from "../generated/prisma/client.ts";

type Where = Record<string, unknown>;

const COMPARISONS = { gte: ">=", gt: ">", lte: "<=", lt: "<" } as const;

/** The where-input as one SQL condition over the allowed columns (TRUE when empty). */
export function whereSql(where: Where, columns: ReadonlySet<string>): Prisma.Sql {
  const parts = Object.entries(where).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (key === "AND") return [all(list(value).map((one) => whereSql(one, columns)))];
    if (key === "OR") return [any(list(value).map((one) => whereSql(one, columns)))];
    if (key === "NOT") return [Prisma.sql`NOT (${all(list(value).map((one) => whereSql(one, columns)))})`];
    if (!columns.has(key)) throw new Error(`whereSql: column ${key} is not allowed`);
    return [columnSql(Prisma.raw(`"${key}"`), value)];
  });
  return all(parts);
}

const list = (value: unknown): Where[] => (Array.isArray(value) ? value : [value]) as Where[];

const all = (parts: Prisma.Sql[]) =>
  parts.length === 0 ? Prisma.sql`TRUE` : Prisma.sql`(${Prisma.join(parts, " AND ")})`;

const any = (parts: Prisma.Sql[]) =>
  parts.length === 0 ? Prisma.sql`FALSE` : Prisma.sql`(${Prisma.join(parts, " OR ")})`;

function columnSql(column: Prisma.Sql, value: unknown): Prisma.Sql {
  if (value === null) return Prisma.sql`${column} IS NULL`;
  if (typeof value !== "object" || value instanceof Date) return equalSql(column, value);
  const { mode, ...filter } = value as Where;
  const insensitive = mode === "insensitive";
  if (mode !== undefined && !insensitive) throw new Error(`whereSql: mode ${String(mode)} is not read`);
  const parts = Object.entries(filter).map(([operator, operand]) => {
    if (operator === "equals") {
      if (operand === null) return Prisma.sql`${column} IS NULL`;
      // Prisma compiles a case-insensitive equals to ILIKE, the operand already escaped as a literal pattern.
      return insensitive ? Prisma.sql`${column}::text ILIKE ${operand}` : equalSql(column, operand);
    }
    if (operator === "contains") {
      const pattern = `%${String(operand)}%`;
      return insensitive ? Prisma.sql`${column}::text ILIKE ${pattern}` : Prisma.sql`${column}::text LIKE ${pattern}`;
    }
    if (operator === "in") {
      const values = operand as unknown[];
      return values.length === 0 ? Prisma.sql`FALSE` : any(values.map((one) => equalSql(column, one)));
    }
    if (operator in COMPARISONS)
      return Prisma.sql`${column} ${Prisma.raw(COMPARISONS[operator as keyof typeof COMPARISONS])} ${operand}`;
    throw new Error(`whereSql: operator ${operator} is not read`);
  });
  return all(parts);
}

/** Equality; text is compared as text, so that an enum column takes a string parameter. */
const equalSql = (column: Prisma.Sql, value: unknown) =>
  typeof value === "string" ? Prisma.sql`${column}::text = ${value}` : Prisma.sql`${column} = ${value}`;
