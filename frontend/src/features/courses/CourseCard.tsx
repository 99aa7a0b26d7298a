import { Badge, Box, Button, Card, Heading, HStack, Link as ChakraLink, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Award, CalendarDays, MapPin } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { CourseCard_course$key } from "../../__generated__/CourseCard_course.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import { usePlaceName } from "../places/index.ts";
import { CourseCardEnroll } from "./CourseCardEnroll.tsx";
import { coursePath } from "./coursePaths.ts";

/**
 * A training course (the home's Recommended Training, Find training): title (to the course's screen), description,
 * place, duration, certificate note and price. Free courses show 'Free Government Program', a FREE badge and
 * Enroll Now; every course has Learn More, to its screen.
 */
export function CourseCard(props: { course: CourseCard_course$key }) {
  const { t } = useLingui();
  const titleId = useId();
  const course = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        id
        title
        description
        duration
        location
        certificateProvided
        price
        isFree
        ...CourseCardEnroll_course
      }
    `,
    props.course,
  );
  const path = coursePath(course.id);
  const title = course.title;
  const { placeText } = usePlaceName();

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm" bg="white">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
            <ChakraLink asChild color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
              <Link to={path}>{title}</Link>
            </ChakraLink>
          </Heading>
          {course.isFree && (
            <Badge colorPalette="brand" variant="solid" flexShrink={0} mt="3">
              <Trans>FREE</Trans>
            </Badge>
          )}
        </HStack>
        {course.description && (
          <Text color="gray.700" fontSize="sm" lineClamp={2} wordBreak="break-word">
            {course.description}
          </Text>
        )}
        <HStack gap="4" wrap="wrap" fontSize="sm" color="gray.700">
          {course.location && (
            <HStack gap="1" minW="0">
              <MapPin size={16} aria-hidden />
              <Text wordBreak="break-word">
                {course.location === "Online" ? t`Online` : placeText(course.location)}
              </Text>
            </HStack>
          )}
          <HStack gap="1">
            <CalendarDays size={16} aria-hidden />
            <Text>
              <Plural value={course.duration} one="# day" other="# days" />
            </Text>
          </HStack>
          {course.certificateProvided && (
            <HStack gap="1">
              <Award size={16} aria-hidden />
              <Text>
                <Trans>Certificate provided</Trans>
              </Text>
            </HStack>
          )}
        </HStack>
        <Text fontWeight="semibold" color={course.isFree ? "brand.fg" : undefined}>
          {course.isFree ? <Trans>Free Government Program</Trans> : formatRupees(course.price)}
        </Text>
        <HStack wrap="wrap" gap="2" align="start">
          <Button asChild variant="outline" colorPalette="brand" minH="44px" flex="1" minW="9rem">
            <Link to={path} aria-label={t`Learn more about ${title}`}>
              <Trans>Learn More</Trans>
            </Link>
          </Button>
          {course.isFree && (
            <Box flex="1" minW="9rem">
              <CourseCardEnroll course={course} />
            </Box>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
