// The courses feature's public module: what account deletion needs to keep course figures true.
export { refreshCompletionRate } from "./complete-enrollment.ts";
