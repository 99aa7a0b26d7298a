import { Box, Button, CloseButton, Dialog, Heading, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PenSquare } from "lucide-react";
import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router";
import type { NewMessageButtonContactsQuery } from "../../__generated__/NewMessageButtonContactsQuery.graphql.ts";
import { ContactButtons } from "../../features/contact/index.ts";
import { useSession } from "../../session/session.ts";

/** Room kept below the floating button for the fixed bottom bar. */
const ABOVE_BOTTOM_BAR = "88px";

/**
 * The floating new-message button: picks someone to write to, from the people the viewer has dealt with
 * (an employer's applicants, a laborer's employers), or from a directory search.
 */
export function NewMessageButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      size={{ base: "full", sm: "md" }}
    >
      <Dialog.Trigger asChild>
        <Button
          position="fixed"
          bottom={ABOVE_BOTTOM_BAR}
          right="4"
          zIndex="docked"
          colorPalette="brand"
          borderRadius="full"
          minW="14"
          minH="14"
          shadow="lg"
          aria-label={t`New message`}
        >
          <PenSquare aria-hidden />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>New message</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open && (
                <Suspense fallback={<Spinner aria-label={t`Loading...`} />}>
                  <Contacts />
                </Suspense>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t`Close`} minW="11" minH="11" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Contact = {
  id: string;
  name: string;
  mobileNumber: string | null | undefined;
  jobId: string;
  jobTitle: string;
  kind: "laborer" | "employer";
};

function Contacts() {
  const { t } = useLingui();
  const { viewer } = useSession();
  const employer = viewer?.userType === "employer";
  const laborer = viewer?.userType === "laborer";
  const data = useLazyLoadQuery<NewMessageButtonContactsQuery>(
    graphql`
      query NewMessageButtonContactsQuery($employer: Boolean!, $laborer: Boolean!) {
        viewer {
          receivedApplications(first: 30) @include(if: $employer) {
            edges {
              node {
                job {
                  id
                  title
                }
                laborer {
                  id
                  firstName
                  lastName
                  mobileNumber
                }
              }
            }
          }
          applications(first: 30) @include(if: $laborer) {
            edges {
              node {
                job {
                  id
                  title
                  employerName
                  employer {
                    id
                    mobileNumber
                  }
                }
              }
            }
          }
        }
      }
    `,
    { employer, laborer },
    { fetchPolicy: "store-or-network" },
  );
  const seen = new Set<string>();
  const contacts: Contact[] = [];
  for (const edge of data.viewer?.receivedApplications?.edges ?? []) {
    const { laborer: person, job } = edge.node;
    if (seen.has(person.id)) continue;
    seen.add(person.id);
    const name = [person.firstName, person.lastName].filter(Boolean).join(" ") || t`Laborer`;
    contacts.push({
      id: person.id,
      name,
      mobileNumber: person.mobileNumber,
      jobId: job.id,
      jobTitle: job.title,
      kind: "laborer",
    });
  }
  for (const edge of data.viewer?.applications?.edges ?? []) {
    const { job } = edge.node;
    if (!job.employer || seen.has(job.employer.id)) continue;
    seen.add(job.employer.id);
    contacts.push({
      id: job.employer.id,
      name: job.employerName ?? t`Employer`,
      mobileNumber: job.employer.mobileNumber,
      jobId: job.id,
      jobTitle: job.title,
      kind: "employer",
    });
  }

  return (
    <Stack gap="5">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {employer ? <Trans>Your applicants</Trans> : <Trans>Employers you applied to</Trans>}
        </Heading>
        {contacts.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No one yet. Find someone below.</Trans>
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {contacts.map((contact) => (
              <Box as="li" key={contact.id} borderWidth="1px" borderRadius="md" p="3">
                <Text fontWeight="semibold">{contact.name}</Text>
                <Text fontSize="sm" color="fg.muted" mb="2">
                  {contact.jobTitle}
                </Text>
                <ContactButtons
                  kind={contact.kind}
                  name={contact.name}
                  mobileNumber={contact.mobileNumber}
                  userId={contact.id}
                  jobId={contact.jobId}
                />
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          <Trans>Find someone</Trans>
        </Heading>
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/laborers">
            <Trans>Laborers</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/employers">
            <Trans>Employers</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/training-providers">
            <Trans>Training Providers</Trans>
          </Link>
        </Button>
      </Stack>
    </Stack>
  );
}
