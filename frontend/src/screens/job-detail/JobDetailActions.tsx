import { Card, Heading, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { JobDetailActions_job$key } from "../../__generated__/JobDetailActions_job.graphql.ts";
import { ContactButtons } from "../../features/contact/index.ts";
import { JobCardApply, jobPath, useViewerCanApply } from "../../features/jobs/index.ts";
import { SignInFirstLink, useReturnAction } from "../../features/sign-in/index.ts";
import { useSession } from "../../session/session.ts";

/**
 * A laborer's actions on a job's screen: Apply Now (as on the job cards; not on a closed job) and Contact the
 * employer. Employers and training providers get no actions here. A signed-out visitor's Apply Now goes through
 * sign-in and back (`?apply=1`), where the application is sent once, for a laborer only; nothing else (no number).
 */
export function JobDetailActions(props: { job: JobDetailActions_job$key }) {
  const job = useFragment(
    graphql`
      fragment JobDetailActions_job on Job {
        id
        dailyRate
        viewerHasApplied
        status
        employerName
        employer {
          id
          firstName
          mobileNumber
        }
      }
    `,
    props.job,
  );
  const { viewer } = useSession();
  const canApply = useViewerCanApply();
  const applyOnReturn = useReturnAction("apply");
  const open = job.status === "active";

  if (!viewer) {
    if (!open) return null;
    return (
      <Card.Root variant="outline" bg="white" size="sm">
        <Card.Body>
          <SignInFirstLink
            path={jobPath(job.id)}
            action="apply"
            label={<Trans>Apply Now</Trans>}
            hint={<Trans>Sign in with your mobile number to apply.</Trans>}
          />
        </Card.Body>
      </Card.Root>
    );
  }
  if (!canApply) return null;
  if (!open && !job.viewerHasApplied && !job.employer) return null;

  return (
    <Card.Root variant="outline" bg="white" size="sm">
      <Card.Body gap="3">
        {(open || job.viewerHasApplied) && (
          <JobCardApply
            jobId={job.id}
            dailyRate={job.dailyRate}
            viewerHasApplied={job.viewerHasApplied}
            applyAtOnce={applyOnReturn}
          />
        )}
        {job.employer && (
          <Stack gap="2">
            <Heading as="h2" size="sm">
              <Trans>Contact Employer</Trans>
            </Heading>
            <ContactButtons
              kind="employer"
              name={job.employerName ?? job.employer.firstName ?? ""}
              mobileNumber={job.employer.mobileNumber}
              userId={job.employer.id}
              jobId={job.id}
            />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
