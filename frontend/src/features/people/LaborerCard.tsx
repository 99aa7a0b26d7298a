import { Badge, HStack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { LaborerCard_user$key } from "../../__generated__/LaborerCard_user.graphql.ts";
import { ContactDisclosure } from "../contact/index.ts";
import { useSkillNames } from "../skills/index.ts";
import { LaborerProfileDialog } from "./LaborerProfileDialog.tsx";
import { PersonCard, RatingFact } from "./PersonCard.tsx";
import { personName } from "./personName.ts";
import { formatDistance } from "../../format/numbers.ts";

/** Laborer cards show 4 skills, then '+N more'. */
export const CARD_SKILLS = 4;

/**
 * A laborer in the directory: name, Verified tag, place (and how far, when known), Available now, rating,
 * 4 skills; Contact and View Profile.
 */
export function LaborerCard(props: { user: LaborerCard_user$key }) {
  const { t } = useLingui();
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
        available
        distanceKm
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
  const skillNames = useSkillNames(user.skillBadges);
  const extra = user.skillBadges.length - CARD_SKILLS;

  return (
    <PersonCard
      title={name}
      verified={user.isVerified}
      location={user.location}
      distance={user.distanceKm != null ? formatDistance(user.distanceKm) : null}
      actions={
        <>
          <LaborerProfileDialog user={user} name={name} />
          <ContactDisclosure
            label={t`Contact`}
            kind="laborer"
            name={name}
            mobileNumber={user.mobileNumber}
            userId={user.id}
          />
        </>
      }
    >
      {user.available && (
        <Badge alignSelf="flex-start" colorPalette="green" variant="subtle">
          <Trans>Available now</Trans>
        </Badge>
      )}
      <RatingFact rating={user.rating} reviewCount={user.reviewCount} />
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
    </PersonCard>
  );
}
