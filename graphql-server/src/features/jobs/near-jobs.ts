// Jobs near a centre: only those within the radius, nearest first (the newest first at equal distance), each
// with its distance. The radius test reads the GiST index (idsWithinRadius); the other filters then narrow
// those jobs, and the page is cut from the ordered list with the connection's ordinary id cursors.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Context } from "../../graphql/context.ts";
import { localizedGraphQLError } from "../../i18n/graphql-errors.ts";
import { JOB_COUNT_LIMIT } from "../../rules/job.ts";
import {
  type Coordinates,
  DEFAULT_RADIUS_KM,
  DISTANCE_MESSAGES,
  distanceKm,
  isSearchableRadius,
} from "../../rules/distance.ts";
import { centreOf, idsWithinRadius } from "../places/index.ts";
import type { PageQuery } from "./nearby-page.ts";

/** Where a search is centred, as its arguments give it. */
export interface NearArgs {
  near?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  radiusKm?: number | null;
  nearby?: boolean | null;
}

/** The centre a request's jobs are measured from: the search's centre, else the viewer's own place. */
const centres = new WeakMap<Context, Coordinates>();

const INDIA = { south: 6, north: 37.5, west: 68, east: 97.5 };

/**
 * The search's centre and radius: a point sent (the device's location), else a place typed (`near`), else the
 * viewer's own place for `nearby`; null when the search has none. Bad input is refused in the viewer's language.
 */
export function nearSearch(args: NearArgs, ctx: Context): { centre: Coordinates; radiusKm: number } | null {
  const radiusKm = args.radiusKm ?? DEFAULT_RADIUS_KM;
  if (!isSearchableRadius(radiusKm)) throw badInput(DISTANCE_MESSAGES.radius);
  let centre: Coordinates | null = null;
  if (args.latitude != null || args.longitude != null) {
    const { latitude, longitude } = args;
    if (
      latitude == null ||
      longitude == null ||
      !(latitude >= INDIA.south && latitude <= INDIA.north && longitude >= INDIA.west && longitude <= INDIA.east)
    )
      throw badInput(DISTANCE_MESSAGES.coordinates);
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

const badInput = (message: string) =>
  localizedGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });

function viewerPoint(ctx: Context): Coordinates | null {
  const viewer = ctx.viewer;
  return viewer?.latitude != null && viewer.longitude != null
    ? { latitude: viewer.latitude, longitude: viewer.longitude }
    : null;
}

/** A job's distance from the request's centre (or the viewer's place) in km; null when either is unknown. */
export function jobDistanceKm(ctx: Context, job: { latitude: number | null; longitude: number | null }): number | null {
  const centre = centres.get(ctx) ?? viewerPoint(ctx);
  if (!centre || job.latitude === null || job.longitude === null) return null;
  return distanceKm(centre, { latitude: job.latitude, longitude: job.longitude });
}

/** The ids of the jobs within the radius that pass the filters, nearest first. */
export async function nearJobIds(
  ctx: Context,
  where: Prisma.JobWhereInput,
  near: { centre: Coordinates; radiusKm: number },
): Promise<number[]> {
  const within = await idsWithinRadius(ctx.prisma, "Job", near.centre, near.radiusKm);
  if (within.size === 0) return [];
  const matching = await ctx.prisma.job.findMany({
    where: { AND: [where, { id: { in: [...within.keys()] } }] },
    select: { id: true },
  });
  return matching.map((job) => job.id).sort((a, b) => within.get(a)! - within.get(b)! || b - a);
}

/** How many of them the search reports (counted up to JOB_COUNT_LIMIT, like every job search). */
export const nearCount = (ids: readonly number[]): number => Math.min(ids.length, JOB_COUNT_LIMIT);

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
