// The partner API's job feed: the messages a partner's developer may see.

export const PARTNER_FEED_MESSAGES = {
  /** `after` is not a cursor this feed handed out (edited, cut, or from another connection). */
  invalidCursor:
    /*i18n*/ "This cursor is not valid. Use a cursor from an earlier page of openJobs, or leave `after` out to start again.",
} as const;
