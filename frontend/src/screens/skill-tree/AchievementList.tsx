import { Box, Card, Circle, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Award, Lock } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { AchievementList_tree$key } from "../../__generated__/AchievementList_tree.graphql.ts";

/** The skill-tree achievements, translated; the server decides whether each is earned. */
const ACHIEVEMENT_TEXT: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  QUICK_LEARNER: { title: msg`Quick Learner`, description: msg`Unlock 5 or more skills` },
  MASTER: { title: msg`Master`, description: msg`Master 3 or more skills` },
  VERSATILE: { title: msg`Versatile`, description: msg`Unlock skills in 3 or more categories` },
  EXPERT: { title: msg`Expert`, description: msg`Unlock 50% or more of all skills` },
};

/** The four skill-tree achievements, each marked earned or not (by text and icon, not colour alone). */
export function AchievementList({ tree: treeRef }: { tree: AchievementList_tree$key }) {
  const tree = useFragment<AchievementList_tree$key>(
    graphql`
      fragment AchievementList_tree on SkillTree {
        achievements {
          key
          title
          description
          earned
        }
      }
    `,
    treeRef,
  );
  const { i18n } = useLingui();
  const titleId = useId();

  return (
    <Stack as="section" gap="3" aria-labelledby={titleId}>
      <Heading as="h2" size="md" id={titleId}>
        <Trans>Achievements</Trans>
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none" m="0" p="0">
        {tree.achievements.map((a) => {
          const text = ACHIEVEMENT_TEXT[a.key];
          const title = text ? i18n._(text.title) : a.title;
          const description = text ? i18n._(text.description) : a.description;
          return (
            <Box as="li" key={a.key} data-earned={a.earned}>
              <Card.Root
                size="sm"
                h="full"
                bg={a.earned ? "brand.50" : "white"}
                borderStyle={a.earned ? "solid" : "dashed"}
                borderColor={a.earned ? "brand.600" : "gray.400"}
                borderWidth="2px"
              >
                <Card.Body>
                  <HStack gap="3" align="flex-start">
                    <Circle
                      size="10"
                      flexShrink={0}
                      bg={a.earned ? "brand.600" : "gray.100"}
                      color={a.earned ? "white" : "gray.700"}
                    >
                      {a.earned ? <Award size={20} aria-hidden="true" /> : <Lock size={18} aria-hidden="true" />}
                    </Circle>
                    <Stack gap="0.5">
                      <Heading as="h3" size="sm">
                        {title}
                      </Heading>
                      <Text fontSize="sm" color="gray.700">
                        {description}
                      </Text>
                      <Text fontSize="sm" fontWeight="semibold" color={a.earned ? "brand.700" : "gray.700"}>
                        {a.earned ? <Trans>Earned</Trans> : <Trans>Not earned yet</Trans>}
                      </Text>
                    </Stack>
                  </HStack>
                </Card.Body>
              </Card.Root>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
