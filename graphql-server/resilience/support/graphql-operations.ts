// GraphQL operations built from the schema (schema.graphql, the printed executable schema): one target
// per query and mutation field, each with a shallow selection of its result and fast-check arbitraries
// for its arguments (typed values, mostly plausible, mixed with wrong types and hostile values).
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from "graphql";
import {
  dateArb,
  emailArb,
  extraFieldsArb,
  globalIdArb,
  intArb,
  mobileArb,
  otpArb,
  plainIdArb,
  stringArb,
  wrongValueArb,
} from "./fuzz-values.ts";

const SCHEMA_FILE = path.resolve(import.meta.dirname, "../../../schema.graphql");

export function loadSchema(): GraphQLSchema {
  return buildSchema(fs.readFileSync(SCHEMA_FILE, "utf8"));
}

/** Which type an ID argument names, by its name (or its field's, for a bare `id`). */
const ID_BY_ARG: Record<string, string> = {
  jobId: "Job",
  courseId: "Course",
  conversationId: "Conversation",
  participantId: "User",
  skillId: "Skill",
  skillIds: "Skill",
  requiredSkillIds: "Skill",
  skill: "Skill",
};
const ID_BY_FIELD: Record<string, string> = {
  job: "Job",
  closeJob: "Job",
  updateJob: "Job",
  updateCourse: "Course",
  setApplicationStatus: "Application",
  conversation: "Conversation",
};

const MAX_LEAF_FIELDS = 14;
const MAX_OBJECT_FIELDS = 3;

/** A shallow selection set for `type`: its leaf fields, and a few object fields `depth` levels down. */
export function selectionFor(type: GraphQLOutputType | GraphQLNamedType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (isUnionType(named)) {
    const members = named
      .getTypes()
      .map((member) => `... on ${member.name} ${selectionFor(member, depth - 1) || "{ __typename }"}`);
    return `{ __typename ${members.join(" ")} }`;
  }
  if (!isObjectType(named) && !isInterfaceType(named)) return "";
  const parts = ["__typename"];
  let leaves = 0;
  let objects = 0;
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    if (isLeafType(getNamedType(field.type))) {
      if (leaves++ < MAX_LEAF_FIELDS) parts.push(field.name);
      continue;
    }
    if (depth <= 0 || objects >= MAX_OBJECT_FIELDS) continue;
    const sub = selectionFor(field.type, depth - 1);
    if (sub) {
      parts.push(`${field.name} ${sub}`);
      objects++;
    }
  }
  return `{ ${parts.join(" ")} }`;
}

interface ValueContext {
  field: string;
  /** REST bodies carry plain numeric ids instead of global ids. */
  rest: boolean;
  /** Plausible values only (to get past validation into the resolvers), or hostile ones too. */
  plausible?: boolean;
}

/** Ranges that pass validation, by field name, so plausible requests reach the resolvers. */
const PLAUSIBLE_INT: Record<string, { min: number; max: number }> = {
  rating: { min: 1, max: 5 },
  dailyRate: { min: 300, max: 1_500 },
  requestedRate: { min: 300, max: 1_500 },
  duration: { min: 1, max: 30 },
  workersNeeded: { min: 1, max: 10 },
  price: { min: 0, max: 0 },
  maxEnrollments: { min: 5, max: 50 },
  age: { min: 18, max: 70 },
  experienceYears: { min: 0, max: 20 },
  first: { min: 1, max: 20 },
  last: { min: 1, max: 20 },
};

const plausibleString = fc.oneof(
  fc.constantFrom(
    "Mysore",
    "Mandya",
    "paddy",
    "Harvest helper needed",
    "Pruning",
    "hello",
    "ಕೃಷಿ",
    "खेत",
    "Karnataka",
    "all",
    "9876500001",
    "a@example.org",
  ),
  fc.string({ minLength: 1, maxLength: 20 }),
);

