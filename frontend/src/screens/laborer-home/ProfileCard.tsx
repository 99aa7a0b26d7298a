import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { EducationLevel, Gender, ProfileCard_user$key } from "../../__generated__/ProfileCard_user.graphql.ts";
import { usePlaceName } from "../../features/places/index.ts";

/** Education levels are shown with underscores replaced by spaces. */
const EDUCATION_LABELS: Record<Exclude<EducationLevel, "%future added value">, MessageDescriptor> = {
  no_formal: msg`no formal`,
  primary: msg`primary`,
  secondary: msg`secondary`,
  higher_secondary: msg`higher secondary`,
  diploma: msg`diploma`,
  undergraduate: msg`undergraduate`,
  postgraduate: msg`postgraduate`,
};

const GENDER_LABELS: Record<Exclude<Gender, "%future added value">, MessageDescriptor> = {
  male: msg`male`,
  female: msg`female`,
  other: msg`other`,
};

/** Profile Information: mobile, education, gender, age and the verified address. Edit goes to /verification. */
export function ProfileCard(props: { user: ProfileCard_user$key }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const user = useFragment(
    graphql`
      fragment ProfileCard_user on User {
        mobileNumber
        isMobileVerified
        educationLevel
        gender
        age
        isAddressVerified
        cityVillage
        block
        district
        state
        country
        pincode
      }
    `,
    props.user,
  );

  const education = labelOf(EDUCATION_LABELS, user.educationLevel);
  const gender = labelOf(GENDER_LABELS, user.gender);
  const { placeName } = usePlaceName();
  const address = [
    user.cityVillage && placeName("town", user.cityVillage),
    user.block && placeName("block", user.block),
    user.district && placeName("district", user.district),
    user.state && placeName("state", user.state),
    user.country?.trim() === "India" ? t`India` : user.country,
    user.pincode,
  ]
    .filter((part) => part?.trim())
    .join(", ");

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            <Trans>Profile Information</Trans>
          </Heading>
          <Button asChild variant="outline" size="sm" colorPalette="brand">
            <Link to="/verification">
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </Link>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap="3">
          <Row label={<Trans>Mobile Number</Trans>}>
            {user.mobileNumber ? (
              <HStack gap="1" as="span">
                <span>{user.mobileNumber}</span>
                {user.isMobileVerified && (
                  <BadgeCheck size={18} color="var(--chakra-colors-brand-600)" aria-label={t`Verified`} role="img" />
                )}
              </HStack>
            ) : (
              <Trans>Not provided</Trans>
            )}
          </Row>
          <Row label={<Trans>Education Level</Trans>}>
            {education ? (
              <Text as="span" textTransform="capitalize">
                {i18n._(education)}
              </Text>
            ) : (
              <Trans>Not specified</Trans>
            )}
          </Row>
          <Row label={<Trans>Gender</Trans>}>
            {gender ? (
              <Text as="span" textTransform="capitalize">
                {i18n._(gender)}
              </Text>
            ) : (
              <Trans>Not specified</Trans>
            )}
          </Row>
          <Row label={<Trans>Age</Trans>}>
            {user.age != null ? <Plural value={user.age} one="# year" other="# years" /> : <Trans>Not provided</Trans>}
          </Row>
          <Row label={<Trans>Address</Trans>}>
            {user.isAddressVerified ? (
              <Stack gap="1" align="start">
                <span>{address}</span>
                <Badge colorPalette="green" variant="subtle">
                  <BadgeCheck size={14} aria-hidden />
                  <Trans>Verified Address</Trans>
                </Badge>
              </Stack>
            ) : (
              <Trans>Address not completed</Trans>
            )}
          </Row>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function labelOf(
  labels: Record<string, MessageDescriptor>,
  value: string | null | undefined,
): MessageDescriptor | undefined {
  return value && Object.hasOwn(labels, value) ? labels[value] : undefined;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Stack>
  );
}
