import { Button, SimpleGrid, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { activateLocale, LOCALES } from "../../i18n/locales.ts";

/** The active language and the supported ones (native and English name); choosing one switches the app. */
export function LanguagePicker() {
  const { i18n, t } = useLingui();
  const active = LOCALES.find((l) => l.code === i18n.locale) ?? LOCALES[0];
  return (
    <>
      <Text>
        <Trans>
          Active language:{" "}
          <Text as="strong" lang={active.code}>
            {active.nativeName}
          </Text>{" "}
          ({active.englishName})
        </Trans>
      </Text>
      <SimpleGrid columns={2} gap="2" role="group" aria-label={t`Choose a language`}>
        {LOCALES.map((l) => (
          <Button
            key={l.code}
            variant={l.code === active.code ? "solid" : "outline"}
            aria-pressed={l.code === active.code}
            minH="44px"
            h="auto"
            py="2"
            flexDirection="column"
            onClick={() => void activateLocale(l.code)}
          >
            <Text as="span" lang={l.code} fontWeight="semibold">
              {l.nativeName}
            </Text>
            <Text as="span" fontSize="xs">
              {l.englishName}
            </Text>
          </Button>
        ))}
      </SimpleGrid>
    </>
  );
}
