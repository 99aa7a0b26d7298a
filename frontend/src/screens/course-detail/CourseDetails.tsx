import { Badge, Card, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useLingui as useI18n } from "@lingui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Award, CalendarDays, Clock, GraduationCap, Languages, MapPin, Tag, Users } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type {
  CourseDetails_course$data,
  CourseDetails_course$key,
} from "../../__generated__/CourseDetails_course.graphql.ts";
import { courseLanguageLabel } from "../../features/courses/index.ts";
import { JOB_CATEGORY_LABELS, parseJobCategory } from "../../features/jobs/public-categories.ts";
import { type PlaceKind, usePlaceName } from "../../features/places/index.ts";
import { startDateLabel } from "../../format/dates.ts";
import { formatRupees } from "../../format/money.ts";

/** Everything about a course: what, who teaches it, where, when, how long, seats, certificate, price, language, status. */
export function CourseDetails(props: {
  course: CourseDetails_course$key /** Shown after the facts (Enroll Now). */;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const course = useFragment(
    graphql`
      fragment CourseDetails_course on Course {
        title
        description
        providerName
        location
        isOnline
        cityVillage
        district
        state
        startDate
        duration
        seatsLeft
        currentEnrollments
        certificateProvided
        price
        isFree
        isGovernmentProgram
        language
        skillCategory
        status
      }
    `,
    props.course,
  );
  const category = parseJobCategory(course.skillCategory);
  const language = courseLanguageLabel(course.language);
  const languageName = language ? i18n._(language) : course.language;
  const provider = course.providerName ?? t`Training provider`;
  const { placeName, placeText } = usePlaceName();
  const place = placeOf(course, placeName, placeText);

  return (
    <Stack gap="4">
      <Stack gap="2">
        <Heading as="h1" size="xl" wordBreak="break-word">
          {course.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <CourseStatusBadge status={course.status} />
          {course.isFree && (
            <Badge colorPalette="brand" variant="solid">
              <Trans>FREE</Trans>
            </Badge>
          )}
          {category && (
            <Badge colorPalette="gray" variant="outline">
              <Tag size={12} aria-hidden />
              {i18n._(JOB_CATEGORY_LABELS[category])}
            </Badge>
          )}
        </HStack>
      </Stack>

      <Card.Root variant="outline" bg="white" size="sm">
        <Card.Body gap="3">
          <Text fontSize="lg" fontWeight="bold" color={course.isFree ? "brand.fg" : undefined}>
            <PriceLabel course={course} />
          </Text>
          <List.Root variant="plain" gap="2" fontSize="sm" color="gray.700">
            <Fact icon={<GraduationCap size={16} />}>
              <Trans>Provider: {provider}</Trans>
            </Fact>
            <Fact icon={<MapPin size={16} />}>{course.isOnline ? t`Online` : (place ?? t`Place not given`)}</Fact>
            <Fact icon={<CalendarDays size={16} />}>{startDateLabel(course.startDate)}</Fact>
            <Fact icon={<Clock size={16} />}>
              <Plural value={course.duration} one="# day" other="# days" />
            </Fact>
            <Fact icon={<Users size={16} />}>
              <SeatsLabel seatsLeft={course.seatsLeft} />
              {" · "}
              <Plural value={course.currentEnrollments} one="# enrolled" other="# enrolled" />
            </Fact>
            <Fact icon={<Award size={16} />}>
              {course.certificateProvided ? <Trans>Certificate provided</Trans> : <Trans>No certificate</Trans>}
            </Fact>
            <Fact icon={<Languages size={16} />}>
              {languageName ? <Trans>Taught in {languageName}</Trans> : <Trans>Language not given</Trans>}
            </Fact>
          </List.Root>
        </Card.Body>
      </Card.Root>

      {props.actions}

      <Stack as="section" gap="2">
        <Heading as="h2" size="md">
          <Trans>About this course</Trans>
        </Heading>
        <Text whiteSpace="pre-line" wordBreak="break-word">
          {course.description.trim() ? course.description : <Trans>No description given.</Trans>}
        </Text>
      </Stack>
    </Stack>
  );
}

/**
 * Where a course that is not online is held, in the active language: the place as the server shows it, or
 * village, district, state.
 */
function placeOf(
  course: Pick<CourseDetails_course$data, "location" | "cityVillage" | "district" | "state">,
  placeName: (kind: PlaceKind, english: string) => string,
  placeText: (text: string) => string,
): string | null {
  if (course.location?.trim()) return placeText(course.location);
  const parts = [
    course.cityVillage?.trim() && placeName("town", course.cityVillage),
    course.district?.trim() && placeName("district", course.district),
    course.state?.trim() && placeName("state", course.state),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

function PriceLabel({
  course,
}: {
  course: Pick<CourseDetails_course$data, "isFree" | "isGovernmentProgram" | "price">;
}) {
  if (!course.isFree) return <>{formatRupees(course.price)}</>;
  return course.isGovernmentProgram ? <Trans>Free Government Program</Trans> : <Trans>Free</Trans>;
}

function SeatsLabel({ seatsLeft }: { seatsLeft: number | null | undefined }) {
  if (seatsLeft == null) return <Trans>No seat limit</Trans>;
  if (seatsLeft === 0) return <Trans>No seats left</Trans>;
  return <Plural value={seatsLeft} one="# seat left" other="# seats left" />;
}

function CourseStatusBadge({ status }: { status: string }) {
  if (status === "active") {
    return (
      <Badge colorPalette="green" variant="subtle">
        <Trans>Open for enrolment</Trans>
      </Badge>
    );
  }
  return (
    <Badge colorPalette="gray" variant="solid">
      {status === "draft" ? <Trans>Draft</Trans> : <Trans>Closed</Trans>}
    </Badge>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item display="flex" alignItems="center" gap="2">
      <span aria-hidden style={{ display: "inline-flex", flexShrink: 0 }}>
        {icon}
      </span>
      <Text wordBreak="break-word">{children}</Text>
    </List.Item>
  );
}
