import { Box, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, CalendarDays } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { MyApplicationCard_application$key } from "../../__generated__/MyApplicationCard_application.graphql.ts";
import type { WorkRecord_application$key } from "../../__generated__/WorkRecord_application.graphql.ts";
import { ApplicationStatusBadge } from "../../features/applications/index.ts";
import { jobPath } from "../../features/jobs/index.ts";
import { RateDialog } from "../../features/ratings/index.ts";
import { WorkRecord } from "../../features/wages/index.ts";
import { formatDateTime } from "../../format/dates.ts";
import { formatRupees } from "../../format/money.ts";

/**
 * One of the laborer's applications: the job (linking to its screen), its employer, the rate asked for, the status
 * and when they applied; after a closed job they worked, 'Rate employer' (or the rating they gave); once hired, the
 * work record (days to confirm, what is due and paid).
 */
export function MyApplicationCard(props: {
  /** The application with the card's fragment and, spread beside it by the list, its work record's. */
  application: MyApplicationCard_application$key & WorkRecord_application$key;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const application = useFragment<MyApplicationCard_application$key>(
    graphql`
      fragment MyApplicationCard_application on Application {
        id
        requestedRate
        status
        createdAt
        job {
          id
          title
          employerName
        }
        ...RateDialog_application
      }
    `,
    props.application,
  );
  const rate = formatRupees(application.requestedRate);
  const applied = formatDateTime(application.createdAt);
  const employer = application.job.employerName ?? t`the employer`;

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm" bg="white">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" id={titleId} wordBreak="break-word">
            <ChakraLink asChild color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
              <Link to={jobPath(application.job.id)}>{application.job.title}</Link>
            </ChakraLink>
          </Heading>
          <Box flexShrink={0} mt="3">
            <ApplicationStatusBadge status={application.status} />
          </Box>
        </HStack>
        <Stack gap="1" fontSize="sm" color="gray.700">
          {application.job.employerName && (
            <HStack gap="1">
              <Briefcase size={16} aria-hidden />
              <Text>
                <Trans>Employer: {employer}</Trans>
              </Text>
            </HStack>
          )}
          <Text fontWeight="bold" color="fg">
            <Trans>You asked for {rate} per day</Trans>
          </Text>
          <HStack gap="1">
            <CalendarDays size={16} aria-hidden />
            <Text>
              <Trans>Applied on {applied}</Trans>
            </Text>
          </HStack>
        </Stack>
        <RateDialog application={application} triggerLabel={t`Rate employer`} partyName={employer} />
        <WorkRecord application={props.application} />
      </Card.Body>
    </Card.Root>
  );
}
