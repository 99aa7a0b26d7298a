import { Field, Fieldset, Heading, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { RequiredSkillsField_query$key } from "../../__generated__/RequiredSkillsField_query.graphql.ts";
import type { useSkillName_skill$key } from "../../__generated__/useSkillName_skill.graphql.ts";
import { categoryLabel, SKILL_CATEGORIES, skillMatches, useSkillName } from "../../features/skills/index.ts";
import { ChoiceCheckbox } from "../../features/forms/index.ts";

/**
 * Required skills: the catalogue's skills by category, each a checkbox, with a box that finds a skill by any of
 * its names or a word people use for it; the chosen ones' ids.
 */
export function RequiredSkillsField({
  query,
  selected,
  onChange,
  error,
}: {
  query: RequiredSkillsField_query$key;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { skills } = useFragment(
    graphql`
      fragment RequiredSkillsField_query on Query {
        skills {
          id
          category
          synonyms
          names {
            en
            hi
            kn
            te
          }
          ...useSkillName_skill
        }
      }
    `,
    query,
  );
  const chosen = new Set(selected);
  const [find, setFind] = useState("");
  // The ticked skills stay in view whatever the find box holds.
  const shown = skills.filter((skill) => chosen.has(skill.id) || skillMatches(skill, find));
  const categories = [
    ...SKILL_CATEGORIES,
    ...new Set(skills.map((s) => s.category).filter((c) => !(SKILL_CATEGORIES as readonly string[]).includes(c))),
  ];

  function toggle(id: string, on: boolean) {
    onChange(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  }

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="semibold">
        <Trans>Required skills</Trans>
      </Fieldset.Legend>
      <Fieldset.HelperText>
        <Trans>Optional: the skills workers need for this job.</Trans>
      </Fieldset.HelperText>
      <Stack gap="4" mt="2">
        <Field.Root maxW="md">
          <Field.Label>
            <Trans>Find a skill</Trans>
          </Field.Label>
          <Input
            type="search"
            bg="white"
            minH="44px"
            value={find}
            placeholder={i18n._(msg`Milking, tractor, pruning…`)}
            onChange={(event) => setFind(event.target.value)}
          />
        </Field.Root>
        {categories.map((category) => {
          const inCategory = shown.filter((skill) => skill.category === category);
          if (inCategory.length === 0) return null;
          return (
            <Stack key={category} gap="1">
              <Heading as="h3" size="xs" color="gray.700">
                {i18n._(categoryLabel(category))}
              </Heading>
              <SimpleGrid columns={{ base: 2, md: 3 }} columnGap="3">
                {inCategory.map((skill) => (
                  <SkillChoice
                    key={skill.id}
                    skill={skill}
                    checked={chosen.has(skill.id)}
                    onChange={(on) => toggle(skill.id, on)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
        {skills.length === 0 && (
          <Text color="gray.600" fontSize="sm">
            <Trans>No skills in the catalogue yet.</Trans>
          </Text>
        )}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function SkillChoice({
  skill,
  checked,
  onChange,
}: {
  skill: useSkillName_skill$key;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return <ChoiceCheckbox label={useSkillName(skill)} checked={checked} onChange={onChange} />;
}
