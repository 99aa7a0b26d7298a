import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { BOTTOM_NAV_HEIGHT_VAR } from "./bottomNavHeight.ts";
import { attachToastStore } from "../toasts/toaster.ts";

/** Space between a toast and the screen's edges (and the bottom bar). */
const TOAST_MARGIN = "1rem";

/**
 * Toasts sit at the bottom of the screen, right above the bottom bar when there is one, so they never cover a
 * screen's heading or its Back link; on a phone they span the width less the margins.
 */
const store = createToaster({
  placement: "bottom",
  max: 1,
  overlap: false,
  offsets: {
    top: TOAST_MARGIN,
    left: TOAST_MARGIN,
    right: TOAST_MARGIN,
    bottom: `calc(var(${BOTTOM_NAV_HEIGHT_VAR}, 0px) + ${TOAST_MARGIN})`,
  },
});

/**
 * Hands the store over once Chakra's toaster (its earlier sibling in the portal) shows what the store holds:
 * a task after mounting, as a toast created within the mounting effects never showed.
 */
function AttachStore() {
  useEffect(() => {
    let detach = () => {};
    const timer = setTimeout(() => (detach = attachToastStore(store)));
    return () => {
      clearTimeout(timer);
      detach();
    };
  }, []);
  return null;
}

/**
 * The toasts' live region, named in the active language (the library's own name is English). It is its own
 * chunk, loaded with the first toast; once mounted it takes over the toasts asked for while it loaded.
 */
export default function ToastRegion() {
  const { t } = useLingui();
  return (
    <Portal>
      <ChakraToaster toaster={store} aria-label={t`Notifications`}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
      <AttachStore />
    </Portal>
  );
}
