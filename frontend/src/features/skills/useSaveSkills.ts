import { useLingui } from "@lingui/react/macro";
import { graphql, useMutation } from "react-relay";
import type { useSaveSkillsMutation } from "../../__generated__/useSaveSkillsMutation.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import type { SkillLevelChoice } from "./skillLevel.ts";

/** A catalogue skill (its global id) with the years and level she chose for it. */
export type SkillToSave = SkillLevelChoice & { skillId: string };

/**
 * Saves catalogue skills to the signed-in laborer's profile in one addUserSkills call (all or none), each with its
 * years of experience and level; a skill she already has takes the new years and level. The reply, all of her
 * skills, becomes viewer.skills. `save(skills, onSaved)` calls onSaved once they are stored.
 */
export function useSaveSkills() {
  const { t, i18n } = useLingui();
  const [commit, isSaving] = useMutation<useSaveSkillsMutation>(graphql`
    mutation useSaveSkillsMutation($skills: [UserSkillInput!]!) {
      addUserSkills(skills: $skills) {
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

  function save(skills: readonly SkillToSave[], onSaved: () => void) {
    if (isSaving) return;
    commit({
      variables: {
        skills: skills.map(({ skillId, experienceYears, proficiencyLevel }) => ({
          skillId,
          experienceYears,
          proficiencyLevel,
        })),
      },
      updater: (store) => {
        const payload = store.getRootField("addUserSkills");
        if (payload?.getValue("__typename") !== "MutationAddUserSkillsSuccess") return;
        const list = payload.getLinkedRecords("data");
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (list && viewer) viewer.setLinkedRecords(list, "skills");
      },
      onCompleted: (response) => {
        const result = response.addUserSkills;
        if (result.__typename === "MutationAddUserSkillsSuccess") onSaved();
        else notifyError(readTypedError(i18n, result), t`Error`, t`Failed to save skills`);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, t`Failed to save skills`),
    });
  }
  return { save, isSaving };
}
