import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, CalendarDays, Clock, MapPin, Sparkles, Star, Users } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { startDateLabel } from "../../format/dates.ts";
import { formatDistance, formatRating } from "../../format/numbers.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";
import { usePlaceName } from "../places/index.ts";
import { type PaymentRecord, PaymentRecordBadge } from "../wages/index.ts";
import { JobBadges, type JobPerks } from "./JobBadges.tsx";
import { jobCardClass } from "./public-card-styles.ts";
import { JobRateLine } from "./JobRateLine.tsx";
import { JobSkillsLine } from "./JobSkillsLine.tsx";

/** What a job card shows, from the server (JobCard) or from the local demo jobs (DemoJobCard). */
export type JobCardData = JobPerks & {
  title: string;
  location: string;
  dailyRate: number;
  isRateNegotiable: boolean;
  startDate: string | null | undefined;
  /** The required skills' names, already in the active language. */
  requiredSkills: readonly string[];
  duration?: number | null;
  workersNeeded?: number | null;
  workingHours?: string | null;
  employerName?: string | null;
  /** The employer's average rating and how many ratings it averages (signed-in viewers only). */
  employerRating?: { rating?: number | null; reviewCount: number } | null;
  /** Whether the employer pays hires on time (signed-in viewers only). */
  employerPayments?: PaymentRecord | null;
  applicationsCount?: number | null;
  /** How far the work is from the search's centre or the viewer's place, in km (null when unknown). */
  distanceKm?: number | null;
};

/**
 * The markup of a job card (an article named by its title); `children` are its actions. With `to`, the title
 * links to the job's detail screen. Plain elements styled by public-card-styles.ts: a screen shows many cards.
 */
export function JobCardView({
  job,
  to,
  reason,
  children,
}: {
  job: JobCardData;
  to?: string;
  /** Why the job is shown ("Needs Milking · 8 km"). */
  reason?: ReactNode;
  children?: ReactNode;
}) {
  useIntlLocale(); // formats below follow the active language
  const { placeText } = usePlaceName();
  const titleId = useId();
  const employer = job.employerName;
  return (
    <article aria-labelledby={titleId} className={jobCardClass.root}>
      <div className={jobCardClass.body}>
        <h3 id={titleId} className={jobCardClass.title}>
          {to ? <Link to={to}>{job.title}</Link> : job.title}
        </h3>
        {reason && (
          <div className={`${jobCardClass.line} ${jobCardClass.reason}`}>
            <Sparkles size={16} aria-hidden />
            <p>{reason}</p>
          </div>
        )}
        <div className={`${jobCardClass.line} ${jobCardClass.muted}`}>
          <MapPin size={16} aria-hidden />
          <p>
            {placeText(job.location)}
            {job.distanceKm != null && ` · ${formatDistance(job.distanceKm)}`}
          </p>
        </div>
        <JobRateLine dailyRate={job.dailyRate} isRateNegotiable={job.isRateNegotiable} />
        <JobBadges perks={job} />
        <div className={jobCardClass.facts}>
          <div className={jobCardClass.line}>
            <CalendarDays size={16} aria-hidden />
            <p>{startDateLabel(job.startDate)}</p>
          </div>
          {job.duration != null && (
            <div className={jobCardClass.line}>
              <Clock size={16} aria-hidden />
              <p>
                <Plural value={job.duration} one="# day" other="# days" />
                {job.workingHours ? ` · ${job.workingHours}` : null}
              </p>
            </div>
          )}
          {job.workersNeeded != null && (
            <div className={jobCardClass.line}>
              <Users size={16} aria-hidden />
              <p>
                <Plural value={job.workersNeeded} one="# worker needed" other="# workers needed" />
                {job.applicationsCount != null && (
                  <>
                    {" · "}
                    <Plural value={job.applicationsCount} one="# application" other="# applications" />
                  </>
                )}
              </p>
            </div>
          )}
          {employer && (
            <div className={jobCardClass.line}>
              <Briefcase size={16} aria-hidden />
              <p>
                <Trans>Employer: {employer}</Trans>
              </p>
              {job.employerRating?.rating != null && (
                <EmployerRating {...job.employerRating} rating={job.employerRating.rating} />
              )}
            </div>
          )}
          {employer && job.employerPayments && (
            <PaymentRecordBadge
              paidOnTimeCount={job.employerPayments.paidOnTimeCount}
              paidLateCount={job.employerPayments.paidLateCount}
              className={jobCardClass.line}
            />
          )}
        </div>
        <JobSkillsLine skills={job.requiredSkills} />
      </div>
      {children && <div className={jobCardClass.footer}>{children}</div>}
    </article>
  );
}

/** "★ 4.6 (38)": the employer's rating from the ratings workers gave them, in the active language's number style. */
function EmployerRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useLingui();
  const stars = formatRating(rating);
  return (
    <span className={jobCardClass.rating} aria-label={t`Rated ${stars} out of 5 by ${reviewCount} workers`} role="img">
      <Star size={14} aria-hidden fill="currentColor" color="var(--chakra-colors-orange-600)" />
      <span aria-hidden>
        {stars} ({reviewCount})
      </span>
    </span>
  );
}
