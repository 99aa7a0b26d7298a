import { Alert } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/** The skill catalogue could not be loaded (an alert, announced when it appears). */
export function SkillsFetchError() {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Failed to fetch skills</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}
