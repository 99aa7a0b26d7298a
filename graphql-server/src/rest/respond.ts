import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { graphql } from "../generated/graphql/index.ts";
import type { OperationResult } from "./operation.ts";

/** The one selection of a typed error that every REST operation spreads; `outcome` turns it into the reply. */
graphql(`
  fragment RestError on Error {
    message
    ... on ValidationError { fieldErrors { field message } }
    ... on RateLimitError { retryAfterSeconds }
  }
`);

const STATUS_BY_TYPENAME = {
  ValidationError: 400,
  OtpUsedUpError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  RateLimitError: 429,
  ServiceUnavailableError: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

const STATUS_BY_CODE: Record<string, ContentfulStatusCode> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SERVICE_UNAVAILABLE: 503,
};

interface TypedError {
  __typename: string;
  message: string;
  fieldErrors?: { field: string; message: string }[];
  retryAfterSeconds?: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response };

type ErrorTypename = keyof typeof STATUS_BY_TYPENAME;
/** A field's value with its typed errors removed and a success wrapper unwrapped. */
export type Unwrapped<F> = F extends { __typename: ErrorTypename }
  ? never
  : F extends { __typename: `${string}Success`; data: infer D }
    ? D
    : F;

/**
 * Reads `data[field]` of an operation result. GraphQL errors and typed errors become the REST
 * error reply (status from the error type, body `{message, errors?}`); success yields the value
 * (the `data` of a typed-error success wrapper, or the plain field).
 */
export function outcome<R, K extends keyof R & string>(
  c: HonoContext,
  result: OperationResult<R>,
  field: K,
): Outcome<Unwrapped<R[K]>> {
  const first = result.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? "";
    const status = STATUS_BY_CODE[code] ?? (first.message === "Unexpected error." ? 500 : 400);
    if (status === 503) c.header("retry-after", "5");
    return { ok: false, response: c.json({ message: status === 401 ? "Unauthorized" : first.message }, status) };
  }
  const value = result.data?.[field] as (Partial<TypedError> & { data?: unknown }) | null | undefined;
  const typename = value?.__typename;
  if (typename && typename in STATUS_BY_TYPENAME) {
    const error = value as TypedError;
    const body: Record<string, unknown> = { message: error.message };
    if (error.fieldErrors?.length) body.errors = Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message]));
    if (error.retryAfterSeconds !== undefined) {
      body.retryAfterSeconds = error.retryAfterSeconds;
      c.header("retry-after", String(error.retryAfterSeconds));
    }
    return { ok: false, response: c.json(body, STATUS_BY_TYPENAME[typename as ErrorTypename]) };
  }
  const unwrapped = typename?.endsWith("Success") ? value?.data : value;
  return { ok: true, value: unwrapped as Unwrapped<R[K]> };
}
