import { Button, Field, Flex, Input } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { normalStatementCode } from "@rules/wages.ts";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";

/** The code to check (as printed, any case, hyphen optional); Check opens /statements/<code>. */
export function StatementCheckForm({ code }: { code: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(code);

  function check(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    void navigate(`/statements/${encodeURIComponent(normalStatementCode(typed) ?? typed)}`);
  }

  return (
    <form onSubmit={check} aria-label={t`Check a work statement`}>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="1 1 12rem" required>
          <Field.Label>
            <Trans>Verification code</Trans>
          </Field.Label>
          <Input
            bg="white"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" minH="44px">
          <Trans>Check</Trans>
        </Button>
      </Flex>
    </form>
  );
}
