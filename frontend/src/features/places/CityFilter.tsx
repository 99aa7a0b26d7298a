import { useLingui } from "@lingui/react/macro";
import { BROWSE_CITIES } from "@rules/browse-cities.ts";
import { FilterSelect } from "../../components/filters/FilterSelect.tsx";
import { CITY_LABELS } from "./cityLabels.ts";

/** A search's place filter: All Locations or one of the 5 cities. */
export function CityFilter({ value, onChange }: { value: string; onChange: (city: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <FilterSelect
      label={t`Location`}
      anyLabel={t`All Locations`}
      value={value}
      options={BROWSE_CITIES.map((c) => ({ value: c, label: i18n._(CITY_LABELS[c]) }))}
      onChange={onChange}
    />
  );
}
