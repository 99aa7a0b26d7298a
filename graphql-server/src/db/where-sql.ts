// A Prisma where-input as a SQL condition, for the statements Prisma cannot write (an index-ordered distance
// scan, say), so that such a statement filters by the very where-input the ordinary search builds: one home for
// each filter. Only the shapes the filter builders make are read (AND, OR, NOT; equals, contains with
// insensitive mode, not, gte, gt, lte, lt, in; null; a to-many relation's `some`); anything else is refused rather
// than guessed, and only the model's own columns may be named. Every value is a bound parameter.
import { Prisma } from "../generated/prisma/client.ts";

type Where = Record<string, unknown>;

const COMPARISONS = { gte: ">=", gt: ">", lte: "<=", lt: "<" } as const;

/** A table a where-input reads: its columns, and the to-many relations it may test with `some`. */
export interface WhereModel {
  table: string;
  columns: ReadonlySet<string>;
  /** Enum columns and their types: compared as the enum (an index on the column serves), not as text. */
  enums?: Readonly<Record<string, string>>;
  /** Each relation's model and the column of that model that holds this table's id. */
  relations?: Readonly<Record<string, { model: WhereModel; foreignKey: string }>>;
}

/** The where-input as one SQL condition over the model's table (TRUE when empty); columns are qualified. */
export function whereSql(where: Where, model: WhereModel): Prisma.Sql {
  const parts = Object.entries(where).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (key === "AND") return [all(list(value).map((one) => whereSql(one, model)))];
    if (key === "OR") return [any(list(value).map((one) => whereSql(one, model)))];
    if (key === "NOT") return [Prisma.sql`NOT (${all(list(value).map((one) => whereSql(one, model)))})`];
    const relation = model.relations?.[key];
    if (relation) return [someSql(model, relation, value as Where)];
    if (!model.columns.has(key)) throw new Error(`whereSql: column ${key} is not allowed`);
    const enumType = model.enums?.[key];
    if (enumType && typeof value === "string")
      return [Prisma.sql`${column(model, key)} = CAST(${value} AS ${Prisma.raw(`"${enumType}"`)})`];
    return [columnSql(column(model, key), value)];
  });
  return all(parts);
}

const column = (model: WhereModel, key: string) => Prisma.raw(`"${model.table}"."${key}"`);

/** `relation: { some: … }`: a row of the related table points at this one and passes the inner filter. */
function someSql(owner: WhereModel, relation: { model: WhereModel; foreignKey: string }, value: Where): Prisma.Sql {
  const { some, ...rest } = value;
  if (Object.keys(rest).length > 0 || some === undefined)
    throw new Error(`whereSql: only \`some\` is read on a relation (${Object.keys(value).join(", ")})`);
  const { table } = relation.model;
  const link = Prisma.raw(`"${table}"."${relation.foreignKey}" = "${owner.table}"."id"`);
  return Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} WHERE ${link} AND ${whereSql(some as Where, relation.model)})`;
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
    if (operator === "not") {
      if (operand === null) return Prisma.sql`${column} IS NOT NULL`;
      if (typeof operand === "object") throw new Error("whereSql: only a value or null is read under `not`");
      return Prisma.sql`NOT (${equalSql(column, operand)})`;
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
