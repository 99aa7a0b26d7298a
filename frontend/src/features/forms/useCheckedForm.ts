import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

/** A rule's message: the shared rules' English text, or the form's own descriptor; translated when shown. */
export type RuleMessage = string | MessageDescriptor;

/**
 * A form checked as the user types, with the rules both sides share: a field's rule message shows once the field
 * was edited or the form was sent; the server's message for a field (already translated) shows until that field
 * is edited again. `validate` returns the rules' messages, translated here.
 */
export function useCheckedForm<Values extends object, Field extends string>(
  initial: () => Values,
  validate: (values: Values) => Partial<Record<Field, RuleMessage>>,
) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  // Bumped when a send fails: the first field with a message is then scrolled to and focused, so the person sees
  // what to fix however far down the form they pressed the button.
  const [failedSends, setFailedSends] = useState(0);
  useEffect(() => {
    if (failedSends === 0) return;
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView?.({ block: "center" });
    field?.focus({ preventScroll: true });
  }, [failedSends]);

  const clientErrors = validate(values);
  const say = (message: RuleMessage) => (typeof message === "string" ? i18n._(message) : i18n._(message));
  const shown = (field: Field): string | undefined => {
    const error = submitted || touched.has(field) ? clientErrors[field] : undefined;
    return error ? say(error) : serverErrors[field];
  };

  /** Changes values and marks `fields` as edited (none for a choice without a rule); their server messages go. */
  function change(next: Partial<Values>, ...fields: (Field | null)[]) {
    const edited = fields.filter((field): field is Field => field !== null);
    setValues((current) => ({ ...current, ...next }));
    setTouched((current) => new Set([...current, ...edited]));
    setServerErrors((current) => {
      const rest = { ...current };
      for (const key of [...Object.keys(next), ...edited]) delete rest[key as Field];
      return rest;
    });
  }

  /** Marks the form as sent (every rule message shows); true when no rule fails (else the first error gets focus). */
  function submit(): boolean {
    setSubmitted(true);
    const ok = Object.values(clientErrors).every((error) => !error);
    if (!ok) setFailedSends((count) => count + 1);
    return ok;
  }

  /** Keeps the server's messages for the fields this form has. */
  function showServerErrors(fieldErrors: Readonly<Record<string, string>>, fields: ReadonlySet<string>) {
    const shownHere = Object.entries(fieldErrors).filter(([field]) => fields.has(field));
    setServerErrors(Object.fromEntries(shownHere) as Partial<Record<Field, string>>);
    if (shownHere.length > 0) setFailedSends((count) => count + 1);
  }

  /** Starts afresh: the initial values, nothing edited or sent. */
  function reset() {
    setValues(initial());
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  }

  return { values, clientErrors, say, shown, change, submit, showServerErrors, reset };
}

export type CheckedForm<Values extends object, Field extends string> = ReturnType<typeof useCheckedForm<Values, Field>>;
