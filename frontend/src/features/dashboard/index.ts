// The dashboard feature's public surface: other features and screens import it from here only.
export { DashboardHeader, dashboardName } from "./DashboardHeader.tsx";
export { HeaderMenu } from "./HeaderMenu.tsx";
export { RoleHeader } from "./RoleHeader.tsx";
export { StatTile } from "./StatTile.tsx";
