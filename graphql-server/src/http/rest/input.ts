import type { Context as HonoContext } from "hono";
import type { Message } from "../../i18n/translate.ts";
import { REST_INPUT_MESSAGES as M } from "../../rules/rest-input.ts";
import { fieldErrors } from "./respond.ts";
import { refuse } from "./refuse.ts";

const INT32_MAX = 2_147_483_647;

/** A JSON value that must be a whole number (by default one that fits a GraphQL Int): a number or digit string, else undefined. */
export function wholeNumber(value: unknown, max = INT32_MAX): number | undefined {
  const number = typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && Math.abs(number) <= max ? number : undefined;
}

/**
 * Reads JSON body values into the types a GraphQL operation's variables need, for the REST shim.
 * It only converts types (a number sent as "500", a boolean as "true"): the rules themselves (ranges,
 * required fields, messages) stay in the schema. A value of the wrong type is collected as a field
 * error and answered with 400 before the operation runs, instead of a GraphQL coercion message.
 *
 * For every reader: a missing key gives undefined (leave unchanged / use the default); null or ""
 * gives null (explicitly empty).
 */
export class RestInput {
  readonly errors: Record<string, Message> = {};
  private parsed: Record<string, unknown> | undefined;

  /** `body`: the parsed object, or a function that parses it when a value is first read (it may throw). */
  constructor(private readonly source: Record<string, unknown> | (() => Record<string, unknown>)) {}

  private get body(): Record<string, unknown> {
    this.parsed ??= typeof this.source === "function" ? this.source() : this.source;
    return this.parsed;
  }

  has(field: string): boolean {
    return Object.hasOwn(this.body, field);
  }

  /** The whole body as it was sent, for readers of their own. */
  all(): Readonly<Record<string, unknown>> {
    return this.body;
  }

  /** A value as it was sent, for readers of their own (ids, which any scalar may carry). */
  raw(field: string): unknown {
    return this.body[field];
  }

  /** A whole number (number or digit string) that fits a GraphQL Int. */
  int(field: string): number | null | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (value === null || value === "") return null;
    const number = wholeNumber(value);
    if (number !== undefined) return number;
    const outOfRange = wholeNumber(value, Number.MAX_SAFE_INTEGER) !== undefined;
    this.errors[field] ??= { id: outOfRange ? M.tooLarge : M.wholeNumber, values: { field } };
    return undefined;
  }

  /** true/false (or the strings "true"/"false"). */
  bool(field: string): boolean | null | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (value === null || value === "") return null;
    if (value === true || value === "true") return true;
    if (value === false || value === "false") return false;
    this.errors[field] ??= { id: M.trueOrFalse, values: { field } };
    return undefined;
  }

  /** Free text; numbers are accepted as text. */
  text(field: string): string | null | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value === "string") return value;
    if (typeof value === "number") return String(value);
    this.errors[field] ??= { id: M.text, values: { field } };
    return undefined;
  }

  /** One of an enum's values. */
  oneOf<T extends string>(field: string, values: readonly T[]): T | null | undefined {
    return enumValue(this.body[field], values, () => (this.errors[field] ??= oneOfMessage(field, values)));
  }

  /** 400 with the collected errors (in the request's language), or null when every value had the right type. */
  failure(c: HonoContext): Response | null {
    return Object.keys(this.errors).length === 0 ? null : fieldErrors(c, this.errors);
  }

  /** Refuses the request (400) when a value had the wrong type. */
  check(): void {
    if (Object.keys(this.errors).length > 0) refuse(this.errors);
  }
}

/** A query or body value as one of an enum's values; "" and "all" mean no filter (null). */
export function enumValue<T extends string>(
  value: unknown,
  values: readonly T[],
  onInvalid: () => void,
): T | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === "" || value === "all") return null;
  const found = values.find((allowed) => allowed === value);
  if (found) return found;
  onInvalid();
  return undefined;
}

/** "{field} must be one of: a, b, c". */
export function oneOfMessage(field: string, values: readonly string[]): Message {
  return { id: M.oneOf, values: { field, values: values.join(", ") } };
}

/** A yes/no query flag: true, 1 or yes (any case) are true; anything else is false. */
export function parseFlag(value: string | undefined): boolean {
  return ["true", "1", "yes"].includes((value ?? "").trim().toLowerCase());
}
