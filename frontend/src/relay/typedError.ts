import { type I18n, type MessageDescriptor, i18n as activeI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { OTP_USED_UP_MESSAGE } from "@rules/otp.ts";
import { graphql, readInlineData } from "react-relay";
import type { typedError_error$data, typedError_error$key } from "../__generated__/typedError_error.graphql.ts";
import { notify } from "../toasts/toaster.ts";
import { handleSignedOut } from "./signed-out.ts";

/**
 * The one selection of a mutation's typed error. Every mutation spreads it, aliased as `error`, next to its
 * success branch:
 *   myMutation(...) { __typename ...typedError_error @alias(as: "error") ... on MutationMySuccess { data { ... } } }
 * `error` is null unless the result is an error. The server's errors implement `Error { message }`;
 * ValidationError adds field errors and RateLimitError the seconds to wait.
 */
const typedErrorFragment = graphql`
  fragment typedError_error on Error @inline {
    __typename
    message
    ... on ValidationError {
      fieldErrors {
        field
        message
      }
    }
    ... on RateLimitError {
      retryAfterSeconds
    }
  }
`;

/** A failed mutation as the screens use it. */
export type TypedError = {
  /** The error's GraphQL type (ValidationError, OtpUsedUpError, …); "RequestError" when the request itself failed. */
  typename: string;
  /**
   * What to show the user: the server's message as it sent it (the server words it in the app's language), else the
   * error type's fallback (ERROR_FALLBACKS). "" for a failed request without a server message, and for a result
   * type this build does not know: the screen then says what failed.
   */
  message: string;
  /** The first message for each input field the server named, as it sent them. */
  fieldErrors: Readonly<Record<string, string>>;
  /** RateLimitError: seconds until another try may succeed. */
  retryAfterSeconds: number | null;
  /** OtpUsedUpError: the code had too many wrong tries and is dead; only a new code helps. */
  otpUsedUp: boolean;
  /** UnauthorizedError or HTTP 401: the session is gone, and the sign-in redirect has its own toast. */
  signedOut: boolean;
};

/**
 * Every error type the server can answer with (each type implementing `Error` in schema.graphql), and RequestError
 * for a request that failed as a whole, with the message to show when the server sent none.
 */
export const ERROR_FALLBACKS = {
  ValidationError: msg`Please check what you entered and try again.`,
  UnauthorizedError: msg`Please sign in again.`,
  ForbiddenError: msg`You are not allowed to do this.`,
  NotFoundError: msg`This could not be found. It may have been removed.`,
  ConflictError: msg`This was changed in the meantime. Please reload and try again.`,
  OtpUsedUpError: { id: OTP_USED_UP_MESSAGE },
  RateLimitError: msg`Too many tries. Please wait a little and try again.`,
  ServiceUnavailableError: msg`This service is briefly unavailable. Please try again shortly.`,
  RequestError: msg`Something went wrong. Please try again.`,
} as const satisfies Record<string, MessageDescriptor>;

export type ErrorTypename = keyof typeof ERROR_FALLBACKS;

function isErrorTypename(typename: string): typename is ErrorTypename {
  return Object.hasOwn(ERROR_FALLBACKS, typename);
}

/** A mutation's result: its type, and the typed error spread as `error` (null for other types). */
export type MutationResult = { readonly __typename: string; readonly error?: typedError_error$key | null };

/**
 * The typed error in a mutation's result; call it once the success branch is ruled out. A result of a type this
 * build does not know is still a failure, with an empty message (the screen shows its fallback).
 */
export function readTypedError(i18n: I18n, result: MutationResult): TypedError {
  const error: typedError_error$data | null | undefined = readInlineData(typedErrorFragment, result.error);
  if (!error) return typedError(i18n, { typename: result.__typename });
  return typedError(i18n, {
    typename: error.__typename,
    message: error.message,
    fieldErrors: error.fieldErrors,
    retryAfterSeconds: error.retryAfterSeconds,
  });
}

/**
 * A mutation whose request failed (Relay's onError): the server's own message when it sent one (a GraphQL
 * error such as a refused operation), else "", so the screen shows its fallback. A transport failure's text
 * ('500: ...') is not meant for users.
 */
export function requestError(i18n: I18n, error: unknown): TypedError {
  const source = (error as { source?: { errors?: ReadonlyArray<{ message?: unknown }> } } | null)?.source;
  const message = source?.errors?.find((e) => typeof e.message === "string" && e.message.trim())?.message;
  const signedOut = /^401:/.test((error as Error | null)?.message ?? "");
  return typedError(i18n, { typename: "RequestError", message: typeof message === "string" ? message : "", signedOut });
}

function typedError(
  i18n: I18n,
  raw: {
    typename: string;
    message?: string | null;
    fieldErrors?: ReadonlyArray<{ readonly field: string; readonly message: string }> | null;
    retryAfterSeconds?: number | null;
    signedOut?: boolean;
  },
): TypedError {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of raw.fieldErrors ?? []) fieldErrors[field] ??= message;
  const sent = raw.message?.trim() ? raw.message : "";
  // A failed request's screen names what failed better than a general fallback would.
  const fallback =
    raw.typename !== "RequestError" && isErrorTypename(raw.typename) ? i18n._(ERROR_FALLBACKS[raw.typename]) : "";
  return {
    typename: raw.typename,
    message: sent || fallback,
    fieldErrors,
    retryAfterSeconds: raw.retryAfterSeconds ?? null,
    otpUsedUp: raw.typename === "OtpUsedUpError",
    signedOut: Boolean(raw.signedOut) || raw.typename === "UnauthorizedError",
  };
}

/**
 * Toasts a failed mutation: the screen's title, and the error's message, else the screen's fallback text, else the
 * error type's. A lost session is left to the sign-in redirect, which has its own toast (started here for
 * UnauthorizedError).
 */
export function notifyError(error: TypedError, title: string, fallback?: string): void {
  if (error.signedOut) {
    if (error.typename === "UnauthorizedError") handleSignedOut();
    return;
  }
  const typeFallback = ERROR_FALLBACKS[isErrorTypename(error.typename) ? error.typename : "RequestError"];
  notify.error(title, error.message || fallback || activeI18n._(typeFallback));
}
