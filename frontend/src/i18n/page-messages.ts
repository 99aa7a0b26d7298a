import type { Messages } from "@lingui/core";

/**
 * A language's catalog that notes each message read from it while a page renders on the server. The page then
 * carries exactly the messages it was drawn with (`read()`), and the browser hydrates it with those instead of
 * waiting for the whole catalog (which follows: `completeCatalog`).
 */
export function readingCatalog(messages: Messages): { messages: Messages; read(): Messages } {
  const ids = new Set<string>();
  const reading = new Proxy(messages, {
    get(target, id, receiver) {
      if (typeof id === "string" && Object.hasOwn(target, id)) ids.add(id);
      return Reflect.get(target, id, receiver);
    },
  });
  return {
    messages: reading,
    read: () => Object.fromEntries([...ids].sort().map((id) => [id, messages[id]])) as Messages,
  };
}

/**
 * What a text shows whose message has not arrived yet (a page's own messages are active and the rest of the
 * catalog is still downloading): a mark that something is coming, never Lingui's message id, which is a code.
 */
export const PENDING_TEXT = "…";

/**
 * A page's own messages in the browser, until the whole catalog is there: a message not among them reads as
 * PENDING_TEXT, and is noted (`missed()`: the screen must be drawn again once the catalog is there). After
 * `complete()`, a message still missing is missing for good, and Lingui handles it as for any catalog.
 */
export function pendingCatalog(pageMessages: Messages): {
  messages: Messages;
  missed(): boolean;
  complete(): void;
} {
  let missed = false;
  let complete = false;
  const pending = new Proxy<Messages>(
    { ...pageMessages },
    {
      get(target, id, receiver) {
        if (typeof id !== "string" || complete || Object.hasOwn(target, id)) return Reflect.get(target, id, receiver);
        missed = true;
        return PENDING_TEXT;
      },
    },
  );
  return {
    messages: pending,
    missed: () => missed,
    complete: () => {
      complete = true;
    },
  };
}
