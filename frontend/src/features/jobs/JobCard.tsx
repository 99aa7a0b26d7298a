import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { JobCard_job$key } from "../../__generated__/JobCard_job.graphql.ts";
import { ContactDisclosure } from "../contact/index.ts";
import { useSkillNames } from "../skills/index.ts";
import { type ApplyVariant, JobCardApply } from "./JobCardApply.tsx";
import { JobCardView } from "./JobCardView.tsx";
import { jobPath } from "./jobPaths.ts";
import { useViewerCanApply } from "./useViewerCanApply.ts";

type Props = {
  job: JobCard_job$key;
  /** The note sent with the application (default: the fixed text DEFAULT_APPLY_MESSAGE). */
  applyMessage?: string;
  onApplied?: () => void;
  /** 'browse': the browse-jobs screen's application (no payload) and toasts. */
  variant?: ApplyVariant;
  /** Show 'Contact Employer' (Call / WhatsApp / Message). */
  showContact?: boolean;
  /** Why the job is shown to this person ("Needs Milking · 8 km"), above its details. */
  reason?: ReactNode;
};

/**
 * A job from the server, its title linking to the job's screen, with a working Apply Now for laborers (and
 * optionally Contact Employer).
 */
export function JobCard({ job: jobKey, applyMessage, onApplied, variant, showContact = false, reason }: Props) {
  const { t } = useLingui();
  const job = useFragment(
    graphql`
      fragment JobCard_job on Job {
        id
        title
        location
        distanceKm
        dailyRate
        isRateNegotiable
        isUrgent
        accommodationProvided
        mealsProvided
        equipmentProvided
        transportationProvided
        startDate
        duration
        workersNeeded
        workingHours
        employerName
        applicationsCount
        viewerHasApplied
        requiredSkills {
          ...useSkillNames_skills
        }
        employer {
          id
          firstName
          mobileNumber
          rating
          reviewCount
          paidOnTimeCount
          paidLateCount
        }
      }
    `,
    jobKey,
  );
  const requiredSkills = useSkillNames(job.requiredSkills);
  const canApply = useViewerCanApply();
  const employerName = job.employerName ?? job.employer?.firstName ?? "";

  return (
    <JobCardView
      job={{ ...job, requiredSkills, employerRating: job.employer, employerPayments: job.employer }}
      to={jobPath(job.id)}
      reason={reason}
    >
      {canApply && (
        <JobCardApply
          jobId={job.id}
          dailyRate={job.dailyRate}
          viewerHasApplied={job.viewerHasApplied}
          variant={variant}
          message={applyMessage}
          onApplied={onApplied}
        />
      )}
      {showContact && (
        <ContactDisclosure
          label={t`Contact Employer`}
          kind="employer"
          name={employerName}
          mobileNumber={job.employer?.mobileNumber}
          userId={job.employer?.id}
          jobId={job.id}
        />
      )}
    </JobCardView>
  );
}
