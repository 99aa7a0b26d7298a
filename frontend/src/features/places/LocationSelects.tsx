import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { blockNames, districtNames, stateHasBlocks, stateNames, useIndiaLocations } from "./india.ts";
import { PlaceSelect } from "./PlaceSelect.tsx";

export type LocationValue = { state: string; district: string; block: string };
export type LocationField = keyof LocationValue;

/**
 * State → District → Block over every state and union territory.
 * Choosing a state clears district and block; choosing a district clears block. District is disabled until a
 * state is chosen, Block until a district with blocks is chosen; where the data has no blocks for the chosen
 * state or district, Block is a text field instead.
 */
export function LocationSelects({
  value,
  onChange,
  errors = {},
}: {
  value: LocationValue;
  /** The new value and the field the user changed. */
  onChange: (next: LocationValue, changed: LocationField) => void;
  errors?: Partial<Record<LocationField, ReactNode>>;
}) {
  const { t } = useLingui();
  const { locations, failed, retry } = useIndiaLocations();

  if (failed) {
    return (
      <Stack gap="2" role="alert">
        <Text color="fg.error">
          <Trans>Could not load the list of states and districts.</Trans>
        </Text>
        <Button variant="outline" onClick={retry} alignSelf="flex-start">
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }

  const districts = locations && value.state ? districtNames(locations, value.state) : [];
  const blocks = locations && value.district ? blockNames(locations, value.state, value.district) : [];
  // A free-text block where the data has none: a state without block lists, or a chosen district without one.
  const typedBlock =
    locations !== null &&
    value.state !== "" &&
    (!stateHasBlocks(locations, value.state) || (value.district !== "" && blocks.length === 0));

  return (
    <Stack gap="4">
      <PlaceSelect
        kind="state"
        label={<Trans>State</Trans>}
        placeholder={locations ? t`Select state` : t`Loading...`}
        options={locations ? stateNames(locations) : []}
        value={value.state}
        disabled={!locations}
        error={errors.state}
        onChange={(state) => onChange({ state, district: "", block: "" }, "state")}
      />
      <PlaceSelect
        kind="district"
        label={<Trans>District</Trans>}
        placeholder={t`Select district`}
        options={districts}
        value={value.district}
        disabled={!locations || !value.state}
        error={errors.district}
        onChange={(district) => onChange({ ...value, district, block: "" }, "district")}
      />
      {typedBlock ? (
        <Field.Root invalid={Boolean(errors.block)}>
          <Field.Label>
            <Trans>Block</Trans>
          </Field.Label>
          <Input
            value={value.block}
            maxLength={100}
            placeholder={t`Type your block, taluk or mandal`}
            onChange={(event) => onChange({ ...value, block: event.target.value }, "block")}
          />
          {errors.block ? (
            <Field.ErrorText>{errors.block}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>No block list for this area yet: type its name.</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
      ) : (
        <PlaceSelect
          kind="block"
          label={<Trans>Block</Trans>}
          placeholder={t`Select block`}
          options={blocks}
          value={value.block}
          disabled={blocks.length === 0}
          error={errors.block}
          onChange={(block) => onChange({ ...value, block }, "block")}
        />
      )}
    </Stack>
  );
}
