import { Badge, Button, Card, Heading, HStack, Text, Wrap } from "@chakra-ui/react";
import { Plural, Trans } from "@lingui/react/macro";
import { ListChecks, Network } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { SkillsCard_user$key } from "../../__generated__/SkillsCard_user.graphql.ts";
import type { useSkillName_skill$key } from "../../__generated__/useSkillName_skill.graphql.ts";
import { useSkillName } from "../../features/skills/index.ts";

/** The profile previews 6 skills, then '+N more'. */
export const SKILLS_PREVIEW = 6;

/** The laborer's skills: count, the first 6 names and '+N more'; Skill Tree and Manage Skills. */
export function SkillsCard(props: { user: SkillsCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment SkillsCard_user on User {
        skills {
          id
          skill {
            ...useSkillName_skill
          }
        }
      }
    `,
    props.user,
  );
  const count = user.skills.length;
  const shown = user.skills.slice(0, SKILLS_PREVIEW);
  const more = count - shown.length;

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            <Trans>Skills</Trans>
          </Heading>
          <Badge colorPalette="brand" variant="subtle">
            <Plural value={count} one="# skill" other="# skills" />
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {count === 0 ? (
          <Text color="gray.600">
            <Trans>No skills added yet</Trans>
          </Text>
        ) : (
          <Wrap gap="2" as="ul" listStyleType="none">
            {shown.map((userSkill) => (
              <SkillBadge key={userSkill.id} skill={userSkill.skill} />
            ))}
            {more > 0 && (
              <Badge as="li" variant="subtle" colorPalette="gray" size="md">
                <Trans>+{more} more</Trans>
              </Badge>
            )}
          </Wrap>
        )}
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" colorPalette="brand" flex="1">
            <Link to="/skill-tree">
              <Network aria-hidden />
              <Trans>Skill Tree</Trans>
            </Link>
          </Button>
          <Button asChild colorPalette="brand" flex="1">
            <Link to="/skill-assessment">
              <ListChecks aria-hidden />
              <Trans>Manage Skills</Trans>
            </Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** One skill's name, in the active language. */
function SkillBadge({ skill }: { skill: useSkillName_skill$key }) {
  return (
    <Badge as="li" variant="outline" colorPalette="brand" size="md">
      {useSkillName(skill)}
    </Badge>
  );
}
