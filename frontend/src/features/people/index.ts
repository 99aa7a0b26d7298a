// The people feature's public surface: other features and screens import it from here only.
export { LaborerCard } from "./LaborerCard.tsx";
export { PersonCard, PersonFact, RatingFact } from "./PersonCard.tsx";
export { personName } from "./personName.ts";
