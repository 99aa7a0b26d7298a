import { Card, Heading, HStack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MapPin, Star } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { EmployerCard_user$key } from "../../__generated__/EmployerCard_user.graphql.ts";
import { ContactDisclosure } from "../../features/contact/index.ts";
import { personName, VerifiedTag } from "../../features/people/index.ts";
import { usePlaceName } from "../../features/places/index.ts";
import { formatRating } from "../../format/numbers.ts";

/** An employer in the directory: business or farm name, owner, place, rating, Verified tag; Contact. */
export function EmployerCard(props: { user: EmployerCard_user$key }) {
  const { t } = useLingui();
  const titleId = useId();
  const user = useFragment(
    graphql`
      fragment EmployerCard_user on User {
        id
        firstName
        lastName
        businessName
        farmName
        location
        rating
        reviewCount
        isVerified
        mobileNumber
      }
    `,
    props.user,
  );
  const owner = personName(user);
  const title = user.businessName || user.farmName || owner || t`Employer`;
  const subtitle = [user.businessName && user.farmName, owner !== title && owner].filter(Boolean).join(" · ");
  const stars = user.rating == null ? undefined : formatRating(user.rating);
  const { placeText } = usePlaceName();
  const reviewCount = user.reviewCount;

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm" bg="white">
      <Card.Body gap="2">
        <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="gray.700" wordBreak="break-word">
            {subtitle}
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
          <Star size={16} aria-hidden color="var(--chakra-colors-orange-600)" fill="currentColor" />
          <Text>
            {stars != null && reviewCount > 0 ? (
              <Trans>
                {stars} of 5 · <Plural value={reviewCount} one="# review" other="# reviews" />
              </Trans>
            ) : (
              <Trans>No ratings yet</Trans>
            )}
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch">
        <ContactDisclosure label={t`Contact`} kind="employer" name={title} mobileNumber={user.mobileNumber} userId={user.id} />
      </Card.Footer>
    </Card.Root>
  );
}
