import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/**
 * The label a message carries before its text: only job offers and rate negotiations have one. A plain text message
 * (and any other type) is shown as its text alone, so a chat message never reads as something else.
 */
export const MESSAGE_TYPE_LABELS: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  rate_negotiation: msg`Rate negotiation`,
  job_offer: msg`Job offer`,
};
