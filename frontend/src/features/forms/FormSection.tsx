import { Card, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A card of a long form (Post Job, Create Course): its heading, if any, and its fields. */
export function FormSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="4">
        {title && (
          <Heading as="h2" size="md">
            {title}
          </Heading>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
