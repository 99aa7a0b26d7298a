import { msg } from "@lingui/core/macro";
import { MessageSquareHeart, Settings, UserCog } from "lucide-react";
import { type AccountLink, AccountManagement } from "../../features/accounts/index.ts";

/** The training provider's account cards and where they lead. */
export const PROVIDER_ACCOUNT_LINKS: readonly AccountLink[] = [
  {
    to: "/profile",
    title: msg`Profile`,
    description: msg`Your organisation, contact details and place`,
    icon: UserCog,
  },
  { to: "/settings", title: msg`Settings`, description: msg`Language and account preferences`, icon: Settings },
  { to: "/feedback", title: msg`Feedback`, description: msg`Tell us what to improve`, icon: MessageSquareHeart },
];

/** Account Management: Profile, Settings, Feedback, and Delete Account. */
export function ProviderAccountCards() {
  return <AccountManagement links={PROVIDER_ACCOUNT_LINKS} />;
}
