import { Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { ProfileSkills_user$key } from "../../__generated__/ProfileSkills_user.graphql.ts";
import { ProfileSkillRow } from "./ProfileSkillRow.tsx";

/** A laborer's skills on her profile, each with its level and years, which she can change. */
export function ProfileSkills(props: { user: ProfileSkills_user$key }) {
  const { t } = useLingui();
  const user = useFragment(
    graphql`
      fragment ProfileSkills_user on User {
        skills {
          id
          ...ProfileSkillRow_userSkill
        }
      }
    `,
    props.user,
  );
  if (user.skills.length === 0) {
    return (
      <Text color="gray.700">
        <Trans>No skills added yet</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={t`Skills`}>
      {user.skills.map((userSkill) => (
        <ProfileSkillRow key={userSkill.id} userSkill={userSkill} />
      ))}
    </Stack>
  );
}
