import { preloadIndiaLocations } from "../../features/places/public-preload.ts";
import { prefetch } from "../../relay/prefetch.ts";

const query = prefetch(() => import("../../__generated__/SettingsScreenQuery.graphql.ts"));

/** Sends SettingsScreenQuery as soon as the route is entered, and starts downloading the state/district list. */
export const loader: typeof query = (args) => {
  preloadIndiaLocations();
  return query(args);
};
