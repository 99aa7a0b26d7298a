import { Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useMemo, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { SkillPicker_query$key } from "../../__generated__/SkillPicker_query.graphql.ts";
import {
  SKILL_CATEGORIES,
  type SkillToSave,
  categoryLabel,
  skillMatches,
  useSaveSkills,
} from "../../features/skills/index.ts";
import { SkillCheckCard } from "./SkillCheckCard.tsx";
import { useSelection } from "./useSelection.ts";

type Props = {
  query: SkillPicker_query$key;
  /** The line above the list. */
  intro: ReactNode;
  /** The save button's text. */
  saveLabel: string;
  /** After the ticked skills are stored (at once when none is ticked and `saveNone` allows it). */
  onSaved: () => void;
  /** Whether the button also works with nothing ticked (registration can be completed without skills). */
  saveNone?: boolean;
};

/**
 * The whole skills catalogue as checkbox cards, by category, with a box that finds a skill by any of its names
 * (English, Hindi, Kannada, Telugu) or a word people use for it. Skills the laborer has are shown as added;
 * a ticked skill shows its years of experience and level, and the button adds the ticked ones to her profile
 * with them.
 */
export function SkillPicker({ query, intro, saveLabel, onSaved, saveNone = false }: Props) {
  const data = useFragment<SkillPicker_query$key>(
    graphql`
      fragment SkillPicker_query on Query {
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
  const { t, i18n } = useLingui();
  const [selected, toggle, setLevel] = useSelection();
  const [find, setFind] = useState("");
  const { save, isSaving } = useSaveSkills();

  const owned = useMemo(() => new Set((data.viewer?.skills ?? []).map((us) => us.skill.id)), [data.viewer]);
  const shown = useMemo(() => data.skills.filter((skill) => skillMatches(skill, find)), [data.skills, find]);
  const toSave = data.skills.flatMap((s): SkillToSave[] => {
    const level = selected.get(s.id);
    return level && !owned.has(s.id) ? [{ skillId: s.id, ...level }] : [];
  });

  function submit() {
    if (toSave.length === 0) {
      if (saveNone) onSaved();
      return;
    }
    save(toSave, onSaved);
  }

  if (data.skills.length === 0) {
    return (
      <Text color="gray.700">
        <Trans>No skills are available right now.</Trans>
      </Text>
    );
  }

  return (
    <Stack gap="4">
      <Text color="gray.700">{intro}</Text>
      <Field.Root maxW="md">
        <Field.Label>{t`Find a skill`}</Field.Label>
        <Input
          type="search"
          bg="white"
          minH="44px"
          value={find}
          placeholder={t`Milking, tractor, pruning…`}
          onChange={(event) => setFind(event.target.value)}
        />
      </Field.Root>
      {shown.length === 0 && (
        <Text color="gray.700" role="status">
          <Trans>No skill has that name.</Trans>
        </Text>
      )}
      {SKILL_CATEGORIES.map((category) => {
        const inCategory = shown.filter((skill) => skill.category === category);
        if (inCategory.length === 0) return null;
        const label = i18n._(categoryLabel(category));
        return (
          <Stack as="section" key={category} gap="2" aria-label={label}>
            <Heading as="h3" size="sm">
              {label}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" role="group" aria-label={label}>
              {inCategory.map((skill) => (
                <SkillCheckCard
                  key={skill.id}
                  skill={skill}
                  checked={selected.has(skill.id)}
                  owned={owned.has(skill.id)}
                  disabled={isSaving}
                  onToggle={toggle}
                  level={selected.get(skill.id)}
                  onLevelChange={setLevel}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      <HStack justify="space-between" flexWrap="wrap" gap="3" position="sticky" bottom="0" bg="gray.50" py="2">
        <Text color="gray.700" aria-live="polite">
          <Plural value={toSave.length} _0="No skills selected" one="# skill selected" other="# skills selected" />
        </Text>
        <Button
          colorPalette="brand"
          onClick={submit}
          disabled={(!saveNone && toSave.length === 0) || isSaving}
          loading={isSaving}
          loadingText={t`Saving...`}
          minH="44px"
        >
          {saveLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
