import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BackLink } from "../../components/BackLink.tsx";

/** The Create Course and Edit Course screens' frame: Back to the dashboard, the heading, a line of help, the content. */
export function CourseFormLayout({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="4">
        <Stack gap="1">
          <BackLink to="/training-provider" />
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
