import { Button, Field, Flex, Input } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { STATEMENT_MAX_DAYS, WAGE_MESSAGES } from "@rules/wages.ts";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { isIsoDate, type Period, workStatementPath } from "../../features/wages/public-period.ts";

const DAY_MS = 86_400_000;

/** Whether a period can have a statement: both days given, the first not after the last, at most a year long. */
function periodFits({ from, to }: Period): boolean {
  if (!isIsoDate(from) || !isIsoDate(to)) return false;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days >= 1 && days <= STATEMENT_MAX_DAYS;
}

/** The statement's period: From and To days; Show opens the statement for them. */
export function StatementPeriodForm({ period }: { period: Period }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);

  function show(event: FormEvent) {
    event.preventDefault();
    if (!periodFits({ from, to })) {
      setProblem(i18n._(WAGE_MESSAGES.period));
      return;
    }
    setProblem(null);
    void navigate(workStatementPath({ from, to }));
  }

  return (
    <form onSubmit={show} aria-label={t`Statement period`} noValidate>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root invalid={Boolean(problem)} flex="1 1 9rem" required>
          <Field.Label>
            <Trans>From</Trans>
          </Field.Label>
          <Input type="date" bg="white" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field.Root>
        <Field.Root invalid={Boolean(problem)} flex="1 1 9rem" required>
          <Field.Label>
            <Trans>To</Trans>
          </Field.Label>
          <Input type="date" bg="white" value={to} onChange={(event) => setTo(event.target.value)} />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" minH="44px">
          <Trans>Show statement</Trans>
        </Button>
      </Flex>
    </form>
  );
}
