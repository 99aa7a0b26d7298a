import { IconButton } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Languages, Settings } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { HomeHeader_user$key } from "../../__generated__/HomeHeader_user.graphql.ts";
import { DashboardHeader, dashboardName } from "../../components/dashboard/DashboardHeader.tsx";

/** The laborer's name (or e-mail), 'Field Worker', language and settings links, and Logout. */
export function HomeHeader(props: { user: HomeHeader_user$key }) {
  const { t } = useLingui();
  const user = useFragment(
    graphql`
      fragment HomeHeader_user on User {
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
      name={dashboardName(user, t`Field Worker`)}
      role={<Trans>Field Worker</Trans>}
      links={
        <>
          <IconButton asChild variant="ghost" aria-label={t`Language Manager`}>
            <Link to="/language-manager">
              <Languages aria-hidden />
            </Link>
          </IconButton>
          <IconButton asChild variant="ghost" aria-label={t`Account Settings`}>
            <Link to="/account-settings">
              <Settings aria-hidden />
            </Link>
          </IconButton>
        </>
      }
    />
  );
}
