import { Button, Stack } from "@chakra-ui/react";
import { useId, useState } from "react";
import { ContactButtons, type ContactKind } from "./ContactButtons.tsx";

type Props = {
  /** The toggle's text, e.g. 'Contact Employer'. */
  label: string;
  name: string;
  mobileNumber?: string | null;
  userId?: string | null;
  jobId?: string | null;
  kind: ContactKind;
};

/** A 'Contact Employer' style toggle that reveals the Call / WhatsApp / Message buttons. */
export function ContactDisclosure({ label, ...contact }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="2">
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        width="full"
      >
        {label}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <ContactButtons {...contact} />}
      </div>
    </Stack>
  );
}
