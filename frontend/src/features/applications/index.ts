// The applications feature's public surface: other features and screens import it from here only.
export { ApplicationStatusBadge } from "./ApplicationStatusBadge.tsx";
export { DecisionButtons } from "./DecisionButtons.tsx";
export { LaborerFacts } from "./LaborerFacts.tsx";
