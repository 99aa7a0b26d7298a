import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BROWSE_CITIES } from "@rules/browse-cities.ts";

/** The names of the cities the searches filter by. */
export const CITY_LABELS: Record<(typeof BROWSE_CITIES)[number], MessageDescriptor> = {
  Bangalore: msg`Bangalore`,
  Mysore: msg`Mysore`,
  Hubli: msg`Hubli`,
  Mangalore: msg`Mangalore`,
  Gulbarga: msg`Gulbarga`,
};
