import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { BOTTOM_NAV_HEIGHT_VAR } from "./bottomNavHeight.ts";

/** At most one toast at a time, shown 3-5 s (success 5 s, the OTP toast 8 s). */
export const TOAST_DURATION_MS = { success: 5000, error: 5000, info: 4000, otp: 8000 } as const;

/** Space between a toast and the screen's edges (and the bottom bar). */
const TOAST_MARGIN = "1rem";

/**
 * Toasts sit at the bottom of the screen, right above the bottom bar when there is one, so they never cover a
 * screen's heading or its Back link; on a phone they span the width less the margins.
 */
export const toaster = createToaster({
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

let held = false;

/**
 * Keeps the toast on screen until `releaseToasts()`: the signed-out toast must not be replaced by the failing
 * screen's own error toast in the 500 ms before the redirect.
 */
export function holdToasts() {
  held = true;
}

export function releaseToasts() {
  held = false;
}

/** A new toast replaces the one on screen (at most one at a time) rather than queueing behind it. */
function show(type: "success" | "error" | "info", title: string, description: string | undefined, duration: number) {
  if (held) return;
  toaster.remove();
  toaster.create({ type, title, description, duration, closable: true });
}

/** The app's toasts; titles and descriptions arrive translated. */
export const notify = {
  success: (title: string, description?: string) => show("success", title, description, TOAST_DURATION_MS.success),
  error: (title: string, description?: string) => show("error", title, description, TOAST_DURATION_MS.error),
  info: (title: string, description?: string) => show("info", title, description, TOAST_DURATION_MS.info),
  /** 'OTP Sent Successfully', which may carry the demo code: 8 s. */
  otp: (title: string, description?: string) => show("success", title, description, TOAST_DURATION_MS.otp),
};

/** The toasts' live region, named in the active language (the library's own name is English). */
export function Toaster() {
  const { t } = useLingui();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} aria-label={t`Notifications`}>
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
    </Portal>
  );
}
