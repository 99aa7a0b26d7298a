import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

const STEPS = [msg`Mobile Number`, msg`Verify OTP`, msg`Address`];

/** 'Step N of 3' with the three steps, the current one marked (aria-current="step"). */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const { i18n, t } = useLingui();
  const total = STEPS.length;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" color="fg.muted">
        <Trans>
          Step {step} of {total}
        </Trans>
      </Text>
      <HStack as="ol" aria-label={t`Verification steps`} gap="2" listStyleType="none" align="stretch">
        {STEPS.map((label, index) => {
          const number = index + 1;
          const reached = number <= step;
          return (
            <Box as="li" key={number} flex="1" aria-current={number === step ? "step" : undefined}>
              <Box h="1.5" rounded="full" bg={reached ? "brand.600" : "gray.200"} />
              <Text
                mt="1"
                fontSize="sm"
                color={reached ? "brand.700" : "gray.600"}
                fontWeight={number === step ? "bold" : "normal"}
              >
                {i18n._(label)}
              </Text>
            </Box>
          );
        })}
      </HStack>
    </Stack>
  );
}
