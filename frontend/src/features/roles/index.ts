// The roles feature's public surface: other features and screens import it from here only.
export { isUserType, ROLES, SELECTED_ROLE_KEY, storedRole, storeRole } from "./roles.ts";
