import { Field, NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { RADIUS_CHOICES_KM } from "@rules/distance.ts";
import { formatDistance } from "../../format/numbers.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";

type Props = {
  value: number;
  onChange: (km: number) => void;
  /** The select's label: "Within" unless given. */
  label?: string;
};

/** A distance, one of the radius choices (5 to 100 km): how far a near search reaches, or a laborer travels. */
export function RadiusSelect({ value, onChange, label }: Props) {
  const { t } = useLingui();
  useIntlLocale(); // the distances follow the active language
  return (
    <Field.Root maxW="xs">
      <Field.Label>{label ?? t`Within`}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          minH="44px"
          value={String(value)}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {RADIUS_CHOICES_KM.map((km) => (
            <option key={km} value={km}>
              {formatDistance(km)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
