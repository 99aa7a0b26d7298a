import { Box, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Award, CalendarDays, GraduationCap } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { MyTrainingCard_enrollment$key } from "../../__generated__/MyTrainingCard_enrollment.graphql.ts";
import { coursePath, EnrollmentStatusBadge } from "../../features/courses/index.ts";
import { formatDateTime } from "../../format/dates.ts";

/**
 * One of the laborer's enrolments: the course (linking to its screen), its provider, the status and when they
 * enrolled; a completed one says when, and whether there is a certificate to ask the provider for.
 */
export function MyTrainingCard(props: { enrollment: MyTrainingCard_enrollment$key }) {
  const { t } = useLingui();
  const titleId = useId();
  const enrollment = useFragment(
    graphql`
      fragment MyTrainingCard_enrollment on Enrollment {
        status
        createdAt
        completedAt
        course {
          id
          title
          providerName
          certificateProvided
        }
      }
    `,
    props.enrollment,
  );
  const { course } = enrollment;
  const enrolled = formatDateTime(enrollment.createdAt);
  const completed = enrollment.completedAt ? formatDateTime(enrollment.completedAt) : null;
  const provider = course.providerName ?? t`Training provider`;

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm" bg="white">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
            <ChakraLink asChild color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
              <Link to={coursePath(course.id)}>{course.title}</Link>
            </ChakraLink>
          </Heading>
          <Box flexShrink={0} mt="3">
            <EnrollmentStatusBadge status={enrollment.status} />
          </Box>
        </HStack>
        <Stack gap="1" fontSize="sm" color="gray.700">
          <HStack gap="1">
            <GraduationCap size={16} aria-hidden />
            <Text>
              <Trans>Provider: {provider}</Trans>
            </Text>
          </HStack>
          <HStack gap="1">
            <CalendarDays size={16} aria-hidden />
            <Text>
              <Trans>Enrolled on {enrolled}</Trans>
            </Text>
          </HStack>
          {enrollment.status === "completed" && (
            <>
              {completed && (
                <HStack gap="1">
                  <CalendarDays size={16} aria-hidden />
                  <Text>
                    <Trans>Completed on {completed}</Trans>
                  </Text>
                </HStack>
              )}
              <HStack gap="1" align="start" color="fg">
                <Award size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text fontWeight="medium">
                  {course.certificateProvided ? (
                    <Trans>Certificate: ask the provider for your certificate</Trans>
                  ) : (
                    <Trans>No certificate for this course</Trans>
                  )}
                </Text>
              </HStack>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
