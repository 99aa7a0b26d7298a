import { Box, IconButton } from "@chakra-ui/react";
import { type ReactNode, type ToggleEvent, useId, useRef, useState } from "react";

/**
 * A header icon button that opens a small panel of links right below it. The browser's popover does the work
 * (no menu library): it closes on Escape, on a press outside, and when one of its links is followed.
 */
export function HeaderMenu({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  function place(event: ToggleEvent<HTMLDivElement>) {
    if (event.newState !== "open" || !trigger.current) return;
    const anchor = trigger.current.getBoundingClientRect();
    const panel = event.currentTarget.style;
    panel.top = `${anchor.bottom + 4}px`;
    panel.right = `${Math.max(8, document.documentElement.clientWidth - anchor.right)}px`;
  }

  return (
    <>
      <IconButton ref={trigger} variant="ghost" aria-label={label} aria-expanded={open} aria-controls={id} popoverTarget={id}>
        {icon}
      </IconButton>
      <Box
        id={id}
        popover="auto"
        onBeforeToggle={place}
        onToggle={(event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === "open")}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) event.currentTarget.hidePopover?.();
        }}
        position="fixed"
        inset="auto"
        m="0"
        minW="12rem"
        maxW="calc(100vw - 16px)"
        p="1"
        bg="white"
        color="gray.900"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        boxShadow="lg"
      >
        {children}
      </Box>
    </>
  );
}
