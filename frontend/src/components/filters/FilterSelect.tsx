import { Field, NativeSelect } from "@chakra-ui/react";

type Props = {
  label: string;
  /** The first option's text, meaning 'no filter' (value ''). */
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A labelled native select whose first option clears the filter. */
export function FilterSelect({ label, anyLabel, value, options, onChange }: Props) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field bg="white" minH="44px" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
