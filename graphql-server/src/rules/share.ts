// The words of a shared job's or course's link preview (WhatsApp reads a page's Open Graph tags).

export const SHARE_TEXTS = {
  /** A job: its daily wage and where. */
  job: /*i18n*/ "{wage} a day · {place}",
  /** A course: its price (or Free) and where (or Online). */
  course: /*i18n*/ "{price} · {place}",
  free: /*i18n*/ "Free",
  online: /*i18n*/ "Online",
} as const;
