import { Button, IconButton } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../../session/session.ts";

/** The header menu's Moderation item, for moderators only. */
export function ModerationMenuItem() {
  const { viewer } = useSession();
  if (!viewer?.isModerator) return null;
  return (
    <li>
      <Button asChild variant="ghost" w="full" justifyContent="flex-start">
        <Link to="/moderation">
          <ShieldCheck aria-hidden />
          <Trans>Moderation</Trans>
        </Link>
      </Button>
    </li>
  );
}

/** The header's Moderation button, for moderators only. */
export function ModerationIconLink() {
  const { t } = useLingui();
  const { viewer } = useSession();
  if (!viewer?.isModerator) return null;
  return (
    <IconButton asChild variant="ghost" aria-label={t`Moderation`}>
      <Link to="/moderation">
        <ShieldCheck aria-hidden />
      </Link>
    </IconButton>
  );
}
