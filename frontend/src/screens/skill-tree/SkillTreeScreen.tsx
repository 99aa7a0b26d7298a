import { Alert, Box, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Suspense, useId, useMemo, useState } from "react";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { SkillTreeScreenQuery } from "../../__generated__/SkillTreeScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { AchievementList } from "./AchievementList.tsx";
import { ProgressSummary } from "./ProgressSummary.tsx";
import { SkillDetail } from "./SkillDetail.tsx";
import { SkillGraph } from "./SkillGraph.tsx";
import { BackLink } from "../../components/BackLink.tsx";

const query = graphql`
  query SkillTreeScreenQuery {
    viewer {
      id
      skills {
        id
        experienceYears
        skill {
          id
        }
      }
      skillTree {
        ...ProgressSummary_tree
        ...SkillGraph_tree
        ...AchievementList_tree
        skills {
          skill {
            id
          }
          ...SkillDetail_treeSkill
        }
      }
    }
  }
`;

/** Skill tree (/skill-tree): progress, the skill graph, the selected skill and achievements. Back goes to /. */
export default function SkillTreeScreen() {
  const queryRef = useRouteQuery<SkillTreeScreenQuery>();
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink />
      <Heading as="h1" size="xl" mt="2" mb="4">
        <Trans>Skill Tree</Trans>
      </Heading>
      <ErrorBoundary fallback={<LoadError />}>
        <Suspense fallback={<TreeSkeleton />}>
          <SkillTreeContent queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}

function SkillTreeContent({ queryRef }: { queryRef: PreloadedQuery<SkillTreeScreenQuery> }) {
  const data = usePreloadedQuery<SkillTreeScreenQuery>(query, queryRef);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const graphTitleId = useId();
  const tree = data.viewer?.skillTree;
  const yearsBySkill = useMemo(
    () => new Map((data.viewer?.skills ?? []).map((us) => [us.skill.id, us.experienceYears])),
    [data.viewer],
  );

  if (!tree) {
    return (
      <Text color="gray.700">
        <Trans>Your skill tree is not available.</Trans>
      </Text>
    );
  }
  const selected = selectedId ? tree.skills.find((s) => s.skill.id === selectedId) : undefined;

  return (
    <Stack gap="5">
      <ProgressSummary tree={tree} />
      <Stack as="section" gap="3" aria-labelledby={graphTitleId}>
        <Heading as="h2" size="md" id={graphTitleId}>
          <Trans>Skill graph</Trans>
        </Heading>
        <Text color="gray.700" fontSize="sm">
          <Trans>
            Tap a skill to see its details. Locked skills show a lock, skills in progress a sprout, mastered skills a
            star.
          </Trans>
        </Text>
        <SkillGraph
          tree={tree}
          selectedSkillId={selectedId}
          onSelect={setSelectedId}
          detail={
            selected && <SkillDetail treeSkill={selected} experienceYears={yearsBySkill.get(selected.skill.id) ?? 0} />
          }
        />
      </Stack>
      <AchievementList tree={tree} />
    </Stack>
  );
}

function LoadError() {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Failed to load your skill tree</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}

function TreeSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton height="32" />
      <Skeleton height="64" />
    </Stack>
  );
}
