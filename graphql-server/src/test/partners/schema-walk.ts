// Walks every field of a GraphQL schema reachable from Query, as a client would: from the schema's own
// introspection, a selection tree of every object, interface and union type reachable, with required
// arguments filled in, sent as many queries as the server's depth, token and cost limits need (a query
// the server refuses before running it is split into smaller ones). Used by the no-personal-data test.
import type {
  IntrospectionField,
  IntrospectionInputValue,
  IntrospectionQuery,
  IntrospectionType,
  IntrospectionTypeRef,
} from "graphql";

/** One selection: a field with its arguments, or an inline fragment on a possible type. */
export interface WalkNode {
  /** The selection's text without its sub-selection: `jobs(first: 100)` or `... on Job`. */
  header: string;
  /** The `Type.field` this selection selects (null for an inline fragment). */
  coverage: string | null;
  /** Leaf fields selected here (scalars and enums), with the `Type.field` each covers. */
  leaves: { text: string; coverage: string }[];
  /** Object, interface and union selections below this one. */
  children: WalkNode[];
}

export interface WalkOptions {
  /** Deepest nesting the server accepts (leaf fields and inline fragments count as levels). */
  maxDepth: number;
  /** `first` of a connection on Query. */
  rootPageSize: number;
  /** `first` of a connection below Query. */
  nestedPageSize: number;
  /**
   * Values for a required `ID!` or `[ID!]!` argument, by the field's named return type; a field asked with
   * several ids is walked once per id. Null: the test does not know ids of that type (the walk fails).
   */
  idsFor(returnType: string, field: string, arg: string): string[] | null;
}

export type Introspection = IntrospectionQuery["__schema"];

function namedType(ref: IntrospectionTypeRef): string {
  let current = ref;
  while (current.kind === "NON_NULL" || current.kind === "LIST")
    current = (current as { ofType: IntrospectionTypeRef }).ofType;
  return (current as { name: string }).name;
}

function isRequired(arg: IntrospectionInputValue): boolean {
  return arg.type.kind === "NON_NULL" && arg.defaultValue == null;
}

function isIdList(ref: IntrospectionTypeRef): boolean {
  const inner = ref.kind === "NON_NULL" ? ref.ofType : ref;
  return inner.kind === "LIST";
}

/** The walk's selection tree and the `Type.field` pairs reachable from Query. */
export function buildWalk(schema: Introspection, options: WalkOptions) {
  const types = new Map<string, IntrospectionType>(schema.types.map((type) => [type.name, type]));
  const problems: string[] = [];
  const kindOf = (name: string) => types.get(name)!.kind;
  const isComposite = (name: string) => ["OBJECT", "INTERFACE", "UNION"].includes(kindOf(name));

  /** A literal for a required argument of an input or scalar type. */
  function literal(ref: IntrospectionTypeRef, where: string): string {
    if (ref.kind === "NON_NULL") return literal(ref.ofType, where);
    if (ref.kind === "LIST") return `[${literal(ref.ofType, where)}]`;
    const type = types.get(ref.name)!;
    if (type.kind === "ENUM") return type.enumValues[0]!.name;
    if (type.kind === "INPUT_OBJECT") {
      const fields = type.inputFields
        .filter(isRequired)
        .map((field) => `${field.name}: ${literal(field.type, `${where}.${field.name}`)}`);
      return `{${fields.join(", ")}}`;
    }
    switch (type.name) {
      case "Int":
        return "3";
      case "Float":
        return "3.5";
      case "Boolean":
        return "true";
      case "String":
        // Locales are the schema's only required strings so far; "hi" is also a fine search word.
        return JSON.stringify("hi");
      case "Date":
        return JSON.stringify("2026-01-01");
      case "DateTime":
        return JSON.stringify("2026-01-01T00:00:00.000Z");
      default:
        problems.push(`${where}: no sample value for required type ${type.name}`);
        return JSON.stringify("x");
    }
  }

  /** The argument lists to select `field` with: one per id when it needs an id, else one. */
  function argumentLists(owner: string, field: IntrospectionField, atRoot: boolean): string[] {
    let lists: string[][] = [[]];
    for (const arg of field.args) {
      if (arg.name === "first" && !isRequired(arg)) {
        lists = lists.map((list) => [...list, `first: ${atRoot ? options.rootPageSize : options.nestedPageSize}`]);
      } else if (isRequired(arg) && namedType(arg.type) === "ID") {
        const ids = options.idsFor(namedType(field.type), field.name, arg.name);
        if (!ids || ids.length === 0) {
          problems.push(`${owner}.${field.name}(${arg.name}:): no ids known for ${namedType(field.type)}`);
          return [];
        }
        lists = isIdList(arg.type)
          ? lists.map((list) => [...list, `${arg.name}: ${JSON.stringify(ids)}`])
          : lists.flatMap((list) => ids.map((id) => [...list, `${arg.name}: ${JSON.stringify(id)}`]));
      } else if (isRequired(arg)) {
        lists = lists.map((list) => [
          ...list,
          `${arg.name}: ${literal(arg.type, `${owner}.${field.name}(${arg.name}:)`)}`,
        ]);
      }
    }
    return lists.map((list) => (list.length ? `(${list.join(", ")})` : ""));
  }

  /** The selections inside a composite type, below `depth` levels of fields, never re-entering an object type on the path. */
  function selections(
    typeName: string,
    depth: number,
    path: ReadonlySet<string>,
  ): Pick<WalkNode, "leaves" | "children"> {
    const type = types.get(typeName)!;
    if (type.kind === "INTERFACE" || type.kind === "UNION") {
      const possible = type.possibleTypes.map((t) => t.name).filter((name) => !path.has(name));
      return {
        leaves: [],
        // graphql-armor counts an inline fragment as a level of depth.
        children: possible.map((name) => ({
          header: `... on ${name}`,
          coverage: null,
          ...selections(name, depth + 1, path),
        })),
      };
    }
    if (type.kind !== "OBJECT") return { leaves: [], children: [] };
    const inner = new Set(path).add(typeName);
    const leaves: WalkNode["leaves"] = [];
    const children: WalkNode[] = [];
    for (const field of type.fields) {
      const target = namedType(field.type);
      const coverage = `${typeName}.${field.name}`;
      for (const args of argumentLists(typeName, field, depth === 0)) {
        if (!isComposite(target)) leaves.push({ text: `${field.name}${args}`, coverage });
        else if (depth + 1 < options.maxDepth && !inner.has(target)) {
          children.push({ header: `${field.name}${args}`, coverage, ...selections(target, depth + 1, inner) });
        }
      }
    }
    return { leaves, children };
  }

  const root: WalkNode = { header: "", coverage: null, ...selections(schema.queryType.name, 0, new Set()) };
  return { root, reachable: reachableFields(schema), problems };
}