function leafArb(named: GraphQLNamedType, name: string, ctx: ValueContext): fc.Arbitrary<unknown> {
  if (isEnumType(named)) {
    const values = named.getValues().map((v) => v.name);
    if (ctx.plausible) return fc.constantFrom(...values);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: fc.constantFrom("", "ALL", values[0]!.toUpperCase(), `${values[0]} `) },
      { weight: 1, arbitrary: stringArb },
    );
  }
  switch (named.name) {
    case "ID": {
      const typename = ID_BY_ARG[name] ?? (name === "id" ? ID_BY_FIELD[ctx.field] : undefined);
      if (ctx.plausible) {
        const small = fc.integer({ min: 1, max: 45 });
        return ctx.rest ? small : small.map((n) => Buffer.from(`${typename ?? "Job"}:${n}`).toString("base64"));
      }
      return ctx.rest ? plainIdArb : globalIdArb(typename);
    }
    case "Int":
      if (ctx.plausible) return fc.integer(PLAUSIBLE_INT[name] ?? { min: 1, max: 20 });
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 2_000 }) }, { weight: 2, arbitrary: intArb });
    case "Float":
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), intArb);
    case "Boolean":
      return fc.boolean();
    case "Date":
      return ctx.plausible ? fc.constantFrom("2030-01-15", "2031-06-01") : dateArb;
    case "DateTime":
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        dateArb,
      );
    default:
      break;
  }
  if (ctx.plausible) {
    if (/mobile/i.test(name)) return fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String);
    if (/^otp$/i.test(name)) return fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0"));
    if (/email/i.test(name)) return fc.constantFrom("ravi@example.org", "kisan.help@example.in", "");
    if (name === "pincode") return fc.constantFrom("570001", "571401");
    if (name === "content" || name === "message" || name === "subject")
      return fc.constantFrom("Is the job still open?", "I can start on Monday.", "ನಾನು ಬರುತ್ತೇನೆ", "मैं आऊँगा 🙏");
    if (name === "title") return fc.constantFrom("Paddy transplanting helpers", "Mango harvest", "Dairy farm hand");
    if (name === "location" || name === "cityVillage") return fc.constantFrom("Mysuru", "Mandya", "Hassan");
    if (name === "state") return fc.constantFrom("Karnataka", "Kerala");
    if (name === "district") return fc.constantFrom("Mysuru", "Mandya");
    return plausibleString;
  }
  if (/mobile/i.test(name)) return mobileArb;
  if (/^otp$/i.test(name)) return otpArb;
  if (/email/i.test(name)) return emailArb;
  if (/locale/i.test(name)) return fc.oneof(fc.constantFrom("hi", "kn", "te", "en", "xx", "HI"), stringArb);
  return stringArb;
}

/** Values for an input type: typed (mostly plausible) with a share of wrong types and hostile values. */
export function valueArb(type: GraphQLInputType, name: string, ctx: ValueContext): fc.Arbitrary<unknown> {
  const typed = typedValueArb(type, name, ctx);
  if (ctx.plausible) return typed;
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: wrongValueArb });
}

function typedValueArb(type: GraphQLInputType, name: string, ctx: ValueContext): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedValueArb(type.ofType, name, ctx);
  if (isListType(type)) {
    const item = valueArb(type.ofType, name, ctx);
    if (ctx.plausible) return fc.array(item, { maxLength: 3 });
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 50, maxLength: 400 }) },
      { weight: 1, arbitrary: item },
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((f) => [f.name, valueArb(f.type, f.name, ctx)]));
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    if (ctx.plausible) return fc.record(model, { requiredKeys: required });
    return fc.oneof(
      { weight: 6, arbitrary: fc.record(model, { requiredKeys: required }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.record(model, { requiredKeys: required }), extraFieldsArb)
          .map(([v, extra]) => ({ ...extra, ...v })),
      },
    );
  }
  return leafArb(type, name, ctx);
}

/** Body-field types by name, from every mutation argument and input object field of the schema. */
export function inputFieldTypes(schema: GraphQLSchema): Map<string, GraphQLInputType> {
  const map = new Map<string, GraphQLInputType>();
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    for (const arg of field.args) if (!map.has(arg.name)) map.set(arg.name, arg.type);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || type.name.startsWith("__")) continue;
    for (const f of Object.values(type.getFields())) if (!map.has(f.name)) map.set(f.name, f.type);
  }
  return map;
}

/** A value for a REST body field named `name` (typed by the schema's field of that name when there is one). */
export function restFieldArb(
  types: Map<string, GraphQLInputType>,
  name: string,
  plausible = false,
): fc.Arbitrary<unknown> {
  const type = types.get(name);
  if (!type) return plausible ? plausibleString : fc.oneof(stringArb, wrongValueArb);
  return valueArb(type, name, { field: name, rest: true, plausible });
}

