import { builder } from "../builder.ts";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from "../errors.ts";

/** Every expected failure a field can return instead of its result. */
export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  description: "An expected failure: the operation did not happen, and `message` says why.",
  fields: (t) => ({
    message: t.exposeString("message", { description: "A message to show the user." }),
  }),
});

const FieldError = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  description: "A problem with one input field.",
  fields: (t) => ({
    field: t.exposeString("field", { description: "The input field's name." }),
    message: t.exposeString("message", { description: "What is wrong with it." }),
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

builder.objectType(UnauthorizedError, {
  name: "UnauthorizedError",
  description: "Signing in is required (HTTP 401).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof UnauthorizedError,
});

builder.objectType(ForbiddenError, {
  name: "ForbiddenError",
  description: "The signed-in user may not do this (HTTP 403).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ForbiddenError,
});

builder.objectType(NotFoundError, {
  name: "NotFoundError",
  description: "The thing asked for does not exist (HTTP 404).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
});

builder.objectType(ConflictError, {
  name: "ConflictError",
  description: "The request conflicts with the current state, e.g. a duplicate (HTTP 409).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ConflictError,
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

builder.objectType(ServiceUnavailableError, {
  name: "ServiceUnavailableError",
  description: "A service KhetSetu depends on (e.g. SMS delivery) failed; try again shortly (HTTP 503).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ServiceUnavailableError,
});
