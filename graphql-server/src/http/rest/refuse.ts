import type { Message } from "../../i18n/translate.ts";

/** A refusal before the operation runs: 400 with a message per field, in the request's language. */
export class RestRefusal extends Error {
  constructor(readonly errors: Readonly<Record<string, Message>>) {
    super("refused");
  }
}

export function refuse(errors: Readonly<Record<string, Message>>): never {
  throw new RestRefusal(errors);
}
