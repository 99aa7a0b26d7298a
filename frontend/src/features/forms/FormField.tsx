import { Field, Input, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A labelled text input (or textarea) of the Post Job form, with its error, or else its helper, below. */
export function FormField({
  label,
  value,
  onChange,
  error,
  helper,
  multiline = false,
  type = "text",
  inputMode,
  min,
  maxLength,
  placeholder,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  helper?: ReactNode;
  multiline?: boolean;
  type?: "text" | "date";
  inputMode?: "numeric" | "text";
  min?: string;
  maxLength?: number;
  placeholder?: string;
}) {
  const shared = {
    value,
    maxLength,
    placeholder,
    bg: "white",
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea {...shared} rows={4} minH="96px" />
      ) : (
        <Input {...shared} type={type} inputMode={inputMode} min={min} />
      )}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
