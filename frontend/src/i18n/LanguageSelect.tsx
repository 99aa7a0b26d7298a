import { NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { activateLocale, isLocale, LOCALES } from "./locales.ts";

/** Language picker: native names, restored from localStorage on load. `compact`: only as wide as the longest name (headers). */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <NativeSelect.Root size="sm" width="auto" minW={compact ? undefined : "8.5rem"}>
      <NativeSelect.Field
        aria-label={t`Language`}
        value={i18n.locale}
        minH="44px"
        onChange={(event) => {
          if (isLocale(event.target.value)) void activateLocale(event.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
