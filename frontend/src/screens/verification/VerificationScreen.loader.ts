import { preloadIndiaLocations } from "../../features/places/public-preload.ts";
import { prefetch } from "../../relay/prefetch.ts";

const query = prefetch(() => import("../../__generated__/VerificationScreenQuery.graphql.ts"));

/**
 * Sends VerificationScreenQuery as soon as the route is entered, and starts downloading the state/district/block
 * list (its own chunk, needed at step 3) so it is there by the time the address form opens.
 */
export const loader: typeof query = (args) => {
  preloadIndiaLocations();
  return query(args);
};
