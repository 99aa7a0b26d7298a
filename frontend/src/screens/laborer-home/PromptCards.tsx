import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ClipboardCheck, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { PromptCards_user$key } from "../../__generated__/PromptCards_user.graphql.ts";

/** Nudges: take the skill assessment when there are no skills; complete verification while the address isn't verified. */
export function PromptCards(props: { user: PromptCards_user$key }) {
  const user = useFragment(
    graphql`
      fragment PromptCards_user on User {
        isAddressVerified
        skills {
          id
        }
      }
    `,
    props.user,
  );
  const needsSkills = user.skills.length === 0;
  const needsVerification = !user.isAddressVerified;
  if (!needsSkills && !needsVerification) return null;

  return (
    <Stack gap="3">
      {needsSkills && (
        <Prompt
          icon={<ClipboardCheck aria-hidden />}
          title={<Trans>Complete Your Skill Assessment</Trans>}
          text={<Trans>Tell employers what you can do to get matched with better jobs.</Trans>}
          to="/skill-assessment"
          action={<Trans>Start Assessment</Trans>}
        />
      )}
      {needsVerification && (
        <Prompt
          icon={<ShieldCheck aria-hidden />}
          title={<Trans>Complete Verification</Trans>}
          text={<Trans>Add your address and details so employers can trust your profile.</Trans>}
          to="/verification"
          action={<Trans>Add Details</Trans>}
        />
      )}
    </Stack>
  );
}

function Prompt(props: { icon: ReactNode; title: ReactNode; text: ReactNode; to: string; action: ReactNode }) {
  return (
    <Card.Root bg="brand.subtle" borderColor="brand.emphasized">
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <Stack color="brand.fg" pt="0.5">
            {props.icon}
          </Stack>
          <Stack gap="1">
            <Heading as="h2" size="sm">
              {props.title}
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {props.text}
            </Text>
          </Stack>
        </HStack>
        <Button asChild colorPalette="brand" alignSelf="start">
          <Link to={props.to}>{props.action}</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
