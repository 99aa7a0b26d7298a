import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ReportReasonCode } from "@rules/moderation.ts";

/** The five reasons, in the order the dialog lists them. */
export const REASON_LABELS: Record<ReportReasonCode, MessageDescriptor> = {
  asks_for_money: msg`Asks workers for money`,
  fake: msg`Fake or misleading`,
  unpaid_wages: msg`Wages not paid`,
  abuse: msg`Abuse or harassment`,
  other: msg`Other`,
};

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  open: msg`Waiting for a moderator`,
  actioned: msg`A moderator acted on it`,
  dismissed: msg`Closed: nothing against the rules was found`,
};

/** A reason code's label; a code the app does not know (a screening flag's) as it is. */
export const reasonLabel = (code: string): MessageDescriptor | string =>
  (REASON_LABELS as Record<string, MessageDescriptor>)[code] ?? code;

export const statusLabel = (status: string): MessageDescriptor | string => STATUS_LABELS[status] ?? status;
