import { Box, Card, Circle, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Network } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { SkillGraph_tree$key } from "../../__generated__/SkillGraph_tree.graphql.ts";
import { categoryLabel } from "../../features/skills/index.ts";
import { SkillNode } from "./SkillNode.tsx";

type Props = {
  tree: SkillGraph_tree$key;
  selectedSkillId: string | null;
  onSelect: (skillId: string) => void;
  /** The selected skill's details, shown inside its cluster, right below the nodes (no scrolling on a phone). */
  detail?: ReactNode;
};

/**
 * The interactive skill graph: one cluster per category, a root node for the category and its skills hanging
 * off a rail. Three nodes per row, so it fits a 360 px screen; wider screens show two clusters side by side.
 */
export function SkillGraph({ tree: treeRef, selectedSkillId, onSelect, detail }: Props) {
  const tree = useFragment<SkillGraph_tree$key>(
    graphql`
      fragment SkillGraph_tree on SkillTree {
        categories {
          category
          unlocked
          total
        }
        skills {
          skill {
            id
            category
          }
          ...SkillNode_treeSkill
        }
      }
    `,
    treeRef,
  );
  const { i18n } = useLingui();

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {tree.categories.map((category) => {
        const label = i18n._(categoryLabel(category.category));
        const skills = tree.skills.filter((s) => s.skill.category === category.category);
        const catUnlocked = category.unlocked;
        const catTotal = category.total;
        const holdsSelected = skills.some((s) => s.skill.id === selectedSkillId);
        return (
          <Card.Root key={category.category} as="section" aria-label={label} size="sm">
            <Card.Body gap="3">
              <HStack gap="3">
                <Circle size="10" bg="brand.700" color="white" flexShrink={0}>
                  <Network size={20} aria-hidden="true" />
                </Circle>
                <Box>
                  <Heading as="h3" size="sm">
                    {label}
                  </Heading>
                  <Text fontSize="xs" color="gray.700">
                    <Trans>
                      {catUnlocked} of {catTotal} unlocked
                    </Trans>
                  </Text>
                </Box>
              </HStack>
              {/* The trunk from the category node, with each row of skills on a rail. */}
              <Box ml="5" pl="2" borderLeftWidth="2px" borderColor="gray.300">
                <SimpleGrid columns={3} gap="0" rowGap="2">
                  {skills.map((s) => (
                    <Box
                      key={s.skill.id}
                      borderTopWidth="2px"
                      borderColor="gray.300"
                      pt="2"
                      position="relative"
                      _before={{
                        content: '""',
                        position: "absolute",
                        top: "0",
                        left: "50%",
                        h: "2",
                        borderLeftWidth: "2px",
                        borderColor: "gray.300",
                      }}
                    >
                      <SkillNode treeSkill={s} selected={s.skill.id === selectedSkillId} onSelect={onSelect} />
                    </Box>
                  ))}
                </SimpleGrid>
              </Box>
              {holdsSelected && detail}
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
