import { Checkbox } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A yes/no choice of the form: a real checkbox whose whole label is a 44 px target. */
export function ChoiceCheckbox({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(event) => onChange(event.checked === true)}
      colorPalette="brand"
      minH="44px"
      alignItems="center"
      gap="3"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control bg={checked ? undefined : "white"} />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
