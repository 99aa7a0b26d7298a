import { Card, Heading, HStack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MapPin, Star } from "lucide-react";
import { type ReactNode, useId } from "react";
import { usePlaceName } from "../places/index.ts";
import { ratingFigure } from "../ratings/index.ts";
import { VerifiedTag } from "./VerifiedTag.tsx";

type Props = {
  /** The heading: the person's or the organisation's name. */
  title: string;
  /** The line under the heading (the owner, the contact person), if any. */
  subtitle?: string | null;
  verified: boolean;
  /** Where the person is (as stored), shown in the active language. */
  location?: string | null;
  /** How far the person is, already formatted ("12 km"), shown after the place. */
  distance?: string | null;
  /** The lines after the place (PersonFact, RatingFact, a list of skills). */
  children: ReactNode;
  /** The buttons at the bottom (Contact, View Profile). */
  actions: ReactNode;
};

/** A person in a directory (laborer, employer, training provider): name, Verified tag, place, their facts; their actions. */
export function PersonCard({ title, subtitle, verified, location, distance, children, actions }: Props) {
  const titleId = useId();
  const { placeText } = usePlaceName();
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
        {verified && <VerifiedTag />}
        {(location || distance) && (
          <HStack gap="1" color="gray.700" fontSize="sm" wrap="wrap">
            <MapPin size={16} aria-hidden />
            {location && <Text>{placeText(location)}</Text>}
            {distance && <Text>{location ? `· ${distance}` : distance}</Text>}
          </HStack>
        )}
        {children}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}

/** A line of a person card: an icon and what it says. */
export function PersonFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="1" fontSize="sm">
      {icon}
      <Text>{children}</Text>
    </HStack>
  );
}

/** The rating line: '4.3 of 5 · 12 reviews', or 'New' for a person nobody has rated yet. */
export function RatingFact({ rating, reviewCount }: { rating: number | null | undefined; reviewCount: number }) {
  const { i18n } = useLingui();
  const rated = rating != null && reviewCount > 0;
  const stars = ratingFigure(i18n, rating, reviewCount);
  return (
    <PersonFact icon={<Star size={16} aria-hidden color="var(--chakra-colors-orange-600)" fill="currentColor" />}>
      {rated ? (
        <Trans>
          {stars} of 5 · <Plural value={reviewCount} one="# review" other="# reviews" />
        </Trans>
      ) : (
        stars
      )}
    </PersonFact>
  );
}
