import { Field, Input, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A labelled text input (or textarea) with its error or helper text below. */
export function TextField({
  label,
  value,
  onChange,
  error,
  helper,
  readOnly = false,
  multiline = false,
  inputMode,
  maxLength,
  autoComplete,
  placeholder,
}: {
  label: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  error?: ReactNode;
  helper?: ReactNode;
  readOnly?: boolean;
  multiline?: boolean;
  inputMode?: "numeric" | "text" | "email";
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}) {
  const shared = {
    value,
    maxLength,
    placeholder,
    autoComplete,
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
  };
  return (
    <Field.Root invalid={Boolean(error)} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea {...shared} rows={3} minH="88px" />
      ) : (
        <Input {...shared} inputMode={inputMode} bg={readOnly ? "bg.muted" : undefined} />
      )}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
