import { Badge, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MapPin, Star } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { LaborerCard_user$key } from "../../__generated__/LaborerCard_user.graphql.ts";
import { ContactDisclosure } from "../contact/index.ts";
import { usePlaceName } from "../places/index.ts";
import { useSkillNames } from "../skills/index.ts";
import { formatRating } from "../../format/numbers.ts";
import { VerifiedTag } from "./VerifiedTag.tsx";
import { shownRating } from "./laborerRating.ts";
import { LaborerProfileDialog } from "./LaborerProfileDialog.tsx";
import { personName } from "./personName.ts";

/** Laborer cards show 4 skills, then '+N more'. */
export const CARD_SKILLS = 4;

/** A laborer in the directory: name, Verified tag, place, 4 skills, rating; Contact and View Profile. */
export function LaborerCard(props: { user: LaborerCard_user$key }) {
  const { t } = useLingui();
  const titleId = useId();
  const user = useFragment(
    graphql`
      fragment LaborerCard_user on User {
        id
        firstName
        lastName
        location
        rating
        reviewCount
        mobileNumber
        isVerified
        skillBadges {
          id
          ...useSkillNames_skills
        }
        ...LaborerProfileDialog_user
      }
    `,
    props.user,
  );
  const name = personName(user, t`Laborer`);
  const { rating, reviewCount } = shownRating(user.rating, user.reviewCount);
  const stars = formatRating(rating);
  const { placeText } = usePlaceName();
  const skillNames = useSkillNames(user.skillBadges);
  const extra = user.skillBadges.length - CARD_SKILLS;

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm" bg="white">
      <Card.Body gap="2">
        <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
          {name}
        </Heading>
        {user.isVerified && <VerifiedTag />}
        {user.location && (
          <HStack gap="1" color="gray.700" fontSize="sm">
            <MapPin size={16} aria-hidden />
            <Text>{placeText(user.location)}</Text>
          </HStack>
        )}
        <HStack gap="1" fontSize="sm">
          <Star size={16} aria-hidden color="var(--chakra-colors-orange-600)" fill="currentColor" />
          <Text>
            <Trans>
              {stars} of 5 · <Plural value={reviewCount} one="# review" other="# reviews" />
            </Trans>
          </Text>
        </HStack>
        {user.skillBadges.length > 0 && (
          <HStack gap="1.5" wrap="wrap" role="group" aria-label={t`Skills`}>
            {user.skillBadges.slice(0, CARD_SKILLS).map((skill, i) => (
              <Badge key={skill.id} variant="outline" colorPalette="gray">
                {skillNames[i]}
              </Badge>
            ))}
            {extra > 0 && (
              <Text as="span" fontSize="sm" color="gray.700">
                <Trans>+{extra} more</Trans>
              </Text>
            )}
          </HStack>
        )}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        <LaborerProfileDialog user={user} name={name} />
        <ContactDisclosure label={t`Contact`} kind="laborer" name={name} mobileNumber={user.mobileNumber} userId={user.id} />
      </Card.Footer>
    </Card.Root>
  );
}
