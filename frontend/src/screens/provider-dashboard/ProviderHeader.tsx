import { IconButton } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Settings } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ProviderHeader_user$key } from "../../__generated__/ProviderHeader_user.graphql.ts";
import { DashboardHeader, dashboardName } from "../../components/dashboard/DashboardHeader.tsx";

/** The provider's name (or e-mail), 'Training Provider', the language, Settings (/settings) and Logout. */
export function ProviderHeader(props: { user: ProviderHeader_user$key }) {
  const { t } = useLingui();
  const user = useFragment(
    graphql`
      fragment ProviderHeader_user on User {
        firstName
        lastName
        email
        mobileNumber
      }
    `,
    props.user,
  );
  return (
    <DashboardHeader
      name={dashboardName(user, t`Training Provider`)}
      role={<Trans>Training Provider</Trans>}
      links={
        <IconButton asChild variant="ghost" aria-label={t`Settings`}>
          <Link to="/settings">
            <Settings aria-hidden />
          </Link>
        </IconButton>
      }
    />
  );
}
