import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

/**
 * A form checked as the user types, with the rules both sides share: a field's rule message shows once the field
 * was edited or the form was sent; the server's message for a field (already translated) shows until that field
 * is edited again. `validate` returns the shared rules' English messages, translated here.
 */
export function useCheckedForm<Values extends object, Field extends string>(
  initial: () => Values,
  validate: (values: Values) => Partial<Record<Field, string>>,
) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});

  const clientErrors = validate(values);
  const shown = (field: Field): string | undefined => {
    const error = submitted || touched.has(field) ? clientErrors[field] : undefined;
    return error ? i18n._(error) : serverErrors[field];
  };

  function change(next: Partial<Values>, field: Field) {
    setValues((current) => ({ ...current, ...next }));
    setTouched((current) => new Set(current).add(field));
    setServerErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(next)) delete rest[key as Field];
      return rest;
    });
  }

  /** Marks the form as sent (every rule message shows); true when no rule fails. */
  function submit(): boolean {
    setSubmitted(true);
    return Object.values(clientErrors).every((error) => !error);
  }

  /** Keeps the server's messages for the fields this form has. */
  function showServerErrors(fieldErrors: Readonly<Record<string, string>>, fields: ReadonlySet<string>) {
    setServerErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => fields.has(field))) as Partial<Record<Field, string>>);
  }

  return { values, clientErrors, shown, change, submit, showServerErrors };
}
