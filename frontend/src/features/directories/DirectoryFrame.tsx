import { Box, Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { type ReactNode, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";

type Props = {
  /** The screen's h1. */
  title: ReactNode;
  /** What a failed load says, e.g. 'Failed to fetch employers'. */
  failedMessage: ReactNode;
  children: ReactNode;
};

/** A directory screen (/laborers, /employers, /training-providers, /browse-laborers): Back and title, then its results; a failed load shows the message and 'Try again'. */
export function DirectoryFrame({ title, failedMessage, children }: Props) {
  const filters = useFilterParams();
  const revalidator = useRevalidator();
  // A new attempt (after 'Try again') re-runs the loader and gives the error boundary a fresh start.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((n) => n + 1);
    void revalidator.revalidate();
  };
  const failed = (
    <Stack gap="3" role="alert" align="start">
      <Text color="fg.error" fontWeight="medium">
        {failedMessage}
      </Text>
      <Button variant="outline" minH="44px" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <ScreenHeader>{title}</ScreenHeader>
      <ErrorBoundary key={`${filters.params.toString()}#${attempt}`} fallback={failed}>
        <Suspense fallback={<Skeleton height="40" borderRadius="md" />}>{children}</Suspense>
      </ErrorBoundary>
    </Box>
  );
}
