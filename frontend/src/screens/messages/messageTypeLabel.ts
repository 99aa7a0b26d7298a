import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** How a message's type is named next to it; plain text messages read as 'Review Received'. */
export const MESSAGE_TYPE_LABELS: Record<string, MessageDescriptor> = {
  rate_negotiation: msg`Rate negotiation`,
  training_notification: msg`Training notification`,
  job_offer: msg`Job offer`,
  text: msg`Review Received`,
};
