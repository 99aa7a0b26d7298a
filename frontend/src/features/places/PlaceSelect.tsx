import type { ComponentProps } from "react";
import { intlLocale } from "../../format/intlLocale.ts";
import { OptionSelect } from "../../components/OptionSelect.tsx";
import type { PlaceKind } from "./placeNames.ts";
import { usePlaceName } from "./usePlaceName.ts";

type Props = Omit<ComponentProps<typeof OptionSelect>, "options"> & { kind: PlaceKind; options: readonly string[] };

/**
 * A labelled native select of place names (state, district or block). Each option shows the place's name in the
 * active language, in that language's alphabetical order; its value stays the English name. A current value that
 * is not in the list (e.g. saved before the list changed) stays selectable so it is not lost.
 */
export function PlaceSelect({ kind, options, value, ...props }: Props) {
  const { placeName } = usePlaceName();
  const names = value && !options.includes(value) ? [value, ...options] : options;
  const labelled = names.map((name) => ({ value: name, label: placeName(kind, name) }));
  const localized = labelled.some((option) => option.label !== option.value);
  if (localized) {
    const collator = new Intl.Collator(intlLocale());
    labelled.sort((a, b) => collator.compare(a.label, b.label));
  }
  return <OptionSelect {...props} value={value} options={labelled} />;
}
