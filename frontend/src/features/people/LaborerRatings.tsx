import { List, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { LaborerRatingsQuery } from "../../__generated__/LaborerRatingsQuery.graphql.ts";
import { StarsLine } from "../ratings/index.ts";
import { formatDateTime } from "../../format/dates.ts";

/** The profile shows the 3 latest ratings. */
export const PROFILE_RATINGS = 3;

/**
 * A laborer's latest ratings with their comments, loaded when their profile opens (the directory list stays light
 * on slow networks).
 */
export function LaborerRatings({ userId }: { userId: string }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<LaborerRatingsQuery>(
    graphql`
      query LaborerRatingsQuery($id: ID!) {
        node(id: $id) {
          ... on User {
            ratingsReceived(first: 3) {
              edges {
                node {
                  id
                  stars
                  comment
                  jobTitle
                  raterName
                  createdAt
                }
              }
            }
          }
        }
      }
    `,
    { id: userId },
  );
  const ratings = (data.node?.ratingsReceived?.edges ?? []).slice(0, PROFILE_RATINGS).map((edge) => edge.node);
  if (ratings.length === 0) {
    return (
      <Text color="gray.700" fontSize="sm">
        <Trans>No ratings from employers yet</Trans>
      </Text>
    );
  }
  return (
    <List.Root variant="plain" gap="3">
      {ratings.map((r) => {
        const rater = r.raterName ?? t`An employer`;
        const when = formatDateTime(r.createdAt);
        return (
          <List.Item key={r.id} display="block">
            <StarsLine stars={r.stars} />
            <Text fontSize="sm" color="gray.700">
              <Trans>
                {rater} · {r.jobTitle} · {when}
              </Trans>
            </Text>
            {r.comment && <Text fontSize="sm">{r.comment}</Text>}
          </List.Item>
        );
      })}
    </List.Root>
  );
}
