import { Button, Wrap } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CATEGORY_LABELS, SERVICE_CATEGORIES, type ServiceCategoryKey } from "./serviceLabels.ts";

/** Toggle chips: All plus the five service categories (aria-pressed, 44 px targets). */
export function CategoryChips({
  selected,
  onSelect,
}: {
  selected: ServiceCategoryKey | null;
  onSelect: (category: ServiceCategoryKey | null) => void;
}) {
  const { i18n, t } = useLingui();
  const chips: { key: ServiceCategoryKey | null; label: string }[] = [
    { key: null, label: t`All Services` },
    ...SERVICE_CATEGORIES.map((key) => ({ key, label: i18n._(CATEGORY_LABELS[key]) })),
  ];
  return (
    <Wrap gap="2" role="group" aria-label={t`Filter by category`}>
      {chips.map(({ key, label }) => {
        const pressed = selected === key;
        return (
          <Button
            key={key ?? "all"}
            size="sm"
            minH="44px"
            borderRadius="full"
            colorPalette="brand"
            variant={pressed ? "solid" : "outline"}
            aria-pressed={pressed}
            onClick={() => onSelect(key)}
          >
            {label}
          </Button>
        );
      })}
    </Wrap>
  );
}
