/**
 * Expected failures. Each carries the HTTP status the REST shim answers with; GraphQL returns them
 * as typed results (errors plugin) with the user-facing message.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  readonly status = 400;
  constructor(
    message: string,
    /** Per-field messages, keyed by input field name. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(message = "Unauthorized") {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message = "You are not allowed to do this") {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(message = "Not found") {
    super(message);
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
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class ServiceUnavailableError extends AppError {
  readonly status = 503;
}
