import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useLingui as useI18n } from "@lingui/react";
import { type DemoJob, demoStartDate } from "./demoJobs.ts";
import { ContactDisclosure } from "../contact/index.ts";
import { notify } from "../../toasts/toaster.ts";
import { JobCardView } from "./JobCardView.tsx";
import { useViewerCanApply } from "./useViewerCanApply.ts";

/**
 * A local sample job (on /test-jobs, and the /all-jobs fallback): the same card, but Apply Now (laborers only)
 * only explains that it is sample data, and Contact Employer has no number (so Call toasts 'Phone number not
 * available...').
 */
export function DemoJobCard({ job }: { job: DemoJob }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const canApply = useViewerCanApply();
  const title = i18n._(job.title);
  const requiredSkills = job.requiredSkills.map((skill) => i18n._(skill));
  return (
    <JobCardView job={{ ...job, title, requiredSkills, startDate: demoStartDate(job) }}>
      {canApply && (
        <Button
          colorPalette="brand"
          width="full"
          onClick={() => notify.info(t`Sample job`, t`This is a sample job, so no application is sent.`)}
        >
          {t`Apply Now`}
        </Button>
      )}
      <ContactDisclosure label={t`Contact Employer`} kind="employer" name={job.employerName} />
    </JobCardView>
  );
}
