import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { WorkRecord_application$key } from "../../__generated__/WorkRecord_application.graphql.ts";
import { formatDate } from "../../format/dates.ts";
import { formatPaise } from "../../format/money.ts";
import { AddExtraForm } from "./AddExtraForm.tsx";
import { ExtraList } from "./ExtraList.tsx";
import { MarkDayForm } from "./MarkDayForm.tsx";
import { PaymentList } from "./PaymentList.tsx";
import { PayWithUpi } from "./PayWithUpi.tsx";
import { RecordPaymentForm } from "./RecordPaymentForm.tsx";
import { WageFigures } from "./WageFigures.tsx";
import { WorkDayList } from "./WorkDayList.tsx";

/**
 * The work record of an accepted application, for its two parties: the figures (rate, days worked, due, paid,
 * balance), the days, extras and payments. The worker confirms or disputes days and confirms payments; the
 * employer marks days, pays by UPI, records payments and adds extras. Nothing for anyone else, or before the hire.
 */
export function WorkRecord(props: { application: WorkRecord_application$key }) {
  const { t } = useLingui();
  // Every change to the record answers with this fragment, so the panel updates from the answer alone.
  const application = useFragment(
    graphql`
      fragment WorkRecord_application on Application {
        id
        workRecord {
          viewerIsEmployer
          ratePaise
          days {
            date
            portion
            status
            counts
            autoConfirmsAt
            note
          }
          extras {
            label
            amountPaise
          }
          payments {
            id
            databaseId
            amountPaise
            method
            reference
            paidAt
            confirmedAt
          }
          halvesWorked
          duePaise
          paidPaise
          balancePaise
          lastWorkedDay
          dueBy
          overdue
          workerHasUpiId
          upiPayLink
        }
      }
    `,
    props.application,
  );
  const record = application.workRecord;
  if (!record) return null;
  const employer = record.viewerIsEmployer;
  const balance = formatPaise(record.balancePaise);
  const since = record.lastWorkedDay ? formatDate(record.lastWorkedDay) : "";

  return (
    <Box as="section" aria-label={t`Work and wages`} borderTopWidth="1px" borderColor="border" pt="3">
      <Stack gap="4">
        <Heading as="h3" size="sm">
          <Trans>Work and wages</Trans>
        </Heading>
        <WageFigures record={record} />
        {record.overdue && since ? (
          <Text role="status" color="red.700" fontWeight="medium" fontSize="sm">
            <Trans>
              Overdue: {balance} unpaid since {since}
            </Trans>
          </Text>
        ) : null}
        {employer ? <PayWithUpi record={record} /> : null}
        <WorkDayList applicationId={application.id} days={record.days} laborer={!employer} />
        {employer ? <MarkDayForm applicationId={application.id} /> : null}
        <PaymentList applicationId={application.id} payments={record.payments} laborer={!employer} />
        {employer ? <RecordPaymentForm applicationId={application.id} balancePaise={record.balancePaise} /> : null}
        <ExtraList extras={record.extras} />
        {employer ? <AddExtraForm applicationId={application.id} /> : null}
      </Stack>
    </Box>
  );
}
