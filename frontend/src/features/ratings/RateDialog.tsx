import { Box, Button, CloseButton, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { Plural, Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react/macro";
import { RATING_LIMITS, commentProblem, starsProblem } from "@rules/ratings.ts";
import { Star } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { RateDialogMutation } from "../../__generated__/RateDialogMutation.graphql.ts";
import type { RateDialog_application$key } from "../../__generated__/RateDialog_application.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";
import { StarsLine } from "./StarsLine.tsx";

type Props = {
  application: RateDialog_application$key;
  /** The button's text, e.g. 'Rate worker' or 'Rate employer'. */
  triggerLabel: string;
  /** Who is being rated, for the dialog's title. */
  partyName: string;
};

const STARS = Array.from(
  { length: RATING_LIMITS.starsMax - RATING_LIMITS.starsMin + 1 },
  (_, i) => RATING_LIMITS.starsMin + i,
);

/**
 * After a closed job: the employer rates a worker they accepted, the worker rates the employer. Shows the
 * rating once given; shows nothing while rating is not open (job still open, not accepted).
 */
export function RateDialog({ application, triggerLabel, partyName }: Props) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment RateDialog_application on Application {
        id
        viewerCanRate
        viewerRating {
          stars
          comment
        }
      }
    `,
    application,
  );
  // A rating changes the rated person's rating and review count: the answer carries both parties' figures so
  // every card showing them (the applicant's 'Rating 4.5' or 'Not rated yet', the employer's stars) updates at once.
  const [commit, saving] = useMutation<RateDialogMutation>(graphql`
    mutation RateDialogMutation($applicationId: ID!, $stars: Int!, $comment: String) {
      rateApplication(applicationId: $applicationId, stars: $stars, comment: $comment) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationRateApplicationSuccess {
          data {
            id
            viewerCanRate
            viewerRating {
              stars
              comment
            }
            laborer {
              id
              rating
              reviewCount
            }
            job {
              id
              employer {
                id
                rating
                reviewCount
              }
            }
          }
        }
      }
    }
  `);
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ stars?: string; comment?: string }>({});

  if (data.viewerRating) {
    return (
      <Box>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Your rating</Trans>
        </Text>
        <StarsLine stars={data.viewerRating.stars} />
        {data.viewerRating.comment ? <Text fontSize="sm">{data.viewerRating.comment}</Text> : null}
      </Box>
    );
  }
  if (!data.viewerCanRate) return null;

  const commentIssue = commentProblem(comment);
  function submit() {
    const starsIssue = starsProblem(stars);
    if (starsIssue || commentIssue) {
      setErrors({
        stars: starsIssue ? i18n._(starsIssue) : undefined,
        comment: commentIssue ? i18n._(commentIssue) : undefined,
      });
      return;
    }
    commit({
      variables: { applicationId: data.id, stars, comment: comment.trim() || null },
      onCompleted: ({ rateApplication: result }) => {
        if (result.__typename === "MutationRateApplicationSuccess") {
          notify.success(t`Rating saved`, t`Thank you for rating ${partyName}.`);
          setOpen(false);
          return;
        }
        const error = readTypedError(i18n, result);
        setErrors({ stars: error.fieldErrors.stars, comment: error.fieldErrors.comment });
        notifyError(error, t`Error`, t`Failed to save the rating. Please try again.`);
      },
      onError: (error) =>
        notifyError(requestError(i18n, error), t`Error`, t`Failed to save the rating. Please try again.`),
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      size={{ base: "full", sm: "md" }}
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" variant="outline" minH="11">
          <Star aria-hidden />
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Rate {partyName}</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.stars)}>
                  <Field.Label id="rate-stars-label">
                    <Trans>Stars</Trans>
                  </Field.Label>
                  <HStack role="radiogroup" aria-labelledby="rate-stars-label" gap="1">
                    {STARS.map((value) => (
                      <Button
                        key={value}
                        role="radio"
                        aria-checked={stars === value}
                        aria-label={t`${value} of 5 stars`}
                        variant="ghost"
                        minW="11"
                        minH="11"
                        px="0"
                        color={value <= stars ? "orange.600" : "gray.600"}
                        onClick={() => {
                          setStars(value);
                          setErrors((e) => ({ ...e, stars: undefined }));
                        }}
                      >
                        <Star aria-hidden fill={value <= stars ? "currentColor" : "none"} />
                      </Button>
                    ))}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" aria-live="polite">
                    {stars ? <Plural value={stars} one="# star" other="# stars" /> : <Trans>Choose 1 to 5 stars</Trans>}
                  </Text>
                  {errors.stars ? <Field.ErrorText>{errors.stars}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.comment || commentIssue)}>
                  <Field.Label>
                    <Trans>Comment (optional)</Trans>
                  </Field.Label>
                  <Textarea value={comment} onChange={(event) => setComment(event.target.value)} rows={3} />
                  <Field.HelperText>
                    {comment.trim().length}/{RATING_LIMITS.commentMax}
                  </Field.HelperText>
                  {errors.comment || commentIssue ? (
                    <Field.ErrorText>{errors.comment ?? i18n._(commentIssue!)}</Field.ErrorText>
                  ) : null}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" minH="11">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" minH="11" onClick={submit} loading={saving} loadingText={t`Saving...`}>
                <Trans>Submit rating</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t`Close`} minW="11" minH="11" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
