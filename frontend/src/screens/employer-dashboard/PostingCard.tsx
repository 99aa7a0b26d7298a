import { Button, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Calendar, Eye, Pencil, Users, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { Link } from "react-router";
import type { PostingCard_job$key } from "../../__generated__/PostingCard_job.graphql.ts";
import type { PostingCardCloseMutation } from "../../__generated__/PostingCardCloseMutation.graphql.ts";
import { notify } from "../../toasts/toaster.ts";
import { formatDateTime } from "../../format/dates.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { JobStatusBadge, applicantsPath, editJobPath, jobPath } from "../../features/jobs/index.ts";

/**
 * One of the employer's jobs: its title (to the job's screen), Active, Under review or Closed, applications, views
 * and when it was posted; Edit, Close (after a confirmation) and Applicants. A job under review says why (it seems
 * to ask workers to pay); a closed job says so and offers only Applicants.
 */
export function PostingCard(props: { job: PostingCard_job$key }) {
  const { t, i18n } = useLingui();
  const job = useFragment(
    graphql`
      fragment PostingCard_job on Job {
        id
        title
        status
        reviewReason
        hiddenReason
        applicationsCount
        viewsCount
        createdAt
      }
    `,
    props.job,
  );
  const [commit, closing] = useMutation<PostingCardCloseMutation>(graphql`
    mutation PostingCardCloseMutation($id: ID!) {
      closeJob(id: $id) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationCloseJobSuccess {
          data {
            id
            status
            employer {
              id
              activeJobsCount
            }
          }
        }
      }
    }
  `);
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const closed = job.status === "closed";
  const title = job.title;
  const posted = formatDateTime(job.createdAt);
  const reason = job.hiddenReason;

  function close() {
    const failure = t`Failed to close the job. Please try again.`;
    commit({
      variables: { id: job.id },
      onCompleted: ({ closeJob: result }) => {
        setConfirming(false);
        if (result.__typename === "MutationCloseJobSuccess")
          notify.success(t`Job Closed`, t`This job no longer takes applications.`);
        else notifyError(readTypedError(i18n, result), t`Error`, failure);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, failure),
    });
  }

  return (
    <Card.Root size="sm" bg={closed ? "gray.100" : undefined}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="sm" wordBreak="break-word" minW="0">
            <ChakraLink asChild color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
              <Link to={jobPath(job.id)}>{title}</Link>
            </ChakraLink>
          </Heading>
          <JobStatusBadge status={job.status} />
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.700">
          <HStack gap="1" color="brand.fg" fontWeight="semibold">
            <Users size={14} aria-hidden />
            <Text>
              <Plural value={job.applicationsCount} one="# application" other="# applications" />
            </Text>
          </HStack>
          <HStack gap="1">
            <Eye size={14} aria-hidden />
            <Text>
              <Plural value={job.viewsCount} one="# view" other="# views" />
            </Text>
          </HStack>
          <HStack gap="1">
            <Calendar size={14} aria-hidden />
            <Text>
              <Trans>Posted {posted}</Trans>
            </Text>
          </HStack>
        </HStack>
        {closed && (
          <Text fontSize="sm" color="gray.700">
            <Trans>This job is closed and no longer takes applications.</Trans>
          </Text>
        )}
        {job.status === "under_review" && job.reviewReason && (
          <Text fontSize="sm" color="orange.900" bg="orange.50" px="2" py="1" borderRadius="md">
            {job.reviewReason}
          </Text>
        )}
        {job.status === "hidden" && reason != null && (
          <Text
            fontSize="sm"
            color="orange.900"
            bg="orange.50"
            px="2"
            py="1"
            borderRadius="md"
            data-testid="hidden-by-moderator"
          >
            <Trans>Hidden by a moderator: {reason}</Trans>
          </Text>
        )}
        {confirming && !closed ? (
          <Stack gap="2" role="group" aria-labelledby={questionId}>
            <Text id={questionId} fontSize="sm" fontWeight="medium">
              <Trans>Close "{title}"? Workers will no longer be able to apply.</Trans>
            </Text>
            <HStack gap="2">
              <Button flex="1" variant="outline" bg="white" onClick={() => setConfirming(false)} disabled={closing}>
                <Trans>Keep Open</Trans>
              </Button>
              <Button flex="1" colorPalette="red" onClick={close} loading={closing} loadingText={t`Closing...`}>
                <Trans>Close Job</Trans>
              </Button>
            </HStack>
          </Stack>
        ) : (
          <HStack gap="2" wrap="wrap">
            {!closed && (
              <Button asChild variant="outline" bg="white" flex="1 0 auto" aria-label={t`Edit ${title}`}>
                <Link to={editJobPath(job.id)}>
                  <Pencil aria-hidden />
                  <Trans>Edit</Trans>
                </Link>
              </Button>
            )}
            {!closed && (
              <Button
                variant="outline"
                colorPalette="red"
                bg="white"
                flex="1 0 auto"
                onClick={() => setConfirming(true)}
                aria-label={t`Close ${title}`}
              >
                <XCircle aria-hidden />
                <Trans>Close</Trans>
              </Button>
            )}
            <Button asChild colorPalette="brand" flex="1 0 auto" aria-label={t`Applicants for ${title}`}>
              <Link to={applicantsPath(job.id)}>
                <Users aria-hidden />
                <Trans>Applicants</Trans>
              </Link>
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
