import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Languages, Settings, UserCog } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { HomeHeader_user$key } from "../../__generated__/HomeHeader_user.graphql.ts";
import { DashboardHeader, dashboardName } from "../../components/dashboard/DashboardHeader.tsx";

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
        <Menu.Root positioning={{ placement: "bottom-end" }}>
          <Menu.Trigger asChild>
            <IconButton variant="ghost" aria-label={t`Account menu`}>
              <UserCog aria-hidden />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="12rem">
                <Menu.Item value="account-settings" asChild minH="44px">
                  <Link to="/account-settings">
                    <Settings aria-hidden />
                    <Trans>Account Settings</Trans>
                  </Link>
                </Menu.Item>
                <Menu.Item value="language-manager" asChild minH="44px">
                  <Link to="/language-manager">
                    <Languages aria-hidden />
                    <Trans>Language Manager</Trans>
                  </Link>
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      }
    />
  );
}
