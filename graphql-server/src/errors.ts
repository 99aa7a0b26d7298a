/**
 * Expected failures. Each carries the HTTP status the REST shim answers with; GraphQL returns them
 * as typed results (errors plugin) with the spec's message.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
}

export class ValidationError extends AppError {
  readonly status = 400;
  constructor(
    message: string,
    /** Per-field messages, keyed by input field name. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ValidationError";
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(message = "Unauthorized") {
    super(message);
    this.name = "UnauthorizedError";
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message = "You are not allowed to do this") {
    super(message);
    this.name = "ForbiddenError";
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(message = "Not found") {
    super(message);
    this.name = "NotFoundError";
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = "ConflictError";
  }
}

export class RateLimitError extends AppError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = "RateLimitError";
  }
}

export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = "ServiceUnavailableError";
  }
}
