import { prefetch } from "../../relay/prefetch.ts";

const query = prefetch(() => import("../../__generated__/SettingsScreenQuery.graphql.ts"));

/** Sends SettingsScreenQuery as soon as the route is entered, and starts downloading the state/district list. */
export const loader: typeof query = (args) => {
  void import("../../components/location/india.ts").then((module) => module.loadIndiaLocations()).catch(() => undefined);
  return query(args);
};
