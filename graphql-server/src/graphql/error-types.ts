import { builder } from "./builder.ts";
import {
  type AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  OtpUsedUpError,
  RateLimitError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from "../errors/app-errors.ts";
import { type Message, translate } from "../i18n/translate.ts";

/** Every expected failure a field can return instead of its result. */
export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  description:
    "An expected failure: the operation did not happen, and `message` says why, in the request's language " +
    "(the X-Language header: en, hi, kn or te; else the best of Accept-Language; else English).",
  fields: (t) => ({
    message: t.string({
      description: "A message to show the user, in the request's language.",
      resolve: (error, _args, ctx) => translate(ctx.locale, error.text),
    }),
  }),
});

const FieldError = builder.objectRef<{ field: string; message: Message }>("FieldError").implement({
  description: "A problem with one input field.",
  fields: (t) => ({
    field: t.exposeString("field", { description: "The input field's name." }),
    message: t.string({
      description: "What is wrong with it, in the request's language.",
      resolve: (fieldError, _args, ctx) => translate(ctx.locale, fieldError.message),
    }),
  }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  description: "The input was invalid (HTTP 400 in the REST shim).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldError],
      description: "Messages for individual fields, when the problem is with specific fields.",
      resolve: (error) => Object.entries(error.fieldErrors).map(([field, message]) => ({ field, message })),
    }),
  }),
});

builder.objectType(RateLimitError, {
  name: "RateLimitError",
  description: "Too many requests (HTTP 429); try again after `retryAfterSeconds`.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitError,
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt("retryAfterSeconds", { description: "Seconds to wait before trying again." }),
  }),
});

/** Errors that carry only a message. */
const messageOnlyErrors = [
  [UnauthorizedError, "Signing in is required (HTTP 401)."],
  [ForbiddenError, "The signed-in user may not do this (HTTP 403)."],
  [NotFoundError, "The thing asked for does not exist (HTTP 404)."],
  [ConflictError, "The request conflicts with the current state, e.g. a duplicate (HTTP 409)."],
  [OtpUsedUpError, "The one-time code had too many wrong tries and no longer works; request a new code (HTTP 400)."],
  [ServiceUnavailableError, "A service KhetSetu depends on (e.g. SMS delivery) failed; try again shortly (HTTP 503)."],
] as const;

for (const [errorClass, description] of messageOnlyErrors) {
  builder.objectType(errorClass as typeof ForbiddenError, {
    name: errorClass.name,
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof errorClass,
  });
}
