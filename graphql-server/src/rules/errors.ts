// The server's general answers when a more specific message does not apply.

export const ERROR_MESSAGES = {
  /** Signing in is required, or the session has ended. */
  unauthorized: /*i18n*/ "Unauthorized",
  forbidden: /*i18n*/ "You are not allowed to do this",
  notFound: /*i18n*/ "Not found",
  invalidInput: /*i18n*/ "Invalid input",
  /** The database is down or restarting. */
  briefOutage: /*i18n*/ "KhetSetu is briefly unavailable. Please try again in a few seconds.",
  unexpected: /*i18n*/ "Something went wrong. Please try again.",
  bodyTooLarge: /*i18n*/ "Request body too large",
  /** One operation asked for the schema (`__schema` or `__type`) more than once. */
  introspectionLimit: /*i18n*/ "An operation may ask for {field} at most once; this one asks {count} times.",
} as const;
