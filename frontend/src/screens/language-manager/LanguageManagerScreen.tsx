import { Box, Card, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { BackLink } from "../../components/BackLink.tsx";
import { ExportActions } from "./ExportActions.tsx";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { NewLanguageForm } from "./NewLanguageForm.tsx";
import { QuickEditor } from "./QuickEditor.tsx";
import { UploadTranslations } from "./UploadTranslations.tsx";

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Language Manager (/language-manager): switch language, add your own texts for the editable keys (kept on this
 * phone, per language), export them, start a new language from a template and upload a translation file.
 * It reads nothing from the server, so the route has no loader.
 */
export default function LanguageManagerScreen() {
  return (
    <Box as="main" maxW="2xl" mx="auto" px="4" py="4">
      <Stack gap="4">
        <Stack gap="1">
          <BackLink />
          <Heading as="h1" size="xl">
            <Trans>Language Manager</Trans>
          </Heading>
        </Stack>
        <Section title={<Trans>Language</Trans>}>
          <LanguagePicker />
          <ExportActions />
        </Section>
        <Section title={<Trans>Quick editor</Trans>}>
          <QuickEditor />
        </Section>
        <Section title={<Trans>Create New Language</Trans>}>
          <NewLanguageForm />
        </Section>
        <Section title={<Trans>Upload Translation File</Trans>}>
          <UploadTranslations />
        </Section>
        <Section title={<Trans>How to add a language</Trans>}>
          <List.Root as="ol" ps="5" gap="2">
            <List.Item>
              <Trans>
                Create a template: enter the language code and name, pick a base language and download the file.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Translate: replace each text in the file's translations with your language's words.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Upload the file here. Problems are listed; the good lines are kept.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Check the app in that language and fix single texts with the quick editor.</Trans>
            </List.Item>
          </List.Root>
          <Text color="fg.muted" fontSize="sm">
            <Trans>Your translations are kept on this phone only.</Trans>
          </Text>
        </Section>
      </Stack>
    </Box>
  );
}
