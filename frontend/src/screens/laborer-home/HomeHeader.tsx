import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Languages, Settings, UserCog } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { HomeHeader_user$key } from "../../__generated__/HomeHeader_user.graphql.ts";
import { DashboardHeader, dashboardName, HeaderMenu } from "../../features/dashboard/index.ts";
import { ModerationMenuItem } from "../../features/reports/index.ts";

/**
 * The laborer's name (or e-mail), 'Field Worker', language, Logout, and an account menu with Account Settings
 * and the Language Manager (one button, so the header keeps to one row at 360 px).
 */
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
        <HeaderMenu label={t`Account menu`} icon={<UserCog aria-hidden />}>
          <Stack as="ul" gap="0" listStyleType="none">
            <li>
              <Button asChild variant="ghost" w="full" justifyContent="flex-start">
                <Link to="/account-settings">
                  <Settings aria-hidden />
                  <Trans>Account Settings</Trans>
                </Link>
              </Button>
            </li>
            <ModerationMenuItem />
            <li>
              <Button asChild variant="ghost" w="full" justifyContent="flex-start">
                <Link to="/language-manager">
                  <Languages aria-hidden />
                  <Trans>Language Manager</Trans>
                </Link>
              </Button>
            </li>
          </Stack>
        </HeaderMenu>
      }
    />
  );
}
