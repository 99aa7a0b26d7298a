import type { I18n } from "@lingui/core";
import { APPLICATION_MESSAGES } from "@rules/applications.ts";
import { COURSE_MESSAGES, ENROLL_MESSAGES } from "@rules/course.ts";
import { FEEDBACK_MESSAGES } from "@rules/feedback.ts";
import { JOB_MESSAGES } from "@rules/job.ts";
import { MOBILE_NUMBER_MESSAGE } from "@rules/mobile-number.ts";
import { INVALID_OTP_MESSAGE, OTP_USED_UP_MESSAGE } from "@rules/otp.ts";
import { PROFILE_MESSAGES } from "@rules/profile.ts";
import { RATING_MESSAGES } from "@rules/ratings.ts";
import { graphql, readInlineData } from "react-relay";
import type { typedError_error$data, typedError_error$key } from "../__generated__/typedError_error.graphql.ts";
import { notify } from "../components/toaster.tsx";
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
  /** What to show the user: the server's message, translated when it is a shared rule's message; "" when none. */
  message: string;
  /** The first message for each input field the server named, translated like `message`. */
  fieldErrors: Readonly<Record<string, string>>;
  /** RateLimitError: seconds until another try may succeed. */
  retryAfterSeconds: number | null;
  /** OtpUsedUpError: the code had too many wrong tries and is dead; only a new code helps. */
  otpUsedUp: boolean;
  /** UnauthorizedError or HTTP 401: the session is gone, and the sign-in redirect has its own toast. */
  signedOut: boolean;
};

/** The messages the server and the app share (graphql-server/src/rules); they arrive in English. */
const SHARED_MESSAGES: ReadonlySet<string> = new Set([
  MOBILE_NUMBER_MESSAGE,
  INVALID_OTP_MESSAGE,
  OTP_USED_UP_MESSAGE,
  ...Object.values(PROFILE_MESSAGES),
  ...Object.values(JOB_MESSAGES),
  ...Object.values(APPLICATION_MESSAGES),
  ...Object.values(RATING_MESSAGES),
  ...Object.values(FEEDBACK_MESSAGES),
  ...Object.values(ENROLL_MESSAGES),
  ...Object.values(COURSE_MESSAGES),
]);

/** A server message in the user's language when it is a shared rule's message; any other text as it came. */
export function translateServerMessage(i18n: I18n, message: string | null | undefined): string {
  if (!message) return "";
  return SHARED_MESSAGES.has(message) ? i18n._(message) : message;
}

/** A mutation's result: its type, and the typed error spread as `error` (null for other types). */
type MutationResult = { readonly __typename: string; readonly error?: typedError_error$key | null };

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
  const otpUsedUp = raw.typename === "OtpUsedUpError";
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of raw.fieldErrors ?? []) fieldErrors[field] ??= translateServerMessage(i18n, message);
  return {
    typename: raw.typename,
    // A used-up code always reads the same, whatever wording the server used.
    message: otpUsedUp ? i18n._(OTP_USED_UP_MESSAGE) : translateServerMessage(i18n, raw.message),
    fieldErrors,
    retryAfterSeconds: raw.retryAfterSeconds ?? null,
    otpUsedUp,
    signedOut: Boolean(raw.signedOut) || raw.typename === "UnauthorizedError",
  };
}

/**
 * Toasts a failed mutation: the screen's title, and the error's message or else the screen's fallback text. A
 * lost session is left to the sign-in redirect, which has its own toast (started here for UnauthorizedError).
 */
export function notifyError(error: TypedError, title: string, fallback: string): void {
  if (error.signedOut) {
    if (error.typename === "UnauthorizedError") handleSignedOut();
    return;
  }
  notify.error(title, error.message || fallback);
}
