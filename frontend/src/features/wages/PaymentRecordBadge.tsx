import { Plural, Trans } from "@lingui/react/macro";
import { PAYMENT_DUE_DAYS } from "@rules/wages.ts";
import { BadgeCheck, TriangleAlert } from "lucide-react";
import type { CSSProperties } from "react";

/** An employer's record of paying hires, as the server counts it (User.paidOnTimeCount, User.paidLateCount). */
export type PaymentRecord = { paidOnTimeCount: number; paidLateCount: number };

// Plain elements in theme tokens (AA on white): the badge sits on job cards, which are plain elements too.
const row: CSSProperties = {
  display: "inline-flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: "0.25rem",
  fontSize: "var(--chakra-font-sizes-sm)",
};
const late: CSSProperties = { ...row, color: "var(--chakra-colors-orange-700)", fontWeight: 600 };
const onTime: CSSProperties = { color: "var(--chakra-colors-brand-fg)", fontWeight: 600 };
const secondary: CSSProperties = { color: "var(--chakra-colors-gray-700)" };

/**
 * Whether an employer pays on time, from real hires only: nothing before any hire's wages were judged; any hire
 * paid late shows as "Late payments: n" in a warning colour; otherwise "Pays on time" and how many hires that is.
 */
export function PaymentRecordBadge({
  paidOnTimeCount,
  paidLateCount,
  className,
}: PaymentRecord & { className?: string }) {
  if (paidLateCount > 0) {
    return (
      <span style={late} className={className} data-testid="payment-record">
        <TriangleAlert size={14} aria-hidden />
        <Trans>Late payments: {paidLateCount}</Trans>
      </span>
    );
  }
  if (paidOnTimeCount <= 0) return null;
  const days = PAYMENT_DUE_DAYS;
  return (
    <span style={row} className={className} data-testid="payment-record">
      <BadgeCheck size={14} aria-hidden color="var(--chakra-colors-brand-fg)" />
      <span style={onTime}>
        <Trans>Pays on time</Trans>
      </span>
      <span style={secondary}>
        <Plural
          value={paidOnTimeCount}
          one={`(# of # hire paid within ${days} days)`}
          other={`(# of # hires paid within ${days} days)`}
        />
      </span>
    </span>
  );
}
