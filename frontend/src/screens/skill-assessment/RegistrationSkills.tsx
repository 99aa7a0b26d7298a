import { HStack, Progress, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import type { SkillPicker_query$key } from "../../__generated__/SkillPicker_query.graphql.ts";
import { notify } from "../../toasts/toaster.ts";
import { SkillPicker } from "./SkillPicker.tsx";

/** Step 1 of the 3 registration steps, as a percentage (33 percent). */
const REGISTRATION_PROGRESS = 33;

/**
 * The registration variant, 'Step 1 of 3': the whole catalogue by category. Complete Registration saves the
 * ticked skills to the profile (none ticked is fine), says so and goes to /.
 */
export function RegistrationSkills({ query }: { query: SkillPicker_query$key }) {
  const { t } = useLingui();
  const navigate = useNavigate();

  return (
    <Stack gap="5">
      <Progress.Root value={REGISTRATION_PROGRESS} colorPalette="brand" size="sm">
        <HStack justify="space-between" mb="1">
          <Progress.Label>
            <Trans>Step 1 of 3</Trans>
          </Progress.Label>
          <Progress.ValueText>{`${REGISTRATION_PROGRESS}%`}</Progress.ValueText>
        </HStack>
        <Progress.Track aria-label={t`Step 1 of 3`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <SkillPicker
        query={query}
        intro={<Trans>Pick the kinds of farm work you do. You can add more skills later from your profile.</Trans>}
        saveLabel={t`Complete Registration`}
        saveNone
        onSaved={() => {
          notify.success(t`Registration Complete`, t`Your skills are on your profile.`);
          void navigate("/");
        }}
      />
    </Stack>
  );
}
