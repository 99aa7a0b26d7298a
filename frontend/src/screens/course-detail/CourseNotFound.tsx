import { Button, EmptyState, Heading, VStack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { SearchX } from "lucide-react";
import { Link } from "react-router";

/** /course/:id for an id that names no course (or a draft that is not the viewer's). */
export function CourseNotFound() {
  return (
    <EmptyState.Root size="md" bg="white" borderWidth="1px" borderRadius="md" mt="4">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <Heading as="h1" size="lg">
            <Trans>Course not found</Trans>
          </Heading>
          <EmptyState.Description color="gray.700">
            <Trans>This course may have been removed, or the link is wrong.</Trans>
          </EmptyState.Description>
          <Button asChild colorPalette="brand" minH="44px">
            <Link to="/training">
              <Trans>Back to training</Trans>
            </Link>
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
