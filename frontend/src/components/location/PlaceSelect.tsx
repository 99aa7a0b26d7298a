import { Field, NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A labelled native select of place names (state, district or block). A current value that is not in the
 * list (e.g. saved before the list changed) stays selectable so it is not lost.
 */
export function PlaceSelect({
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
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: ReactNode;
  helper?: ReactNode;
}) {
  const names = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)}>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