/** Every `Type.field` of an object type reachable from Query through fields and possible types. */
export function reachableFields(schema: Introspection): Set<string> {
  const types = new Map<string, IntrospectionType>(schema.types.map((type) => [type.name, type]));
  const seen = new Set<string>();
  const fields = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const type = types.get(name)!;
    if (type.kind === "INTERFACE" || type.kind === "UNION") for (const t of type.possibleTypes) visit(t.name);
    if (type.kind !== "OBJECT") return;
    for (const field of type.fields) {
      fields.add(`${name}.${field.name}`);
      visit(namedType(field.type));
    }
  };
  visit(schema.queryType.name);
  return fields;
}

/**
 * Whether the server refused a query instead of running it: no `data` (syntax, validation, depth, tokens),
 * or the cost limit, which answers `data: null`.
 */
function wasRefused(body: WalkAnswer["body"]): boolean {
  if (!("data" in body)) return true;
  return (body.errors ?? []).some(
    (error) => (error as { extensions?: { code?: string } }).extensions?.code === "QUERY_TOO_EXPENSIVE",
  );
}

/** The text of a selection and every `Type.field` it covers. */
function render(node: WalkNode, leavesOnly: boolean): { text: string; coverage: string[] } {
  const parts = ["__typename", ...node.leaves.map((leaf) => leaf.text)];
  const coverage = node.leaves.map((leaf) => leaf.coverage);
  if (!leavesOnly) {
    for (const child of node.children) {
      const rendered = render(child, false);
      parts.push(`${child.header} ${rendered.text}`);
      if (child.coverage) coverage.push(child.coverage);
      coverage.push(...rendered.coverage);
    }
  }
  return { text: `{ ${parts.join(" ")} }`, coverage };
}

export interface WalkAnswer {
  query: string;
  body: { data?: unknown; errors?: unknown[] };
}

/**
 * Sends the whole tree as few queries as the server accepts: a subtree it refuses (depth, tokens, cost,
 * fields that cannot merge) is sent as its own leaves plus each child on its own.
 * Returns every answer, the `Type.field` pairs of queries that ran, and the selections the server refused
 * even alone.
 */
export async function runWalk(root: WalkNode, send: (query: string) => Promise<WalkAnswer["body"]>) {
  const answers: WalkAnswer[] = [];
  const covered = new Set<string>();
  const refused: WalkAnswer[] = [];

  const wrap = (path: WalkNode[], inner: string) =>
    path.reduceRight(
      (selection, node) => (node.header ? `${node.header} { ${selection} }` : `{ ${selection} }`),
      inner,
    );
  const pathCoverage = (path: WalkNode[]) => path.map((node) => node.coverage).filter((c): c is string => c !== null);

  async function attempt(path: WalkNode[], node: WalkNode, leavesOnly: boolean): Promise<boolean> {
    const rendered = render(node, leavesOnly);
    let query = wrap(path, `${node.header} ${rendered.text}`.trim());
    let body = await send(query);
    const alone = leavesOnly || node.children.length === 0;
    if (wasRefused(body) && alone) {
      // Deep below several connections, even a few leaves can cost too much: one row per page then.
      query = query.replace(/\bfirst: \d+/g, "first: 1");
      body = await send(query);
    }
    if (wasRefused(body)) {
      if (alone) refused.push({ query, body });
      return false;
    }
    answers.push({ query, body });
    for (const c of [...pathCoverage([...path, node]), ...rendered.coverage]) covered.add(c);
    return true;
  }

  async function walk(path: WalkNode[], node: WalkNode): Promise<void> {
    if (await attempt(path, node, false)) return;
    if (node.children.length === 0) return;
    if (node.leaves.length > 0 || path.length === 0) await attempt(path, node, true);
    for (const child of node.children) await walk([...path, node], child);
  }

  // Each field of Query on its own first: one refused root field does not hold up the others.
  for (const child of root.children) await walk([], { ...root, leaves: [], children: [child] });
  if (root.leaves.length > 0) await attempt([], { ...root, children: [] }, true);
  return { answers, covered, refused };
}

/** Every string in a JSON value, with the object keys on its way (list positions left out). */
export function stringsIn(value: unknown, path: string[] = []): { path: string[]; value: string }[] {
  if (typeof value === "string") return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item) => stringsIn(item, path));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...path, key]));
  }
  return [];
}
