import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { WorkDayItem } from "./WorkDayItem.tsx";
import type { WorkDayData } from "./workRecordTypes.ts";

/** The marked days, oldest first; the worker answers each from here. */
export function WorkDayList(props: { applicationId: string; days: readonly WorkDayData[]; laborer: boolean }) {
  return (
    <Stack gap="1.5">
      <Heading as="h4" size="xs">
        <Trans>Days</Trans>
      </Heading>
      {props.days.length === 0 ? (
        <Text fontSize="sm" color="gray.700">
          <Trans>No days marked yet</Trans>
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
          {props.days.map((day) => (
            <WorkDayItem key={day.date} applicationId={props.applicationId} day={day} laborer={props.laborer} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
