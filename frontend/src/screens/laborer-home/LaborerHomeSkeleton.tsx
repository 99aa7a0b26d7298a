import { Box, SimpleGrid, Skeleton, SkeletonText, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** Placeholders in the dashboard's shape while its data loads, or while there is no user. */
export function LaborerHomeSkeleton() {
  const { t } = useLingui();
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4" aria-busy="true" aria-label={t`Loading`}>
      <Stack gap="4">
        <Stack gap="2">
          <Skeleton h="7" w="60%" />
          <Skeleton h="4" w="30%" />
        </Stack>
        <SimpleGrid columns={3} gap="2">
          <Skeleton h="20" rounded="md" />
          <Skeleton h="20" rounded="md" />
          <Skeleton h="20" rounded="md" />
        </SimpleGrid>
        <Skeleton h="40" rounded="md" />
        <SkeletonText noOfLines={3} />
        <Skeleton h="32" rounded="md" />
        <Skeleton h="32" rounded="md" />
      </Stack>
    </Box>
  );
}
