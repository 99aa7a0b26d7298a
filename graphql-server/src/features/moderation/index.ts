// The moderation feature's public module: what other features check (a suspended person, blocks between two people,
// a hidden or suspended owner's job or course).
export { courseOwnerNotSuspended, jobOwnerNotSuspended, refuseWhileSuspended } from "./suspension.ts";
export { blockedPeopleOf, isBlockedBetween, notBlockedWith, notBlockedWithSql, refuseIfBlocked } from "./blocks.ts";
export { listingVisibleTo } from "./listing-visibility.ts";
export { type WorkDispute, reportWorkDispute } from "./work-dispute.ts";
