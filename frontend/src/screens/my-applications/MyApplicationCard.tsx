import { Badge, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, CalendarDays } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ApplicationStatus, MyApplicationCard_application$key } from "../../__generated__/MyApplicationCard_application.graphql.ts";
import { jobPath } from "../../components/job-card/JobCardView.tsx";
import { RateDialog } from "../../components/rating/RateDialog.tsx";
import { formatDateTime } from "../../format/dates.ts";
import { formatRupees } from "../../format/money.ts";

/** How each status reads: the server's `rejected` is 'Declined' to the laborer. */
const STATUS: Record<Exclude<ApplicationStatus, "%future added value">, { label: MessageDescriptor; palette: string }> = {
  pending: { label: msg`Pending`, palette: "orange" },
  accepted: { label: msg`Accepted`, palette: "green" },
  rejected: { label: msg`Declined`, palette: "red" },
};

/**
 * One of the laborer's applications: the job (linking to its screen), its employer, the rate asked for, the status
 * and when they applied; after a closed job they worked, 'Rate employer' (or the rating they gave).
 */
export function MyApplicationCard(props: { application: MyApplicationCard_application$key }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const application = useFragment(
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
  const status = STATUS[application.status as keyof typeof STATUS] ?? STATUS.pending;
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
          <Badge colorPalette={status.palette} variant="solid" flexShrink={0} mt="3">
            {i18n._(status.label)}
          </Badge>
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
      </Card.Body>
    </Card.Root>
  );
}
