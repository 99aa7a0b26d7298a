import { Card, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { ProgressSummary_tree$key } from "../../__generated__/ProgressSummary_tree.graphql.ts";
import { categoryLabel } from "../../features/skills/index.ts";

/** Overall and per-category progress, as the server computes them (averages in whole percent). */
export function ProgressSummary({ tree: treeRef }: { tree: ProgressSummary_tree$key }) {
  const tree = useFragment<ProgressSummary_tree$key>(
    graphql`
      fragment ProgressSummary_tree on SkillTree {
        overallProgress
        unlocked
        total
        mastered
        categories {
          category
          progress
          unlocked
          total
        }
      }
    `,
    treeRef,
  );
  const { t, i18n } = useLingui();
  const { unlocked, total, mastered } = tree;

  return (
    <Card.Root>
      <Card.Body gap="5">
        <Stack gap="2">
          <Heading as="h2" size="md">
            <Trans>Your progress</Trans>
          </Heading>
          <Progress.Root value={tree.overallProgress} colorPalette="brand" size="lg">
            <HStack justify="space-between" mb="1">
              <Progress.Label>
                <Trans>Overall progress</Trans>
              </Progress.Label>
              <Progress.ValueText>{`${tree.overallProgress}%`}</Progress.ValueText>
            </HStack>
            <Progress.Track aria-label={t`Overall progress`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text color="gray.700" fontSize="sm">
            <Trans>
              {unlocked} of {total} skills unlocked · {mastered} mastered
            </Trans>
          </Text>
        </Stack>

        <Stack gap="3">
          <Heading as="h3" size="sm">
            <Trans>Progress by category</Trans>
          </Heading>
          {tree.categories.map((c) => {
            const catUnlocked = c.unlocked;
            const catTotal = c.total;
            const label = i18n._(categoryLabel(c.category));
            return (
              <Progress.Root key={c.category} value={c.progress} colorPalette="brand" size="sm">
                <HStack justify="space-between" mb="1" gap="2">
                  <Progress.Label>{label}</Progress.Label>
                  <Text fontSize="sm" color="gray.700">
                    <Trans>
                      {catUnlocked}/{catTotal} unlocked
                    </Trans>
                    {" · "}
                    <Progress.ValueText as="span">{`${c.progress}%`}</Progress.ValueText>
                  </Text>
                </HStack>
                <Progress.Track aria-label={label}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
