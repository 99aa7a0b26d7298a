import { Badge, Card, Heading, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, MapPinCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { ApplicantCard_application$key } from "../../__generated__/ApplicantCard_application.graphql.ts";
import { ContactButtons } from "../../features/contact/index.ts";
import { RateDialog } from "../../features/ratings/index.ts";
import { ReportAndBlock } from "../../features/reports/index.ts";
import { WorkRecord } from "../../features/wages/index.ts";
import { personName } from "../../features/people/index.ts";
import { ApplicationStatusBadge, DecisionButtons, LaborerFacts } from "../../features/applications/index.ts";
import { SkillBadges } from "./SkillBadges.tsx";

/**
 * One applicant for a job: name, skills, rating, jobs completed, verified number and address, the rate asked and
 * the status; Decline / Accept while pending; Call, WhatsApp and Message (about this job); once the job has
 * closed, 'Rate worker' (or the rating given); Report and Block; once accepted, the work record (mark days, pay,
 * record payments and extras).
 */
export function ApplicantCard(props: { application: ApplicantCard_application$key }) {
  const { t } = useLingui();
  const application = useFragment(
    graphql`
      fragment ApplicantCard_application on Application {
        id
        status
        requestedRate
        job {
          id
          status
        }
        laborer {
          id
          firstName
          lastName
          rating
          completedJobs
          mobileNumber
          isMobileVerified
          isAddressVerified
          viewerHasBlocked
          skillBadges {
            id
            ...useSkillName_skill
          }
        }
        ...RateDialog_application
        ...WorkRecord_application
      }
    `,
    props.application,
  );
  const { laborer, job } = application;
  const name = personName(laborer, t`Laborer`);

  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" wordBreak="break-word" minW="0">
            {name}
          </Heading>
          <ApplicationStatusBadge status={application.status} />
        </HStack>
        <LaborerFacts
          rating={laborer.rating}
          completedJobs={laborer.completedJobs}
          requestedRate={application.requestedRate}
        />
        <SkillBadges skills={laborer.skillBadges} />
        {(laborer.isMobileVerified || laborer.isAddressVerified) && (
          <HStack gap="1.5" wrap="wrap">
            {laborer.isMobileVerified && (
              <Badge colorPalette="green" variant="outline">
                <BadgeCheck size={14} aria-hidden />
                <Trans>Mobile verified</Trans>
              </Badge>
            )}
            {laborer.isAddressVerified && (
              <Badge colorPalette="green" variant="outline">
                <MapPinCheck size={14} aria-hidden />
                <Trans>Address verified</Trans>
              </Badge>
            )}
          </HStack>
        )}
        {application.status === "pending" && <DecisionButtons applicationId={application.id} applicantName={name} />}
        <ContactButtons
          kind="laborer"
          name={name}
          mobileNumber={laborer.mobileNumber}
          userId={laborer.id}
          jobId={job.id}
        />
        {job.status === "closed" && (
          <RateDialog application={application} triggerLabel={t`Rate worker`} partyName={name} />
        )}
        <WorkRecord application={application} />
        <ReportAndBlock userId={laborer.id} blocked={laborer.viewerHasBlocked} />
      </Card.Body>
    </Card.Root>
  );
}
