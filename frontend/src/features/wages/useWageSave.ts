import { useLingui } from "@lingui/react/macro";
import { type MutationResult, notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";

/**
 * What every change to a work record does with the server's answer: 'Saved' when it took; otherwise the
 * server's message as a toast and its field messages to the form, which keeps what was typed.
 */
export function useWageSave() {
  const { t, i18n } = useLingui();
  const failure = t`Could not save the work record. Please try again.`;
  return {
    answered(
      result: MutationResult,
      success: string,
      saved?: () => void,
      refused?: (fieldErrors: Readonly<Record<string, string>>) => void,
    ) {
      if (result.__typename === success) {
        notify.success(t`Saved`);
        saved?.();
        return;
      }
      const error = readTypedError(i18n, result);
      refused?.(error.fieldErrors);
      notifyError(error, t`Error`, failure);
    },
    failed(error: Error) {
      notifyError(requestError(i18n, error), t`Error`, failure);
    },
  };
}
