import { Card, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Briefcase, CalendarDays, Clock, MapPin, Sparkles, Star, Users } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { startDateLabel } from "../../format/dates.ts";
import { formatDistance, formatRating } from "../../format/numbers.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";
import { usePlaceName } from "../places/index.ts";
import { JobBadges, type JobPerks } from "./JobBadges.tsx";
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
  applicationsCount?: number | null;
  /** How far the work is from the search's centre or the viewer's place, in km (null when unknown). */
  distanceKm?: number | null;
};

/**
 * The markup of a job card (an article named by its title); `children` are its actions. With `to`, the title
 * links to the job's detail screen.
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
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size="sm" bg="white">
      <Card.Body gap="2">
        <Heading as="h3" size="md" id={titleId}>
          {to ? (
            <ChakraLink asChild color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
              <Link to={to}>{job.title}</Link>
            </ChakraLink>
          ) : (
            job.title
          )}
        </Heading>
        {reason && (
          <HStack gap="1" color="brand.fg" fontSize="sm" fontWeight="semibold">
            <Sparkles size={16} aria-hidden />
            <Text>{reason}</Text>
          </HStack>
        )}
        <HStack gap="1" color="gray.700" fontSize="sm">
          <MapPin size={16} aria-hidden />
          <Text>
            {placeText(job.location)}
            {job.distanceKm != null && ` · ${formatDistance(job.distanceKm)}`}
          </Text>
        </HStack>
        <JobRateLine dailyRate={job.dailyRate} isRateNegotiable={job.isRateNegotiable} />
        <JobBadges perks={job} />
        <Stack gap="1" fontSize="sm" color="gray.700">
          <HStack gap="1">
            <CalendarDays size={16} aria-hidden />
            <Text>{startDateLabel(job.startDate)}</Text>
          </HStack>
          {job.duration != null && (
            <HStack gap="1">
              <Clock size={16} aria-hidden />
              <Text>
                <Plural value={job.duration} one="# day" other="# days" />
                {job.workingHours ? ` · ${job.workingHours}` : null}
              </Text>
            </HStack>
          )}
          {job.workersNeeded != null && (
            <HStack gap="1">
              <Users size={16} aria-hidden />
              <Text>
                <Plural value={job.workersNeeded} one="# worker needed" other="# workers needed" />
                {job.applicationsCount != null && (
                  <>
                    {" · "}
                    <Plural value={job.applicationsCount} one="# application" other="# applications" />
                  </>
                )}
              </Text>
            </HStack>
          )}
          {employer && (
            <HStack gap="1">
              <Briefcase size={16} aria-hidden />
              <Text>
                <Trans>Employer: {employer}</Trans>
              </Text>
              {job.employerRating?.rating != null && (
                <EmployerRating {...job.employerRating} rating={job.employerRating.rating} />
              )}
            </HStack>
          )}
        </Stack>
        <JobSkillsLine skills={job.requiredSkills} />
      </Card.Body>
      {children && (
        <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
          {children}
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** "★ 4.6 (38)": the employer's rating from the ratings workers gave them, in the active language's number style. */
function EmployerRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useLingui();
  const stars = formatRating(rating);
  return (
    <HStack as="span" gap="0.5" aria-label={t`Rated ${stars} out of 5 by ${reviewCount} workers`} role="img">
      <Star size={14} aria-hidden fill="currentColor" color="var(--chakra-colors-orange-600)" />
      <Text as="span" aria-hidden>
        {stars} ({reviewCount})
      </Text>
    </HStack>
  );
}
