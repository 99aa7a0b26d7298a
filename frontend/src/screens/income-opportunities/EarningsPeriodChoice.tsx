import { Button, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { MonthChoice } from "../../features/wages/public-period.ts";

/** This month or last month: two toggle buttons, exactly one pressed. */
export function EarningsPeriodChoice({
  value,
  onChange,
}: {
  value: MonthChoice;
  onChange: (value: MonthChoice) => void;
}) {
  const { t } = useLingui();
  const choices: { value: MonthChoice; label: string }[] = [
    { value: "this", label: t`This month` },
    { value: "last", label: t`Last month` },
  ];
  return (
    <HStack role="group" aria-label={t`Period`} gap="2" wrap="wrap">
      {choices.map((choice) => {
        const pressed = choice.value === value;
        return (
          <Button
            key={choice.value}
            aria-pressed={pressed}
            onClick={() => onChange(choice.value)}
            colorPalette="brand"
            variant={pressed ? "solid" : "outline"}
            bg={pressed ? undefined : "white"}
            borderRadius="full"
            minH="44px"
          >
            {choice.label}
          </Button>
        );
      })}
    </HStack>
  );
}
