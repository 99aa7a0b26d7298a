import { EmptyState, VStack } from "@chakra-ui/react";
import { SearchX } from "lucide-react";

/** An empty list: what is missing ('No jobs found') and a hint. */
export function EmptyList({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState.Root size="sm" bg="white" borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title as="p">{title}</EmptyState.Title>
          {description && <EmptyState.Description color="gray.700">{description}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
