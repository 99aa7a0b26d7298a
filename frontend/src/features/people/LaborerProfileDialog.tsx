import {
  Badge,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  List,
  Portal,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, MapPin } from "lucide-react";
import { Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { LaborerProfileDialog_user$key } from "../../__generated__/LaborerProfileDialog_user.graphql.ts";
import { ContactButtons } from "../contact/index.ts";
import { ReportAndBlock } from "../reports/index.ts";
import { usePlaceName } from "../places/index.ts";
import { localizedSkillName } from "../skills/index.ts";
import { ratingFigure } from "../ratings/index.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { LaborerRatings } from "./LaborerRatings.tsx";

/** The profile lists 5 skills. */
export const PROFILE_SKILLS = 5;

/**
 * 'View Profile': a laborer's skills, rating and reviews, completed jobs, verified badges, the latest ratings
 * with their comments (loaded when it opens), Contact, and Report and Block (not on one's own profile).
 */
export function LaborerProfileDialog(props: { user: LaborerProfileDialog_user$key; name: string }) {
  const { t, i18n } = useLingui();
  const user = useFragment(
    graphql`
      fragment LaborerProfileDialog_user on User {
        id
        location
        rating
        reviewCount
        completedJobs
        experienceYears
        isVerified
        isMobileVerified
        isAddressVerified
        mobileNumber
        viewerHasBlocked
        skillBadges {
          id
          # The names' fields directly, not useSkillNames_skills: this fragment sits inside LaborerCard_user, and one
          # more fragment level would pass the server's query depth limit for the laborer lists.
          name
          hi: localizedName(locale: "hi")
          kn: localizedName(locale: "kn")
          te: localizedName(locale: "te")
        }
      }
    `,
    props.user,
  );
  const { name } = props;
  const { reviewCount } = user;
  const rated = user.rating != null && reviewCount > 0;
  const stars = ratingFigure(i18n, user.rating, reviewCount);
  const { placeText } = usePlaceName();
  const extra = user.skillBadges.length - PROFILE_SKILLS;
  const verified = [
    { key: "account", on: user.isVerified, label: t`Verified` },
    { key: "mobile", on: user.isMobileVerified, label: t`Mobile verified` },
    { key: "address", on: user.isAddressVerified, label: t`Address verified` },
  ].filter((badge) => badge.on);
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      size={{ base: "full", sm: "md" }}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" minH="44px" aria-label={t`View profile of ${name}`}>
          <Trans>View Profile</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {user.location && (
                  <HStack gap="1" color="gray.700" fontSize="sm">
                    <MapPin size={16} aria-hidden />
                    <Text>{placeText(user.location)}</Text>
                  </HStack>
                )}
                <Stack gap="1">
                  <Text fontSize="sm">
                    {rated ? (
                      <Trans>
                        {stars} of 5 · <Plural value={reviewCount} one="# review" other="# reviews" />
                      </Trans>
                    ) : (
                      stars
                    )}
                  </Text>
                  <Text fontSize="sm">
                    <Plural value={user.completedJobs} one="# job completed" other="# jobs completed" />
                    {" · "}
                    <Plural value={user.experienceYears} one="# year of experience" other="# years of experience" />
                  </Text>
                </Stack>
                {verified.length > 0 && (
                  <HStack gap="1.5" wrap="wrap">
                    {verified.map((badge) => (
                      <Badge key={badge.key} colorPalette="green" variant="subtle">
                        <BadgeCheck size={14} aria-hidden />
                        {badge.label}
                      </Badge>
                    ))}
                  </HStack>
                )}
                <Stack gap="2">
                  <Heading as="h3" size="sm">
                    <Trans>Skills</Trans>
                  </Heading>
                  {user.skillBadges.length === 0 ? (
                    <Text color="gray.700" fontSize="sm">
                      <Trans>No skills added yet</Trans>
                    </Text>
                  ) : (
                    <List.Root variant="plain" gap="1" fontSize="sm">
                      {user.skillBadges.slice(0, PROFILE_SKILLS).map((skill) => (
                        <List.Item key={skill.id}>{localizedSkillName(skill, i18n.locale)}</List.Item>
                      ))}
                      {extra > 0 && (
                        <List.Item color="gray.700">
                          <Trans>+{extra} more</Trans>
                        </List.Item>
                      )}
                    </List.Root>
                  )}
                </Stack>
                <Stack gap="2">
                  <Heading as="h3" size="sm">
                    <Trans>Latest ratings</Trans>
                  </Heading>
                  {open && (
                    <ErrorBoundary
                      fallback={
                        <Text color="fg.error" fontSize="sm">
                          <Trans>Could not load the ratings.</Trans>
                        </Text>
                      }
                    >
                      <Suspense fallback={<Skeleton height="16" />}>
                        <LaborerRatings userId={user.id} />
                      </Suspense>
                    </ErrorBoundary>
                  )}
                </Stack>
                <Stack gap="2">
                  <Heading as="h3" size="sm">
                    <Trans>Contact</Trans>
                  </Heading>
                  <ContactButtons kind="laborer" name={name} mobileNumber={user.mobileNumber} userId={user.id} />
                </Stack>
                <ReportAndBlock userId={user.id} blocked={user.viewerHasBlocked} />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t`Close`} minW="44px" minH="44px" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
