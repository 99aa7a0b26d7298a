import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Ban } from "lucide-react";
import { graphql, useMutation } from "react-relay";
import type { BlockButtonBlockMutation } from "../../__generated__/BlockButtonBlockMutation.graphql.ts";
import type { BlockButtonUnblockMutation } from "../../__generated__/BlockButtonUnblockMutation.graphql.ts";
import { notifyError, requestError } from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";

/** Block or Unblock a person (no messages either way; neither sees the other in the directories). */
export function BlockButton({ userId, blocked }: { userId: string; blocked: boolean }) {
  const { t, i18n } = useLingui();
  const [block, blocking] = useMutation<BlockButtonBlockMutation>(graphql`
    mutation BlockButtonBlockMutation($userId: ID!) {
      blockUser(userId: $userId) {
        __typename
        ... on MutationBlockUserSuccess {
          data {
            id
            viewerHasBlocked
          }
        }
      }
    }
  `);
  const [unblock, unblocking] = useMutation<BlockButtonUnblockMutation>(graphql`
    mutation BlockButtonUnblockMutation($userId: ID!) {
      unblockUser(userId: $userId) {
        __typename
        ... on MutationUnblockUserSuccess {
          data {
            id
            viewerHasBlocked
          }
        }
      }
    }
  `);
  const onError = (error: Error) => notifyError(requestError(i18n, error), t`Error`, t`Please try again.`);
  if (blocked)
    return (
      <Button
        variant="outline"
        minH="11"
        loading={unblocking}
        onClick={() => unblock({ variables: { userId }, onCompleted: () => notify.success(t`Unblocked`, ""), onError })}
      >
        <Ban aria-hidden />
        {t`Unblock`}
      </Button>
    );
  return (
    <Button
      variant="outline"
      colorPalette="red"
      minH="11"
      loading={blocking}
      onClick={() =>
        block({
          variables: { userId },
          onCompleted: () => notify.success(t`Blocked`, t`You will not get messages from this person.`),
          onError,
        })
      }
    >
      <Ban aria-hidden />
      {t({ message: "Block", context: "block a person" })}
    </Button>
  );
}
