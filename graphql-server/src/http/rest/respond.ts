import type { Context as HonoContext } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { graphql } from "../../generated/graphql/index.ts";
import { type Locale, requestLocale } from "../../i18n/locale.ts";
import { type Message, translate } from "../../i18n/translate.ts";
import { ERROR_MESSAGES } from "../../rules/errors.ts";
import type { OperationResult } from "./run-operation.ts";

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

/** The REST request's language: X-Language, else the best of Accept-Language, else English. */
export function restLocale(c: HonoContext): Locale {
  return requestLocale(c.req.raw.headers);
}

/** A message for the REST request's user, in their language. */
export function restMessage(c: HonoContext, message: Message): string {
  return translate(restLocale(c), message);
}

/** An error reply `{message, errors?}`, its messages in the request's language. */
export function restError(
  c: HonoContext,
  status: ContentfulStatusCode,
  message: Message,
  errors?: Readonly<Record<string, Message>>,
): Response {
  const body: { message: string; errors?: Record<string, string> } = { message: restMessage(c, message) };
  if (errors)
    body.errors = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, restMessage(c, text)]));
  return c.json(body, status);
}

/** 400 naming the fields that are wrong; the first field's message is the reply's message. */
export function fieldErrors(c: HonoContext, errors: Readonly<Record<string, Message>>): Response {
  return restError(c, 400, Object.values(errors)[0]!, errors);
}

/** 401 for a request that needs a signed-in user. */
export function unauthorized(c: HonoContext): Response {
  return restError(c, 401, ERROR_MESSAGES.unauthorized);
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
  /** Field errors of the operation's arguments under the names the REST body uses. */
  errorFields: Readonly<Record<string, string>> = {},
): Outcome<Unwrapped<R[K]>> {
  const first = result.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? "";
    const status = STATUS_BY_CODE[code] ?? (first.message === "Unexpected error." ? 500 : 400);
    if (status === 503) c.header("retry-after", "5");
    // GraphQL's own errors arrive already in the request's language (the REST shim forwards its headers).
    return { ok: false, response: status === 401 ? unauthorized(c) : c.json({ message: first.message }, status) };
  }
  const value = result.data?.[field] as (Partial<TypedError> & { data?: unknown }) | null | undefined;
  const typename = value?.__typename;
  if (typename && typename in STATUS_BY_TYPENAME) {
    const error = value as TypedError;
    const body: Record<string, unknown> = { message: error.message };
    if (error.fieldErrors?.length) {
      body.errors = Object.fromEntries(error.fieldErrors.map((f) => [errorFields[f.field] ?? f.field, f.message]));
    }
    if (error.retryAfterSeconds !== undefined) {
      body.retryAfterSeconds = error.retryAfterSeconds;
      c.header("retry-after", String(error.retryAfterSeconds));
    }
    return { ok: false, response: c.json(body, STATUS_BY_TYPENAME[typename as ErrorTypename]) };
  }
  const unwrapped = typename?.endsWith("Success") ? value?.data : value;
  return { ok: true, value: unwrapped as Unwrapped<R[K]> };
}
