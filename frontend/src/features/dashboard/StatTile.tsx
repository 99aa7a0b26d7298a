import { Card, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One counter of a dashboard's row of three: the figure, and what it counts. */
export function StatTile({ value, label }: { value: string; label: ReactNode }) {
  return (
    <Card.Root size="sm" textAlign="center">
      <Card.Body px="2" py="3" gap="1">
        <Text fontSize="xl" fontWeight="bold" color="brand.fg">
          {value}
        </Text>
        <Text fontSize="xs" color="gray.600">
          {label}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
