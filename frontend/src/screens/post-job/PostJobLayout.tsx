import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BackLink } from "../../components/BackLink.tsx";

/** The Post Job and Edit Job screens' frame: Back to the dashboard, the heading, a line of help, the content. */
export function PostJobLayout({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="4">
        <Stack gap="1">
          <BackLink to="/employer-dashboard" />
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {intro && <Text color="gray.600">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
