// A notification's address as route loaders use it: plain functions, no UI or Relay, so a loader stays small.
export { notificationGlobalId } from "./notificationLinks.ts";
