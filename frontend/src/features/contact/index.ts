// The contact feature's public surface: other features and screens import it from here only.
export { ContactButtons } from "./ContactButtons.tsx";
export { ContactDisclosure } from "./ContactDisclosure.tsx";
