import type { Context as HonoContext } from "hono";
import { REST_INPUT_MESSAGES } from "../rules/rest-input.ts";
import { restError } from "./respond.ts";

export type JsonBody = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** Parses a JSON object body: malformed JSON or a non-object is a 400, never a 500. */
export async function readJsonBody(c: HonoContext): Promise<JsonBody> {
  const text = await c.req.text();
  if (text.trim() === "") return { ok: true, body: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return { ok: true, body: parsed as Record<string, unknown> };
    }
  } catch {
    // fall through
  }
  return { ok: false, response: restError(c, 400, REST_INPUT_MESSAGES.bodyNotObject) };
}

/** A scalar input as a string ('' when missing or not a string/number), for GraphQL String arguments. */
export function asString(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
