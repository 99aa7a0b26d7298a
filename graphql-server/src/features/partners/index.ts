// The partners feature's public module: how requests signed with a partner's API key are let in.
export { partnerKeys } from "./partner-limits.ts";
