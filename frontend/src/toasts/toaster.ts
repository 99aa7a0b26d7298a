/** At most one toast at a time, shown 3-5 s (success 5 s, the OTP toast 8 s). */
export const TOAST_DURATION_MS = { success: 5000, error: 5000, info: 4000, otp: 8000 } as const;

type ToastOptions = {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  duration: number;
  closable: boolean;
};

/** What shows the toasts: the toast region's store (Chakra's), once the region has mounted. */
export type ToastStore = { create(options: ToastOptions): unknown; remove(): void; getCount(): number };

let store: ToastStore | undefined;
/** The toast asked for before the region mounted (at most one, as on screen). */
let pending: ToastOptions | undefined;
/** Whether the region is wanted: from the first toast on. */
let regionWanted = false;
const listeners = new Set<() => void>();

function wantRegion() {
  if (regionWanted) return;
  regionWanted = true;
  for (const listener of listeners) listener();
}

/**
 * Called by the mounted region: it shows the toast asked for while it loaded. Returns the detach, which
 * drops the toasts, as nothing shows them any more.
 */
export function attachToastStore(mounted: ToastStore): () => void {
  store = mounted;
  if (pending) mounted.create(pending);
  pending = undefined;
  return () => {
    mounted.remove();
    if (store === mounted) store = undefined;
  };
}

/**
 * The app's toasts. The toast region (Chakra's toast machinery, about 20 KB gzipped) loads with the first toast
 * rather than on the first paint; until it mounts, the toast waits here.
 */
export const toaster = {
  create(options: ToastOptions) {
    if (store) store.create(options);
    else {
      pending = options;
      wantRegion();
    }
  },
  /** Removes every toast (on screen or waiting). */
  remove() {
    pending = undefined;
    store?.remove();
  },
  /** Toasts on screen or waiting for the region. */
  getCount(): number {
    return (store?.getCount() ?? 0) + (pending ? 1 : 0);
  },
};

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
function show(type: ToastOptions["type"], title: string, description: string | undefined, duration: number) {
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

/** Whether the toast region is wanted: from the first toast on. */
export function isRegionWanted(): boolean {
  return regionWanted;
}

/** Calls `listener` once the toast region is wanted; returns the unsubscribe. */
export function subscribeRegionWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
