import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BackLink } from "../../components/BackLink.tsx";

/** A form screen's frame (Post Job, Create Course, their edits): Back (to `back`), the heading, a line of help, the content. */
export function FormScreenLayout({
  title,
  intro,
  back,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  back: string;
  children: ReactNode;
}) {
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="4">
        <Stack gap="1">
          <BackLink to={back} />
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
