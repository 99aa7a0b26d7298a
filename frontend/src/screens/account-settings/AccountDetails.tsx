import { Card, DataList, Heading } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { AccountDetails_user$key } from "../../__generated__/AccountDetails_user.graphql.ts";
import { formatDateTime } from "../../format/dates.ts";
import { ROLES } from "../../features/roles/index.ts";
import { ChangeMobileNumber } from "./ChangeMobileNumber.tsx";

/** The account's name, e-mail, account type, mobile number (with Change mobile number) and joined date. */
export function AccountDetails({
  user,
  onNumberChanged,
}: {
  user: AccountDetails_user$key;
  onNumberChanged: () => void;
}) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment AccountDetails_user on User {
        firstName
        lastName
        email
        userType
        mobileNumber
        createdAt
      }
    `,
    user,
  );
  const name = [data.firstName, data.lastName].filter(Boolean).join(" ");
  const role = ROLES.find((r) => r.value === data.userType);
  const notSet = <Trans>Not set</Trans>;

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          <Trans>Your account</Trans>
        </Heading>
        <DataList.Root orientation="vertical" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Name</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{name || notSet}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>E-mail</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{data.email || notSet}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Account type</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{role ? i18n._(role.label) : notSet}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Mobile number</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{data.mobileNumber ? `+91 ${data.mobileNumber}` : notSet}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Joined</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(data.createdAt)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <ChangeMobileNumber currentNumber={data.mobileNumber} onChanged={onNumberChanged} />
      </Card.Body>
    </Card.Root>
  );
}
