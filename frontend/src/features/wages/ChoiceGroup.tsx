import { HStack, RadioGroup } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A labelled choice of two or three short options (full or half day; cash or UPI), each a 44 px target. */
export function ChoiceGroup<V extends string>(props: {
  label: ReactNode;
  value: V;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
}) {
  return (
    <RadioGroup.Root
      value={props.value}
      onValueChange={(event) => props.onChange(event.value as V)}
      colorPalette="brand"
    >
      <RadioGroup.Label fontWeight="medium" fontSize="sm">
        {props.label}
      </RadioGroup.Label>
      <HStack gap="6" wrap="wrap">
        {props.options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} minH="44px" minW="88px">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
