// The ratings feature's public surface: other features and screens import it from here only.
export { RateDialog } from "./RateDialog.tsx";
export { StarsLine } from "./StarsLine.tsx";
export { NEW_PERSON, ratingFigure } from "./ratingFigure.ts";
