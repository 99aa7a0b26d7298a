import { Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { ApplicationCard_application$key } from "../../__generated__/ApplicationCard_application.graphql.ts";
import { ApplicationStatusBadge, DecisionButtons, LaborerFacts } from "../../features/applications/index.ts";
import { personName } from "../../features/people/index.ts";

/**
 * One of Recent Applications: the laborer (name, rating, jobs completed), the rate asked, the job, the status,
 * and Decline / Accept while it is pending.
 */
export function ApplicationCard(props: { application: ApplicationCard_application$key }) {
  const { t } = useLingui();
  const application = useFragment(
    graphql`
      fragment ApplicationCard_application on Application {
        id
        status
        requestedRate
        laborer {
          firstName
          lastName
          rating
          completedJobs
        }
        job {
          title
        }
      }
    `,
    props.application,
  );
  const { laborer, job } = application;
  const name = personName(laborer, t`Laborer`);
  const title = job.title;

  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="sm" wordBreak="break-word">
              {name}
            </Heading>
            <Text fontSize="sm" color="gray.700" wordBreak="break-word">
              <Trans>Applied for {title}</Trans>
            </Text>
          </Stack>
          <ApplicationStatusBadge status={application.status} />
        </HStack>
        <LaborerFacts
          rating={laborer.rating}
          completedJobs={laborer.completedJobs}
          requestedRate={application.requestedRate}
        />
        {application.status === "pending" && <DecisionButtons applicationId={application.id} applicantName={name} />}
      </Card.Body>
    </Card.Root>
  );
}
