// The forms feature's public surface: other features and screens import it from here only.
export { ChoiceCheckbox } from "./ChoiceCheckbox.tsx";
export { FormActions } from "./FormActions.tsx";
export { FormField } from "./FormField.tsx";
export { FormScreenLayout } from "./FormScreenLayout.tsx";
export { FormSection } from "./FormSection.tsx";
export { useCheckedForm } from "./useCheckedForm.ts";
export { useMutationForm } from "./useMutationForm.ts";
