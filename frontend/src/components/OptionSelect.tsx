import { Field, NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A labelled native select of fixed choices (value → translated label). */
export function OptionSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled = false,
  error,
  helper,
}: {
  label: ReactNode;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: ReactNode;
  helper?: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
