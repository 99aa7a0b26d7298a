// The push feature's public surface: offering push notifications on this phone, and forgetting them on sign-out.
export { PushOffer } from "./PushOffer.tsx";
export { signOutAfterForgettingPush } from "./forgetPush.ts";
export { offerPush } from "./pushOffer.ts";
export type { PushReason } from "./pushOffer.ts";
