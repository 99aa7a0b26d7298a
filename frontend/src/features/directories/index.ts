// The directories feature's public surface: other features and screens import it from here only.
export { DirectoryFrame } from "./DirectoryFrame.tsx";
export { LaborerFilters } from "./LaborerFilters.tsx";
export { LaborersList } from "./LaborersList.tsx";
