import type { Context as HonoContext } from "hono";
import { REST_INPUT_MESSAGES } from "../../rules/rest-input.ts";
import { restError } from "./respond.ts";

export type JsonBody = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** A JSON object body ({} when empty), or null when it is malformed JSON or not an object. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // malformed
  }
  return null;
}

/** Parses a JSON object body: malformed JSON or a non-object is a 400, never a 500. */
export async function readJsonBody(c: HonoContext): Promise<JsonBody> {
  const body = parseJsonObject(await c.req.text());
  return body ? { ok: true, body } : { ok: false, response: restError(c, 400, REST_INPUT_MESSAGES.bodyNotObject) };
}

/** A scalar input as a string ('' when missing or not a string/number), for GraphQL String arguments. */
export function asString(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
