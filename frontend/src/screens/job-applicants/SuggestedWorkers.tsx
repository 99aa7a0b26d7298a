import { Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { LaborerCard_user$key } from "../../__generated__/LaborerCard_user.graphql.ts";
import { LaborerCard } from "../../features/people/index.ts";

/**
 * Suggested workers: laborers available today with the job's skills whose travel distance reaches the farm,
 * best first, each with how far they are and Call, WhatsApp and Message under Contact.
 */
export function SuggestedWorkers({ workers }: { workers: readonly ({ id: string } & LaborerCard_user$key)[] }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="suggested-heading">
      <Heading as="h2" size="md" id="suggested-heading">
        <Trans>Suggested workers</Trans>
      </Heading>
      {workers.length === 0 ? (
        <Text color="gray.600">
          <Trans>No available worker with this job's skills lives within reach yet.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {workers.map((worker) => (
            <li key={worker.id}>
              <LaborerCard user={worker} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
