import { type Message, english } from "../i18n/translate.ts";
import { ERROR_MESSAGES } from "../rules/errors.ts";

/**
 * Expected failures. Each carries the HTTP status the REST shim answers with; GraphQL returns them
 * as typed results (errors plugin) with the user-facing message. The message is kept as a catalog
 * message (`text`), translated into each request's language when it is answered; `message` is its
 * English text, for logs.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  /** What to tell the user, translated per request. */
  readonly text: Message;
  constructor(text: Message) {
    super(english(text));
    this.name = new.target.name;
    this.text = text;
  }
}

export class ValidationError extends AppError {
  readonly status = 400;
  constructor(
    text: Message,
    /** Per-field messages, keyed by input field name. */
    readonly fieldErrors: Readonly<Record<string, Message>> = {},
  ) {
    super(text);
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(text: Message = ERROR_MESSAGES.unauthorized) {
    super(text);
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(text: Message = ERROR_MESSAGES.forbidden) {
    super(text);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(text: Message = ERROR_MESSAGES.notFound) {
    super(text);
  }
}

/** A one-time code that ran out of wrong tries: only a new code can help, so the client offers Resend. */
export class OtpUsedUpError extends AppError {
  readonly status = 400;
}

export class ConflictError extends AppError {
  readonly status = 409;
}

export class RateLimitError extends AppError {
  readonly status = 429;
  constructor(
    text: Message,
    readonly retryAfterSeconds: number,
  ) {
    super(text);
  }
}

export class ServiceUnavailableError extends AppError {
  readonly status = 503;
}
