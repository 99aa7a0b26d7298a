// The accounts feature's public surface: other features and screens import it from here only.
export { type AccountLink, AccountManagement } from "./AccountManagement.tsx";
export { DeleteAccountCard } from "./DeleteAccountCard.tsx";
export { SignOutEverywhere } from "./SignOutEverywhere.tsx";
