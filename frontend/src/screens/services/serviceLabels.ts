import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The kinds of service, in the order of the filter chips. */
export const SERVICE_CATEGORIES = ["sowing", "cultivation", "harvesting", "transport", "horticulture"] as const;
export type ServiceCategoryKey = (typeof SERVICE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ServiceCategoryKey, MessageDescriptor> = {
  sowing: msg`Sowing`,
  cultivation: msg`Cultivation`,
  harvesting: msg`Harvesting`,
  transport: msg`Transport`,
  horticulture: msg`Horticulture`,
};

export type AvailabilityKey = "available" | "busy" | "unavailable";

/** Availability badges (label and colour). */
export const AVAILABILITY: Record<AvailabilityKey, { label: MessageDescriptor; palette: string }> = {
  available: { label: msg`Available`, palette: "green" },
  busy: { label: msg`Busy`, palette: "orange" },
  unavailable: { label: msg`Unavailable`, palette: "red" },
};
