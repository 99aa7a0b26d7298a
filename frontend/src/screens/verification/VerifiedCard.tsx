import { Box, Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";

/** The end of step 2: the number is verified; 'Continue to Address' opens step 3. */
export function VerifiedCard({ mobileNumber, onContinue }: { mobileNumber: string; onContinue: () => void }) {
  return (
    <Card.Root borderColor="brand.200" bg="brand.50">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="3">
          <Box color="brand.600">
            <CircleCheck size={40} aria-hidden />
          </Box>
          <Heading as="h2" size="lg">
            <Trans>Mobile Verified</Trans>
          </Heading>
          <Text>
            <Trans>+91 {mobileNumber} is verified.</Trans>
          </Text>
          <Button colorPalette="brand" onClick={onContinue} alignSelf="stretch">
            <Trans>Continue to Address</Trans>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
