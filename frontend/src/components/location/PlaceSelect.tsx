import type { ComponentProps } from "react";
import { OptionSelect } from "../OptionSelect.tsx";

type Props = Omit<ComponentProps<typeof OptionSelect>, "options"> & { options: readonly string[] };

/**
 * A labelled native select of place names (state, district or block). A current value that is not in the
 * list (e.g. saved before the list changed) stays selectable so it is not lost.
 */
export function PlaceSelect({ options, value, ...props }: Props) {
  const names = value && !options.includes(value) ? [value, ...options] : options;
  return <OptionSelect {...props} value={value} options={names.map((name) => ({ value: name, label: name }))} />;
}
