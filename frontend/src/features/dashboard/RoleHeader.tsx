import { IconButton } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Settings } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { RoleHeader_user$key } from "../../__generated__/RoleHeader_user.graphql.ts";
import { DashboardHeader, dashboardName } from "./DashboardHeader.tsx";
import { ModerationIconLink } from "../reports/index.ts";

/** How each role with a Settings button is labelled on its dashboard. */
const ROLE_LABELS = { employer: msg`Farm Owner`, training_provider: msg`Training Provider` } as const;

/** An employer's or a training provider's dashboard header: name (or e-mail), the role, language, Settings, Logout. */
export function RoleHeader(props: { user: RoleHeader_user$key; userType: keyof typeof ROLE_LABELS }) {
  const { t, i18n } = useLingui();
  const user = useFragment(
    graphql`
      fragment RoleHeader_user on User {
        firstName
        lastName
        email
        mobileNumber
      }
    `,
    props.user,
  );
  const role = i18n._(ROLE_LABELS[props.userType]);
  return (
    <DashboardHeader
      name={dashboardName(user, role)}
      role={role}
      links={
        <>
          <ModerationIconLink />
          <IconButton asChild variant="ghost" aria-label={t`Settings`}>
            <Link to="/settings">
              <Settings aria-hidden />
            </Link>
          </IconButton>
        </>
      }
    />
  );
}
