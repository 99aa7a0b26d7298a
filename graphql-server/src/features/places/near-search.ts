// The centre and radius of a "near" search, and distances from it: one set of rules for jobs, laborers and
// partners. The centre is a point sent (the device's location), else a place typed, else the viewer's own place.
import type { Context } from "../../graphql/context.ts";
import { localizedGraphQLError } from "../../i18n/graphql-errors.ts";
import {
  type Coordinates,
  DEFAULT_RADIUS_KM,
  DISTANCE_MESSAGES,
  distanceKm,
  isSearchableRadius,
} from "../../rules/distance.ts";
import { centreOf } from "./coordinates.ts";

/** Where a search is centred, as its arguments give it. */
export interface NearArgs {
  near?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  radiusKm?: number | null;
  /** Centre on the viewer's own place. */
  nearby?: boolean | null;
}

export interface NearSearch {
  centre: Coordinates;
  radiusKm: number;
}

/** The centre a request measures distances from: its search's centre, else the viewer's own place. */
const centres = new WeakMap<Context, Coordinates>();

/** India's bounding box, to refuse a point elsewhere (a swapped latitude and longitude, say). */
const INDIA = { south: 6, north: 37.5, west: 68, east: 97.5 };

const badInput = (message: string) =>
  localizedGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });

/**
 * The search's centre and radius: a point sent, else a place typed (`near`), else the viewer's own place for
 * `nearby`; null when the search has none. Bad input is refused in the viewer's language.
 */
export function nearSearch(args: NearArgs, ctx: Context): NearSearch | null {
  const radiusKm = args.radiusKm ?? DEFAULT_RADIUS_KM;
  if (!isSearchableRadius(radiusKm)) throw badInput(DISTANCE_MESSAGES.radius);
  let centre: Coordinates | null = null;
  if (args.latitude != null || args.longitude != null) {
    const { latitude, longitude } = args;
    const inIndia =
      latitude != null &&
      longitude != null &&
      latitude >= INDIA.south &&
      latitude <= INDIA.north &&
      longitude >= INDIA.west &&
      longitude <= INDIA.east;
    if (!inIndia) throw badInput(DISTANCE_MESSAGES.coordinates);
    centre = { latitude, longitude };
  } else if (args.near?.trim()) {
    centre = centreOf(args.near.trim());
    if (!centre) throw badInput(DISTANCE_MESSAGES.placeNotFound);
  } else if (args.nearby) {
    centre = viewerPoint(ctx);
  }
  if (!centre) return null;
  centres.set(ctx, centre);
  return { centre, radiusKm };
}

/** Measures the request's distances from this point (a job's work site, for the workers suggested for it). */
export function setCentre(ctx: Context, centre: Coordinates): void {
  centres.set(ctx, centre);
}

/** The signed-in viewer's own point, when their place has one. */
export function viewerPoint(ctx: Pick<Context, "viewer">): Coordinates | null {
  const viewer = ctx.viewer;
  return viewer?.latitude != null && viewer.longitude != null
    ? { latitude: viewer.latitude, longitude: viewer.longitude }
    : null;
}

/** A row's distance from the request's centre (or the viewer's place) in km; null when either is unknown. */
export function distanceFromCentreKm(
  ctx: Context,
  row: { latitude: number | null; longitude: number | null },
): number | null {
  const centre = centres.get(ctx) ?? viewerPoint(ctx);
  if (!centre || row.latitude === null || row.longitude === null) return null;
  return distanceKm(centre, { latitude: row.latitude, longitude: row.longitude });
}

/** The part of Pothos' connection query that pages: Prisma cursor, skip and (signed) take. */
export interface PageQuery {
  cursor?: { id: number };
  skip?: number;
  take: number;
}

/**
 * The page of an ordered id list that Prisma's cursor, skip and signed take describe: after the cursor going
 * forward, before it going back; in list order, `take` + 1 long when there is more, as Pothos expects.
 */
export function pageOfIds(ids: readonly number[], page: PageQuery): number[] {
  const size = Math.abs(page.take);
  const at = page.cursor ? ids.indexOf(page.cursor.id) : -1;
  if (page.cursor && at === -1) return [];
  if (page.take > 0) {
    const start = page.cursor ? at + (page.skip ?? 0) : 0;
    return ids.slice(start, start + size);
  }
  const end = page.cursor ? at - ((page.skip ?? 0) - 1) : ids.length;
  return ids.slice(Math.max(0, end - size), Math.max(0, end));
}

/**
 * The page of an ordered id list that a Pothos connection query asks for (its cursor, skip and take), loaded
 * with the query's selection and returned in list order.
 */
export async function findPageOfIds<
  Q extends { take: number; skip?: number; cursor?: unknown },
  T extends { id: number },
>(
  ids: readonly number[],
  query: Q,
  find: (args: Omit<Q, "take" | "skip" | "cursor"> & { where: { id: { in: number[] } } }) => Promise<T[]>,
): Promise<T[]> {
  const { take, skip, cursor, ...selection } = query;
  const page = pageOfIds(ids, { take, skip, cursor: cursor as { id: number } | undefined });
  return inIdOrder(page, await find({ ...selection, where: { id: { in: page } } }));
}

/** Rows in the order of `ids` (a findMany by ids answers in any order). */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
