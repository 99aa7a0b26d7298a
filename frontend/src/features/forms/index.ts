// The forms feature's public surface: other features and screens import it from here only.
export { ChoiceCheckbox } from "./ChoiceCheckbox.tsx";
export { FormField } from "./FormField.tsx";
export { FormScreenLayout } from "./FormScreenLayout.tsx";
export { useCheckedForm } from "./useCheckedForm.ts";
