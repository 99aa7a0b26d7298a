import { chakra, Circle, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Lock, Sprout, Star } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { SkillNode_treeSkill$key } from "../../__generated__/SkillNode_treeSkill.graphql.ts";
import { notify } from "../../toasts/toaster.ts";
import { statusLabel, useSkillName } from "../../features/skills/index.ts";

type Props = {
  treeSkill: SkillNode_treeSkill$key;
  selected: boolean;
  onSelect: (skillId: string) => void;
};

/**
 * One node of the skill graph: a button named '<skill>, level N, <status>'. The three states differ by icon
 * and border as well as colour: locked (dashed, lock), in progress (progress ring, sprout), mastered (filled, star).
 * Clicking a locked skill says 'Skill Locked'.
 */
export function SkillNode({ treeSkill, selected, onSelect }: Props) {
  const node = useFragment<SkillNode_treeSkill$key>(
    graphql`
      fragment SkillNode_treeSkill on SkillTreeSkill {
        level
        progress
        status
        skill {
          id
          ...useSkillName_skill
        }
      }
    `,
    treeSkill,
  );
  const { t, i18n } = useLingui();
  const name = useSkillName(node.skill);
  const status = i18n._(statusLabel(node.status));
  const level = node.level;
  const locked = node.status === "LOCKED";
  const mastered = node.status === "MASTERED";

  function click() {
    onSelect(node.skill.id);
    if (locked) notify.info(t`Skill Locked`, t`Start learning to unlock ${name}`);
  }

  const ring = locked
    ? { bg: "gray.100", borderWidth: "2px", borderStyle: "dashed", borderColor: "gray.500", color: "gray.700" }
    : mastered
      ? { bg: "brand.600", borderWidth: "3px", borderStyle: "double", borderColor: "brand.800", color: "white" }
      : {
          bgImage: `conic-gradient(var(--chakra-colors-brand-600) ${node.progress}%, var(--chakra-colors-brand-100) 0)`,
          color: "brand.700",
        };

  return (
    <chakra.button
      type="button"
      onClick={click}
      aria-label={t`${name}, level ${level}, ${status}`}
      aria-pressed={selected}
      data-status={node.status}
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="1"
      w="full"
      minH="44px"
      minW="44px"
      px="1"
      py="2"
      rounded="lg"
      cursor="pointer"
      bg={selected ? "brand.50" : "transparent"}
      outline={selected ? "2px solid" : "none"}
      outlineColor="brand.600"
      _hover={{ bg: "gray.100" }}
      _focusVisible={{ outline: "3px solid", outlineColor: "brand.500", outlineOffset: "2px" }}
    >
      <Circle size="12" {...ring}>
        {/* In progress: a white disc inside the progress ring. */}
        <Circle size={locked || mastered ? "full" : "9"} bg={locked || mastered ? "transparent" : "white"}>
          {locked ? (
            <Lock size={20} aria-hidden="true" />
          ) : mastered ? (
            <Star size={22} aria-hidden="true" fill="currentColor" />
          ) : (
            <Sprout size={20} aria-hidden="true" />
          )}
        </Circle>
      </Circle>
      {/* The whole name, on as many lines as it needs (never cut short with '…'). */}
      <Text
        fontSize="xs"
        fontWeight="medium"
        textAlign="center"
        overflowWrap="break-word"
        maxW="full"
        color={locked ? "gray.700" : "gray.900"}
      >
        {name}
      </Text>
    </chakra.button>
  );
}
