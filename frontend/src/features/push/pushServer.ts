// What the server keeps of this browser's push subscription: its key to subscribe with, and the subscription.
import { commitMutation, fetchQuery, graphql } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import type { pushServerKeyQuery } from "../../__generated__/pushServerKeyQuery.graphql.ts";
import type { pushServerSubscribeMutation } from "../../__generated__/pushServerSubscribeMutation.graphql.ts";
import type { pushServerUnsubscribeMutation } from "../../__generated__/pushServerUnsubscribeMutation.graphql.ts";

/** The server's VAPID public key; null when the server has no push. */
export async function fetchPushPublicKey(environment: IEnvironment): Promise<string | null> {
  const data = await fetchQuery<pushServerKeyQuery>(
    environment,
    graphql`
      query pushServerKeyQuery {
        pushPublicKey
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  ).toPromise();
  return data?.pushPublicKey ?? null;
}

/** Keeps this browser's subscription for the signed-in person. */
export function saveSubscription(
  environment: IEnvironment,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<pushServerSubscribeMutation>(environment, {
      mutation: graphql`
        mutation pushServerSubscribeMutation($endpoint: String!, $p256dh: String!, $auth: String!) {
          subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {
            __typename
          }
        }
      `,
      variables: subscription,
      onCompleted: ({ subscribePush }) =>
        subscribePush.__typename === "MutationSubscribePushSuccess"
          ? resolve()
          : reject(new Error(`subscribePush: ${subscribePush.__typename}`)),
      onError: reject,
    });
  });
}

/** Forgets this browser's subscription (before signing out, while the session still lasts). */
export function forgetSubscription(environment: IEnvironment, endpoint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<pushServerUnsubscribeMutation>(environment, {
      mutation: graphql`
        mutation pushServerUnsubscribeMutation($endpoint: String!) {
          unsubscribePush(endpoint: $endpoint)
        }
      `,
      variables: { endpoint },
      onCompleted: () => resolve(),
      onError: reject,
    });
  });
}
