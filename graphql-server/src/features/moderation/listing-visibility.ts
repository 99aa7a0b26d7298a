// Who sees a job's or course's own page: everyone while it is listed (active or closed) and its owner is not
// suspended; otherwise (hidden by a moderator, under review, owner suspended) only its owner and moderators.
import type { User } from "../../generated/prisma/client.ts";
import { isSuspended } from "../../rules/moderation.ts";

export interface Listing {
  status: string;
  ownerId: number | null;
  ownerSuspendedUntil: Date | null;
}

export function listingVisibleTo(listing: Listing, viewer: Pick<User, "id" | "isModerator"> | null): boolean {
  if (viewer && (viewer.isModerator || (listing.ownerId !== null && viewer.id === listing.ownerId))) return true;
  if (listing.status === "hidden" || listing.status === "under_review") return false;
  return !isSuspended(listing.ownerSuspendedUntil);
}
