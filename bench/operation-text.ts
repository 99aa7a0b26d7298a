// The text of one of the web app's operations, for a client that sends the operation itself: the Relay
// artifact's own text, or, once relay-compiler persists operations, the text stored under its key in
// frontend/persisted-operations.json.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ConcreteRequest } from "relay-runtime";

const PERSISTED_MAP = path.join(import.meta.dirname, "../frontend/persisted-operations.json");
let persisted: Record<string, string> | undefined;

export function operationText(request: ConcreteRequest): string {
  const { id, name, text } = request.params;
  if (text) return text;
  persisted ??= JSON.parse(readFileSync(PERSISTED_MAP, "utf8")) as Record<string, string>;
  const stored = id ? persisted[id] : undefined;
  if (!stored) throw new Error(`${name} has no operation text, and its key ${id} is not in ${PERSISTED_MAP}`);
  return stored;
}
