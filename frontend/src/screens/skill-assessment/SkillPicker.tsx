import { Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useNavigate } from "react-router";
import type { SkillPicker_query$key } from "../../__generated__/SkillPicker_query.graphql.ts";
import type { SkillPickerAddUserSkillsMutation } from "../../__generated__/SkillPickerAddUserSkillsMutation.graphql.ts";
import { notify } from "../../toasts/toaster.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { ASSESSMENT_CATEGORY, MAX_ASSESSMENT_SKILLS } from "./skillAssessmentData.ts";
import { SkillCheckCard } from "./SkillCheckCard.tsx";
import { useSelection } from "./useSelection.ts";

/** Where the user lands after saving: the skill tree, which shows the skills just added. */
export const AFTER_SAVE_PATH = "/skill-tree";

/**
 * Normal mode: the catalogue's field_activities skills (at most 9); skills the user already has are
 * shown as added. 'Save Skills' adds the selected ones in one addUserSkills call (all or none).
 */
export function SkillPicker({ query }: { query: SkillPicker_query$key }) {
  const data = useFragment<SkillPicker_query$key>(
    graphql`
      fragment SkillPicker_query on Query {
        skills(category: field_activities) {
          id
          category
          ...SkillCheckCard_skill
        }
        viewer {
          id
          skills {
            id
            skill {
              id
            }
          }
        }
      }
    `,
    query,
  );
  const [commit, isSaving] = useMutation<SkillPickerAddUserSkillsMutation>(graphql`
    mutation SkillPickerAddUserSkillsMutation($skillIds: [ID!]!) {
      addUserSkills(skillIds: $skillIds) {
        __typename
        ... on MutationAddUserSkillsSuccess {
          data {
            id
            proficiencyLevel
            experienceYears
            experience
            progress
            level
            status
            createdAt
            skill {
              id
              name
              category
            }
          }
        }
        ...typedError_error @alias(as: "error")
      }
    }
  `);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [selected, toggle] = useSelection();

  const skills = useMemo(
    () => data.skills.filter((s) => s.category === ASSESSMENT_CATEGORY).slice(0, MAX_ASSESSMENT_SKILLS),
    [data.skills],
  );
  const owned = useMemo(() => new Set((data.viewer?.skills ?? []).map((us) => us.skill.id)), [data.viewer]);
  const toSave = skills.filter((s) => selected.has(s.id) && !owned.has(s.id)).map((s) => s.id);

  function save() {
    if (toSave.length === 0 || isSaving) return;
    commit({
      variables: { skillIds: toSave },
      // The reply is all of the user's skills: it becomes viewer.skills, which refreshes the user-skills list.
      updater: (store) => {
        const payload = store.getRootField("addUserSkills");
        if (payload?.getValue("__typename") !== "MutationAddUserSkillsSuccess") return;
        const list = payload.getLinkedRecords("data");
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (list && viewer) viewer.setLinkedRecords(list, "skills");
      },
      onCompleted: (response) => {
        const result = response.addUserSkills;
        if (result.__typename === "MutationAddUserSkillsSuccess") {
          notify.success(t`Skills saved successfully!`);
          void navigate(AFTER_SAVE_PATH);
          return;
        }
        notifyError(readTypedError(i18n, result), t`Error`, t`Failed to save skills`);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, t`Failed to save skills`),
    });
  }

  if (skills.length === 0) {
    return (
      <Text color="gray.700">
        <Trans>No skills are available right now.</Trans>
      </Text>
    );
  }

  return (
    <Stack gap="4">
      <Text color="gray.700">
        <Trans>Select the field skills you have, then save them to your profile.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" role="group" aria-label={t`Field activity skills`}>
        {skills.map((skill) => (
          <SkillCheckCard
            key={skill.id}
            skill={skill}
            checked={selected.has(skill.id)}
            owned={owned.has(skill.id)}
            disabled={isSaving}
            onToggle={toggle}
          />
        ))}
      </SimpleGrid>
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text color="gray.700" aria-live="polite">
          <Plural value={toSave.length} _0="No skills selected" one="# skill selected" other="# skills selected" />
        </Text>
        <Button
          colorPalette="brand"
          onClick={save}
          disabled={toSave.length === 0 || isSaving}
          loading={isSaving}
          loadingText={t`Saving...`}
        >
          <Trans>Save Skills</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
