// The people feature's public surface: other features and screens import it from here only.
export { LaborerCard } from "./LaborerCard.tsx";
export { VerifiedTag } from "./VerifiedTag.tsx";
export { personName } from "./personName.ts";
