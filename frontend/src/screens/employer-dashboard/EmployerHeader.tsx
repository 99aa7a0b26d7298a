import { IconButton } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Settings } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { EmployerHeader_user$key } from "../../__generated__/EmployerHeader_user.graphql.ts";
import { DashboardHeader, dashboardName } from "../../components/dashboard/DashboardHeader.tsx";

/** The employer's name (or e-mail), 'Farm Owner', the language, Settings (/settings) and Logout. */
export function EmployerHeader(props: { user: EmployerHeader_user$key }) {
  const { t } = useLingui();
  const user = useFragment(
    graphql`
      fragment EmployerHeader_user on User {
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
      name={dashboardName(user, t`Farm Owner`)}
      role={<Trans>Farm Owner</Trans>}
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
