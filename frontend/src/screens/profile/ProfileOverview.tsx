import { Badge, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useI18n } from "@lingui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, MapPin, Star } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { ProfileOverview_user$key } from "../../__generated__/ProfileOverview_user.graphql.ts";
import { usePlaceName } from "../../features/places/index.ts";
import { PaymentRecordBadge } from "../../features/wages/index.ts";
import { formatRating } from "../../format/numbers.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";
import { ProfileSkills } from "./ProfileSkills.tsx";

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  laborer: msg`Laborer`,
  employer: msg`Farm Owner`,
  training_provider: msg`Training Provider`,
};

/**
 * The signed-in user's profile as others see it: name, role, place, rating and review count, an employer's record
 * of paying on time, verified badges;
 * laborers their skills (each with its level and years, which she can change here) and work done, employers their business and farm, providers their organisation and
 * description.
 */
export function ProfileOverview(props: { user: ProfileOverview_user$key }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const user = useFragment(
    graphql`
      fragment ProfileOverview_user on User {
        firstName
        lastName
        userType
        cityVillage
        district
        state
        rating
        reviewCount
        paidOnTimeCount
        paidLateCount
        isVerified
        isMobileVerified
        isAddressVerified
        completedJobs
        experienceYears
        jobsPosted
        coursesOffered
        businessName
        farmName
        bio
        ...ProfileSkills_user
      }
    `,
    props.user,
  );
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ");
  const { placeName } = usePlaceName();
  const place = [
    user.cityVillage?.trim() ? placeName("town", user.cityVillage) : null,
    user.district?.trim() ? placeName("district", user.district) : null,
    user.state?.trim() ? placeName("state", user.state) : null,
  ]
    .filter(Boolean)
    .join(", ");
  const role = user.userType && Object.hasOwn(ROLE_LABELS, user.userType) ? ROLE_LABELS[user.userType] : null;
  const verified = [
    { key: "account", on: user.isVerified, label: t`Verified` },
    { key: "mobile", on: user.isMobileVerified, label: t`Mobile verified` },
    { key: "address", on: user.isAddressVerified, label: t`Address verified` },
  ].filter((badge) => badge.on);

  return (
    <Stack gap="4">
      <Card.Root variant="outline" bg="white" size="sm">
        <Card.Body gap="3">
          <Stack gap="1">
            <Heading as="h2" size="lg" wordBreak="break-word">
              {name || t`Name not given`}
            </Heading>
            {role && (
              <Text color="gray.700" fontWeight="medium">
                {i18n._(role)}
              </Text>
            )}
          </Stack>
          <HStack gap="1" fontSize="sm" color="gray.700">
            <MapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text wordBreak="break-word">{place || t`Place not given`}</Text>
          </HStack>
          <HStack gap="1" fontSize="sm">
            <Star size={16} aria-hidden color="var(--chakra-colors-orange-600)" style={{ flexShrink: 0 }} />
            <Text>
              <RatingLine rating={user.rating} reviewCount={user.reviewCount} />
            </Text>
          </HStack>
          {user.userType === "employer" && (
            <PaymentRecordBadge paidOnTimeCount={user.paidOnTimeCount} paidLateCount={user.paidLateCount} />
          )}
          {verified.length > 0 && (
            <HStack gap="1.5" wrap="wrap" role="list" aria-label={t`Verified badges`}>
              {verified.map((badge) => (
                <Badge key={badge.key} role="listitem" colorPalette="green" variant="subtle">
                  <BadgeCheck size={14} aria-hidden />
                  {badge.label}
                </Badge>
              ))}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>

      {user.userType === "laborer" && (
        <Section title={<Trans>Skills</Trans>}>
          <ProfileSkills user={user} />
          <Text fontSize="sm" color="gray.700">
            <Plural value={user.completedJobs} one="# job completed" other="# jobs completed" />
            {" · "}
            <Plural value={user.experienceYears} one="# year of experience" other="# years of experience" />
          </Text>
        </Section>
      )}

      {user.userType === "employer" && (
        <Section title={<Trans>Business</Trans>}>
          <Fact label={<Trans>Business Name</Trans>}>{user.businessName || t`Not provided`}</Fact>
          <Fact label={<Trans>Farm Name</Trans>}>{user.farmName || t`Not provided`}</Fact>
          <Text fontSize="sm" color="gray.700">
            <Plural value={user.jobsPosted} one="# job posted" other="# jobs posted" />
          </Text>
        </Section>
      )}

      {user.userType === "training_provider" && (
        <Section title={<Trans>Organisation</Trans>}>
          <Fact label={<Trans>Organisation name</Trans>}>{user.businessName || t`Not provided`}</Fact>
          <Fact label={<Trans>Location</Trans>}>{place || t`Not provided`}</Fact>
          <Fact label={<Trans>About</Trans>}>
            <Text as="span" whiteSpace="pre-line">
              {user.bio?.trim() || t`No description yet`}
            </Text>
          </Fact>
          <Text fontSize="sm" color="gray.700">
            <Plural value={user.coursesOffered} one="# course offered" other="# courses offered" />
          </Text>
        </Section>
      )}
    </Stack>
  );
}

function RatingLine({ rating, reviewCount }: { rating: number | null | undefined; reviewCount: number }) {
  useIntlLocale(); // formats below follow the active language
  if (rating == null || reviewCount === 0) return <Trans>No ratings yet</Trans>;
  const stars = formatRating(rating);
  return (
    <>
      <Trans>Rating {stars} of 5</Trans> · <Plural value={reviewCount} one="# review" other="# reviews" />
    </>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" bg="white" size="sm">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack as="dl" gap="0.5">
      <Text as="dt" fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {children}
      </Text>
    </Stack>
  );
}
