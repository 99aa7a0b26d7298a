import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { UseMutationConfig } from "react-relay";
import { useNavigate } from "react-router";
import type { Disposable, MutationParameters } from "relay-runtime";
import {
  type MutationResult,
  notifyError,
  readTypedError,
  requestError,
  type TypedError,
} from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";
import type { CheckedForm } from "./useCheckedForm.ts";

/** One mutation a form sends (a create or an update): useMutation's commit, its variables, and how its answer reads. */
export type FormMutation<M extends MutationParameters> = {
  commit: (config: UseMutationConfig<M>) => Disposable;
  variables: M["variables"];
  /** The mutation's field of the response: the success, or a typed error (relay/typedError.ts). */
  result: (response: M["response"]) => MutationResult;
  /** The result's type when the server saved. */
  success: string;
  /** The toast once saved, or how to word it from the answer (e.g. a job held for review). */
  saved: SavedToast | ((response: M["response"]) => SavedToast);
};

type SavedToast = { title: string; description?: string };

type Options<Field extends string> = {
  /** The server's field names whose messages show under the form's fields. */
  fields: ReadonlySet<string>;
  /** Server fields without an input of their own, and the field whose message they show under. */
  shownUnder?: Readonly<Record<string, Field>>;
  /** The toast when the server refuses or the request fails: its title, and its text when the error has none. */
  failure: { title: string; fallback?: string };
  /** Where the user goes once saved, `leaveAfterMs` later; the form then sends nothing more. */
  leaveTo?: string;
  leaveAfterMs?: number;
  /** What the form does once saved, after the toast and before it leaves (e.g. empty itself). */
  onSaved?: () => void;
};

/**
 * Sends a checked form (useCheckedForm) with a mutation, only when its rules pass and nothing is in flight.
 * Refused, the server's field messages (ValidationError) go under the form's fields and a toast says why; saved,
 * a toast says so, then the form goes to `leaveTo` or stays.
 */
export function useMutationForm<Values extends object, Field extends string>(
  form: CheckedForm<Values, Field>,
  options: Options<Field>,
) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leave = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leave.current), []);

  function failed(error: TypedError) {
    notifyError(error, options.failure.title, options.failure.fallback);
  }

  function refused(error: TypedError) {
    const fieldErrors = Object.entries(error.fieldErrors).map(([field, message]) => [
      options.shownUnder?.[field] ?? field,
      message,
    ]);
    form.showServerErrors(Object.fromEntries(fieldErrors), options.fields);
    failed(error);
  }

  function saved({ title, description }: SavedToast) {
    notify.success(title, description);
    options.onSaved?.();
    const to = options.leaveTo;
    if (to === undefined) return;
    setLeaving(true);
    if (options.leaveAfterMs) leave.current = setTimeout(() => navigate(to), options.leaveAfterMs);
    else navigate(to);
  }

  /** Sends the form, marked as sent (every rule message shows), unless a rule fails, a send is in flight or it is leaving. */
  function send<M extends MutationParameters>(mutation: FormMutation<M>) {
    if (!form.submit() || saving || leaving) return;
    setSaving(true);
    mutation.commit({
      variables: mutation.variables,
      onCompleted: (response) => {
        setSaving(false);
        const result = mutation.result(response);
        if (result.__typename === mutation.success)
          saved(typeof mutation.saved === "function" ? mutation.saved(response) : mutation.saved);
        else refused(readTypedError(i18n, result));
      },
      onError: (error) => {
        setSaving(false);
        failed(requestError(i18n, error));
      },
    });
  }

  return { send, saving, leaving };
}
