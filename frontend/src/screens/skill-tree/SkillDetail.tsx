import { Badge, Button, Card, DataList, Heading, HStack, Progress, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Lock, Sprout, Star } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { SkillDetail_treeSkill$key } from "../../__generated__/SkillDetail_treeSkill.graphql.ts";
import { categoryLabel, statusLabel, useSkillName } from "../../features/skills/index.ts";

type Props = {
  treeSkill: SkillDetail_treeSkill$key;
  /** From the user's skill record; 0 for a locked skill (the default). */
  experienceYears: number;
};

/** The selected skill: name, category, level, status, progress and years of experience. */
export function SkillDetail({ treeSkill, experienceYears }: Props) {
  const node = useFragment<SkillDetail_treeSkill$key>(
    graphql`
      fragment SkillDetail_treeSkill on SkillTreeSkill {
        level
        progress
        status
        skill {
          id
          category
          description
          ...useSkillName_skill
        }
      }
    `,
    treeSkill,
  );
  const { t, i18n } = useLingui();
  const titleId = useId();
  const name = useSkillName(node.skill);
  const locked = node.status === "LOCKED";
  const StatusIcon = locked ? Lock : node.status === "MASTERED" ? Star : Sprout;
  const level = node.level;

  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="subtle" bg="gray.50">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
          <Heading as="h4" size="md" id={titleId}>
            {name}
          </Heading>
          <Badge colorPalette={locked ? "gray" : "brand"} variant={locked ? "outline" : "solid"} size="md">
            <StatusIcon size={14} aria-hidden="true" />
            {i18n._(statusLabel(node.status))}
          </Badge>
        </HStack>
        {node.skill.description && (
          <Text color="gray.700" fontSize="sm">
            {node.skill.description}
          </Text>
        )}
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Category</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{i18n._(categoryLabel(node.skill.category))}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Level</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Trans>Level {level}</Trans>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Experience</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Plural value={experienceYears} one="# year" other="# years" />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Progress.Root value={node.progress} colorPalette="brand" size="sm">
          <HStack justify="space-between" mb="1">
            <Progress.Label>
              <Trans>Skill progress</Trans>
            </Progress.Label>
            <Progress.ValueText>{`${node.progress}%`}</Progress.ValueText>
          </HStack>
          <Progress.Track aria-label={t`Skill progress`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {locked && (
          <>
            <Text color="gray.700" fontSize="sm">
              <Trans>Start learning to unlock {name}</Trans>
            </Text>
            <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
              <Link to="/skill-assessment">
                <Trans>Add Skills</Trans>
              </Link>
            </Button>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
