import { Button, HStack } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { JobsFilter } from "./jobsFilters.ts";

const CHIPS: { value: JobsFilter | null; label: MessageDescriptor }[] = [
  { value: null, label: msg`All Jobs` },
  { value: "field-work", label: msg`Field Work` },
  { value: "horticulture", label: msg`Horticulture` },
  { value: "animal-care", label: msg`Animal Care` },
  { value: "nearby", label: msg`Nearby` },
];

/** The Find Jobs category chips (toggle buttons; exactly one is pressed). */
export function JobsChips({
  value,
  onChange,
}: {
  value: JobsFilter | null;
  onChange: (value: JobsFilter | null) => void;
}) {
  const { i18n } = useLingui();
  return (
    <HStack role="group" aria-label={i18n._(msg`Job categories`)} gap="2" wrap="wrap" py="1">
      {CHIPS.map((chip) => {
        const pressed = chip.value === value;
        return (
          <Button
            key={chip.value ?? "all"}
            aria-pressed={pressed}
            onClick={() => onChange(chip.value)}
            colorPalette="brand"
            variant={pressed ? "solid" : "outline"}
            bg={pressed ? undefined : "white"}
            borderRadius="full"
            minH="44px"
            flexShrink={0}
          >
            {i18n._(chip.label)}
          </Button>
        );
      })}
    </HStack>
  );
}
