import { Card, Heading, HStack, Text } from "@chakra-ui/react";
import { Plural, useLingui } from "@lingui/react/macro";
import { GraduationCap, MapPin } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { ProviderCard_user$key } from "../../__generated__/ProviderCard_user.graphql.ts";
import { ContactDisclosure } from "../../features/contact/index.ts";
import { personName, VerifiedTag } from "../../features/people/index.ts";
import { usePlaceName } from "../../features/places/index.ts";

/** A training provider in the directory: organisation, contact person, place, courses offered; Contact. */
export function ProviderCard(props: { user: ProviderCard_user$key }) {
  const { t } = useLingui();
  const titleId = useId();
  const user = useFragment(
    graphql`
      fragment ProviderCard_user on User {
        id
        firstName
        lastName
        businessName
        location
        coursesOffered
        isVerified
        mobileNumber
      }
    `,
    props.user,
  );
  const person = personName(user);
  const { placeText } = usePlaceName();
  const title = user.businessName || person || t`Training provider`;
  const courses = user.coursesOffered;

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm" bg="white">
      <Card.Body gap="2">
        <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
          {title}
        </Heading>
        {person && person !== title && (
          <Text fontSize="sm" color="gray.700" wordBreak="break-word">
            {person}
          </Text>
        )}
        {user.isVerified && <VerifiedTag />}
        {user.location && (
          <HStack gap="1" color="gray.700" fontSize="sm">
            <MapPin size={16} aria-hidden />
            <Text>{placeText(user.location)}</Text>
          </HStack>
        )}
        <HStack gap="1" fontSize="sm">
          <GraduationCap size={16} aria-hidden />
          <Text>
            <Plural value={courses} _0="No courses offered yet" one="# course offered" other="# courses offered" />
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch">
        <ContactDisclosure label={t`Contact`} kind="provider" name={title} mobileNumber={user.mobileNumber} userId={user.id} />
      </Card.Footer>
    </Card.Root>
  );
}
