import { Alert, Badge, Card, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useI18n } from "@lingui/react";
import { Briefcase, CalendarDays, Check, Clock, Eye, MapPin, Send, Tag, Users, X } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { JobDetails_job$key } from "../../__generated__/JobDetails_job.graphql.ts";
import { JobBadges, JobRateLine, JobStatusBadge, NeverPayNotice } from "../../features/jobs/index.ts";
import { JOB_CATEGORY_LABELS, parseJobCategory } from "../../features/jobs/public-categories.ts";
import { usePlaceName } from "../../features/places/index.ts";
import { useSkillNames } from "../../features/skills/index.ts";
import { PaymentRecordBadge } from "../../features/wages/index.ts";
import { formatDateTime, startDateLabel } from "../../format/dates.ts";
import { formatRating } from "../../format/numbers.ts";

/**
 * Everything about a job: what, where, pay, when, what is provided, skills, employer, counts and status; for its
 * employer, why it is under review; for everyone, never to pay anyone to get a job.
 */
export function JobDetails(props: { job: JobDetails_job$key }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const job = useFragment(
    graphql`
      fragment JobDetails_job on Job {
        title
        description
        category
        location
        district
        state
        dailyRate
        isRateNegotiable
        duration
        startDate
        workersNeeded
        workingHours
        isUrgent
        accommodationProvided
        mealsProvided
        equipmentProvided
        transportationProvided
        requiredSkills {
          id
          ...useSkillNames_skills
        }
        employerName
        employer {
          rating
          reviewCount
          paidOnTimeCount
          paidLateCount
        }
        applicationsCount
        viewsCount
        createdAt
        status
        reviewReason
      }
    `,
    props.job,
  );
  const closed = job.status === "closed";
  const underReview = job.status === "under_review";
  const category = parseJobCategory(job.category);
  const { placeName, placeText } = usePlaceName();
  const skillNames = useSkillNames(job.requiredSkills);
  const place = [
    job.district && !job.location.includes(job.district) ? placeName("district", job.district) : null,
    job.state && !job.location.includes(job.state) ? placeName("state", job.state) : null,
  ]
    .filter(Boolean)
    .join(", ");
  const location = placeText(job.location);
  const posted = formatDateTime(job.createdAt);
  const provided: { key: string; on: boolean; label: string }[] = [
    { key: "accommodation", on: job.accommodationProvided, label: t`Accommodation` },
    { key: "meals", on: job.mealsProvided, label: t`Meals` },
    { key: "equipment", on: job.equipmentProvided, label: t`Equipment` },
    { key: "transport", on: job.transportationProvided, label: t`Transport` },
  ];

  return (
    <Stack gap="4">
      <Stack gap="2">
        <Heading as="h1" size="xl" wordBreak="break-word">
          {job.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <JobStatusBadge status={job.status} />
          {category && (
            <Badge colorPalette="gray" variant="outline">
              <Tag size={12} aria-hidden />
              {i18n._(JOB_CATEGORY_LABELS[category])}
            </Badge>
          )}
        </HStack>
        {closed && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>This job is closed and no longer accepting applications.</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        {underReview && job.reviewReason && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{job.reviewReason}</Alert.Title>
          </Alert.Root>
        )}
        <NeverPayNotice />
      </Stack>

      <Card.Root variant="outline" bg="white" size="sm">
        <Card.Body gap="3">
          <JobRateLine dailyRate={job.dailyRate} isRateNegotiable={job.isRateNegotiable} />
          <JobBadges perks={job} />
          <List.Root variant="plain" gap="2" fontSize="sm" color="gray.700">
            <Fact icon={<MapPin size={16} />}>{place ? `${location} · ${place}` : location}</Fact>
            <Fact icon={<CalendarDays size={16} />}>{startDateLabel(job.startDate)}</Fact>
            <Fact icon={<Clock size={16} />}>
              <Plural value={job.duration} one="# day" other="# days" />
              {job.workingHours ? (
                <>
                  {" · "}
                  <Trans>Hours: {job.workingHours}</Trans>
                </>
              ) : null}
            </Fact>
            <Fact icon={<Users size={16} />}>
              <Plural value={job.workersNeeded} one="# worker needed" other="# workers needed" />
            </Fact>
            <Fact icon={<Send size={16} />}>
              <Plural value={job.applicationsCount} one="# application" other="# applications" />
            </Fact>
            <Fact icon={<Eye size={16} />}>
              <Plural value={job.viewsCount} one="# view" other="# views" />
            </Fact>
            <Fact icon={<CalendarDays size={16} />}>
              <Trans>Posted on {posted}</Trans>
            </Fact>
          </List.Root>
        </Card.Body>
      </Card.Root>

      <Section title={<Trans>About this job</Trans>}>
        <Text whiteSpace="pre-line" wordBreak="break-word">
          {job.description.trim() ? job.description : <Trans>No description given.</Trans>}
        </Text>
      </Section>

      <Section title={<Trans>What is provided</Trans>}>
        <List.Root variant="plain" gap="1">
          {provided.map((item) => (
            <List.Item key={item.key} display="flex" alignItems="center" gap="2">
              {item.on ? (
                <Check size={16} color="var(--chakra-colors-green-700)" aria-hidden />
              ) : (
                <X size={16} aria-hidden />
              )}
              <Text>{item.on ? t`${item.label}: provided` : t`${item.label}: not provided`}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Section>

      <Section title={<Trans>Required skills</Trans>}>
        {job.requiredSkills.length === 0 ? (
          <Text color="gray.700">
            <Trans>No particular skills required</Trans>
          </Text>
        ) : (
          <HStack gap="1.5" wrap="wrap" role="list" aria-label={t`Required skills`}>
            {job.requiredSkills.map((skill, i) => (
              <Badge key={skill.id} role="listitem" variant="outline" colorPalette="gray">
                {skillNames[i]}
              </Badge>
            ))}
          </HStack>
        )}
      </Section>

      <Section title={<Trans>Employer</Trans>}>
        <HStack gap="2" align="start">
          <Briefcase size={16} aria-hidden />
          <Stack gap="0">
            <Text fontWeight="medium">{job.employerName ?? t`Employer`}</Text>
            <Text fontSize="sm" color="gray.700">
              <EmployerRating rating={job.employer?.rating ?? null} reviewCount={job.employer?.reviewCount ?? 0} />
            </Text>
            {job.employer && (
              <PaymentRecordBadge
                paidOnTimeCount={job.employer.paidOnTimeCount}
                paidLateCount={job.employer.paidLateCount}
              />
            )}
          </Stack>
        </HStack>
      </Section>
    </Stack>
  );
}

function EmployerRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating == null || reviewCount === 0) return <Trans>No ratings yet</Trans>;
  const stars = formatRating(rating);
  return (
    <>
      <Trans>Rating {stars} of 5</Trans> · <Plural value={reviewCount} one="# review" other="# reviews" />
    </>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item display="flex" alignItems="center" gap="2">
      <span aria-hidden style={{ display: "inline-flex" }}>
        {icon}
      </span>
      <Text>{children}</Text>
    </List.Item>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
