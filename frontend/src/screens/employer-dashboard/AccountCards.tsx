import { msg } from "@lingui/core/macro";
import { MessageSquareHeart, Settings, UserCog } from "lucide-react";
import { type AccountLink, AccountManagement } from "../../features/accounts/index.ts";

/** The employer's account cards and where they lead. */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  {
    to: "/verification",
    title: msg`Profile Settings`,
    description: msg`Your number, farm address and details`,
    icon: UserCog,
  },
  { to: "/settings", title: msg`Settings`, description: msg`Language and account preferences`, icon: Settings },
  { to: "/feedback", title: msg`Feedback`, description: msg`Tell us what to improve`, icon: MessageSquareHeart },
];

/** Account Management: Profile Settings, Settings, Feedback, and Delete Account. */
export function AccountCards() {
  return <AccountManagement links={ACCOUNT_LINKS} />;
}
