import { Box, IconButton } from "@chakra-ui/react";
import { type ReactNode, type ToggleEvent, useId, useRef, useState } from "react";
import { useBrowserValue } from "../../rendered/in-browser.ts";

/** Whether the browser has the popover API (Chrome 114+, Safari 17+, Firefox 125+). */
export function browserHasPopover(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

/**
 * A header icon button that opens a small panel of links right below it. The browser's popover does the work
 * (no menu library): it closes on Escape, on a press outside, and when one of its links is followed. A browser
 * without the popover API (older phones) gets the same panel, opened and closed by the button itself.
 */
export function HeaderMenu({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A page rendered on the server has the panel without the popover API; it switches once hydrated.
  const native = useBrowserValue(browserHasPopover, false);

  function placeUnderTrigger(panel: CSSStyleDeclaration) {
    if (!trigger.current) return;
    const anchor = trigger.current.getBoundingClientRect();
    panel.top = `${anchor.bottom + 4}px`;
    panel.right = `${Math.max(8, document.documentElement.clientWidth - anchor.right)}px`;
  }

  function place(event: ToggleEvent<HTMLDivElement>) {
    if (event.newState === "open") placeUnderTrigger(event.currentTarget.style);
  }

  function toggleWithoutPopover() {
    const panel = document.getElementById(id);
    if (!open && panel) placeUnderTrigger(panel.style);
    setOpen(!open);
  }

  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        {...(native ? { popoverTarget: id } : { onClick: toggleWithoutPopover })}
      >
        {icon}
      </IconButton>
      <Box
        id={id}
        {...(native ? { popover: "auto", onBeforeToggle: place } : { hidden: !open, zIndex: "popover" })}
        onToggle={(event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === "open")}
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest("a")) return;
          if (native) event.currentTarget.hidePopover?.();
          else setOpen(false);
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
