import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { OperationResult } from "./operation.ts";

const ERROR_DETAILS = {
  ValidationError: "... on ValidationError { fieldErrors { field message } }",
  RateLimitError: "... on RateLimitError { retryAfterSeconds }",
};

/** The selection a REST operation adds to a typed-error result union, with details of the error types it lists. */
export function errorFields(...types: (keyof typeof ERROR_DETAILS)[]): string {
  return ["__typename", "... on Error { message }", ...types.map((type) => ERROR_DETAILS[type])].join("\n");
}

const STATUS_BY_TYPENAME: Record<string, ContentfulStatusCode> = {
  ValidationError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  RateLimitError: 429,
};

const STATUS_BY_CODE: Record<string, ContentfulStatusCode> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
};

interface TypedError {
  __typename: string;
  message: string;
  fieldErrors?: { field: string; message: string }[];
  retryAfterSeconds?: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads `data[field]` of an operation result. GraphQL errors and typed errors become the REST
 * error reply (status from the error type, body `{message, errors?}`); success yields the value
 * (the `data` of a typed-error success wrapper, or the plain field).
 */
export function outcome<T>(c: HonoContext, result: OperationResult, field: string): Outcome<T> {
  const first = result.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? "";
    const status = STATUS_BY_CODE[code] ?? (first.message === "Unexpected error." ? 500 : 400);
    return { ok: false, response: c.json({ message: status === 401 ? "Unauthorized" : first.message }, status) };
  }
  const value = result.data?.[field] as (Partial<TypedError> & { data?: T }) | null | undefined;
  const typename = value?.__typename;
  if (typename && STATUS_BY_TYPENAME[typename]) {
    const error = value as TypedError;
    const body: Record<string, unknown> = { message: error.message };
    if (error.fieldErrors?.length) body.errors = Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message]));
    if (error.retryAfterSeconds !== undefined) {
      body.retryAfterSeconds = error.retryAfterSeconds;
      c.header("retry-after", String(error.retryAfterSeconds));
    }
    return { ok: false, response: c.json(body, STATUS_BY_TYPENAME[typename]) };
  }
  if (value && typeof value === "object" && "data" in value) return { ok: true, value: value.data as T };
  return { ok: true, value: value as T };
}
