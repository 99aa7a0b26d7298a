import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * A screen shows many job cards, so their parts are plain elements with these classes, defined once in the app's
 * global styles (shell/theme.ts) in Chakra's tokens: a Chakra-styled element resolves, hashes and writes its style
 * props on every render, which made the cards most of a rendered page's cost and of its styles' bytes.
 */
export const jobCardClass = {
  root: "ks-job-card",
  body: "ks-job-card__body",
  footer: "ks-job-card__footer",
  title: "ks-job-card__title",
  /** A line of an icon and its text. */
  line: "ks-job-card__line",
  reason: "ks-job-card__reason",
  /** Small grey text. */
  muted: "ks-job-card__muted",
  facts: "ks-job-card__facts",
  rating: "ks-job-card__rating",
  /** A wrapping row of badges. */
  badges: "ks-job-card__badges",
  rate: "ks-job-rate",
  rateAmount: "ks-job-rate__amount",
} as const;

const c = (name: keyof typeof jobCardClass) => `.${jobCardClass[name]}`;

/** The job card's rules, for the global styles. The card matches Chakra's outline card of size sm. */
export const jobCardGlobalCss: Record<string, SystemStyleObject> = {
  [c("root")]: {
    display: "flex",
    flexDirection: "column",
    position: "relative",
    minW: "0",
    wordWrap: "break-word",
    borderRadius: "l3",
    color: "fg",
    textAlign: "start",
    bg: "white",
    borderWidth: "1px",
    borderColor: "border",
  },
  [c("body")]: { display: "flex", flexDirection: "column", flex: "1", gap: "2", p: "4" },
  [c("footer")]: { display: "flex", flexDirection: "column", alignItems: "stretch", gap: "2", px: "4", pb: "4" },
  [c("title")]: { fontFamily: "heading", fontWeight: "semibold", fontSize: "md", lineHeight: "1.5rem" },
  [`${c("title")} a`]: {
    color: "brand.fg",
    minH: "44px",
    display: "inline-flex",
    alignItems: "center",
    borderRadius: "l1",
    outline: "none",
    cursor: "pointer",
    _focusVisible: {
      outlineWidth: "2px",
      outlineOffset: "2px",
      outlineStyle: "solid",
      outlineColor: "brand.focusRing",
    },
    _hover: { textDecoration: "underline", textUnderlineOffset: "3px" },
  },
  [c("line")]: { display: "flex", alignItems: "center", gap: "1" },
  [c("reason")]: { color: "brand.fg", fontSize: "sm", fontWeight: "semibold" },
  [c("muted")]: { color: "gray.700", fontSize: "sm" },
  [c("facts")]: { display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", color: "gray.700" },
  [c("rating")]: { display: "flex", alignItems: "center", gap: "0.5" },
  [c("badges")]: { display: "flex", alignItems: "center", flexWrap: "wrap", gap: "1.5" },
  [c("rate")]: { display: "flex", alignItems: "baseline", flexWrap: "wrap", gap: "2" },
  [c("rateAmount")]: { fontWeight: "bold", fontSize: "lg", color: "brand.fg" },
};
