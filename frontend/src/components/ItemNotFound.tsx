import { Button, EmptyState, Heading, VStack } from "@chakra-ui/react";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A detail screen's answer to an id that names nothing it may show: what, why, and a way back to the list. */
export function ItemNotFound({
  title,
  description,
  back,
}: {
  title: ReactNode;
  description: ReactNode;
  back: { to: string; label: ReactNode };
}) {
  return (
    <EmptyState.Root size="md" bg="white" borderWidth="1px" borderRadius="md" mt="4">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <EmptyState.Description color="gray.700">{description}</EmptyState.Description>
          <Button asChild colorPalette="brand" minH="44px">
            <Link to={back.to}>{back.label}</Link>
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