/** A GraphQL literal for a JSON value (enum values bare when the argument is an enum). Iterative: values may nest thousands deep. */
export function literal(value: unknown, type?: GraphQLInputType): string {
  type Item = { text: string } | { value: unknown; type?: GraphQLInputType };
  const out: string[] = [];
  const stack: Item[] = [{ value, type }];
  while (stack.length) {
    const item = stack.pop()!;
    if ("text" in item) {
      out.push(item.text);
      continue;
    }
    const { value: v, type: t } = item;
    const named = t ? getNamedType(t) : undefined;
    if (v === null || v === undefined) out.push("null");
    else if (typeof v === "string")
      out.push(named && isEnumType(named) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(v) ? v : JSON.stringify(v));
    else if (typeof v === "number") out.push(Number.isFinite(v) ? String(v) : "null");
    else if (typeof v === "boolean") out.push(String(v));
    else {
      const inner = t && isNonNullType(t) ? t.ofType : t;
      const parts: Item[] = [];
      if (Array.isArray(v)) {
        const itemType = inner && isListType(inner) ? inner.ofType : undefined;
        parts.push({ text: "[" });
        for (const [i, x] of v.entries()) parts.push(...(i ? [{ text: ", " }] : []), { value: x, type: itemType });
        parts.push({ text: "]" });
      } else {
        const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
        parts.push({ text: "{" });
        const entries = Object.entries(v as Record<string, unknown>).filter(([k]) =>
          /^[_A-Za-z][_0-9A-Za-z]*$/.test(k),
        );
        for (const [i, [k, x]] of entries.entries())
          parts.push({ text: `${i ? ", " : ""}${k}: ` }, { value: x, type: fields[k]?.type });
        parts.push({ text: "}" });
      }
      for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!);
    }
  }
  return out.join("");
}

export interface OperationTarget {
  operation: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
  /** "query jobs", "mutation applyToJob": how the fuzz's counts name it. */
  key: string;
  selection: string;
  /** Arbitrary argument values (some may be missing, even required ones). */
  argsArb: fc.Arbitrary<Record<string, unknown>>;
  /** The operation text: arguments as variables, or written inline as literals. */
  document(args: Record<string, unknown>, inline: boolean): string;
}

function typeString(arg: GraphQLArgument): string {
  return String(arg.type);
}

export function operationTargets(schema: GraphQLSchema): OperationTarget[] {
  const targets: OperationTarget[] = [];
  for (const [operation, root] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const selection = selectionFor(field.type, 3);
      const args = field.args;
      const hostile = Object.fromEntries(
        args.map((a) => [a.name, valueArb(a.type, a.name, { field: field.name, rest: false })]),
      );
      const plausible = Object.fromEntries(
        args.map((a) => [a.name, valueArb(a.type, a.name, { field: field.name, rest: false, plausible: true })]),
      );
      const required = args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
      const argsArb = fc.oneof(
        { weight: 4, arbitrary: fc.record(plausible, { requiredKeys: required }) },
        { weight: 5, arbitrary: fc.record(hostile, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(hostile, { requiredKeys: [] }) },
      ) as fc.Arbitrary<Record<string, unknown>>;
      const name = `Fuzz_${field.name}`;
      const document = (values: Record<string, unknown>, inline: boolean) => {
        const used = args.filter((a) => a.name in values);
        if (inline) {
          const written = used.map((a) => `${a.name}: ${literal(values[a.name], a.type)}`).join(", ");
          return `${operation} ${name} { ${field.name}${written ? `(${written})` : ""} ${selection} }`;
        }
        // Declare every argument, so a missing required variable is the server's to refuse.
        const declared = args.map((a) => `$${a.name}: ${typeString(a)}`).join(", ");
        const passed = args.map((a) => `${a.name}: $${a.name}`).join(", ");
        return `${operation} ${name}${declared ? `(${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""} ${selection} }`;
      };
      targets.push({
        operation,
        field: field as GraphQLField<unknown, unknown>,
        key: `${operation} ${field.name}`,
        selection,
        argsArb,
        document,
      });
    }
  }
  return targets;
}
