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
