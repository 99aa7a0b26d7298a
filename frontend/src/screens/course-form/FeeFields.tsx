import { Fieldset, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ChoiceCheckbox, FormField } from "../../features/forms/index.ts";

export type Fee = { isFree: boolean; price: string; isGovernmentProgram: boolean };

/**
 * The fee: Free (the price is 0; laborers see free courses as a free government programme) or Paid with a price
 * in rupees; and whether the course is a government programme.
 */
export function FeeFields({
  value,
  onChange,
  error,
}: {
  value: Fee;
  onChange: (next: Partial<Fee>) => void;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="3">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium">
          <Trans>Fee</Trans>
        </Fieldset.Legend>
        <RadioGroup.Root
          value={value.isFree ? "free" : "paid"}
          onValueChange={(event) => onChange({ isFree: event.value === "free" })}
          colorPalette="brand"
          aria-label={t`Fee`}
        >
          <HStack gap="6" wrap="wrap">
            <FeeChoice value="free" label={<Trans>Free</Trans>} />
            <FeeChoice value="paid" label={<Trans>Paid</Trans>} />
          </HStack>
        </RadioGroup.Root>
      </Fieldset.Root>
      {value.isFree ? (
        <Text fontSize="sm" color="gray.700">
          <Trans>Free courses are shown to laborers as a Free Government Program.</Trans>
        </Text>
      ) : (
        <FormField
          label={<Trans>Price (₹)</Trans>}
          value={value.price}
          inputMode="numeric"
          placeholder="500"
          error={error}
          onChange={(price) => onChange({ price })}
        />
      )}
      <ChoiceCheckbox
        label={<Trans>Government programme (e.g. run by a KVK or a state department)</Trans>}
        checked={value.isGovernmentProgram}
        onChange={(isGovernmentProgram) => onChange({ isGovernmentProgram })}
      />
    </Stack>
  );
}

function FeeChoice({ value, label }: { value: string; label: ReactNode }) {
  return (
    <RadioGroup.Item value={value} minH="44px" minW="88px">
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
