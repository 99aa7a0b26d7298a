import { Button, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { PlusCircle, Users } from "lucide-react";
import { Link } from "react-router";

/** Quick Actions: Post New Job (/post-job) and Find Workers (/browse-laborers). */
export function QuickActions() {
  return (
    <Stack as="section" gap="3" aria-labelledby="quick-actions-heading">
      <Heading as="h2" size="md" id="quick-actions-heading">
        <Trans>Quick Actions</Trans>
      </Heading>
      <SimpleGrid columns={2} gap="2">
        <Button asChild colorPalette="brand" size="lg" h="auto" minH="14" whiteSpace="normal">
          <Link to="/post-job">
            <PlusCircle aria-hidden />
            <Trans>Post New Job</Trans>
          </Link>
        </Button>
        <Button
          asChild
          variant="outline"
          colorPalette="brand"
          size="lg"
          h="auto"
          minH="14"
          whiteSpace="normal"
          bg="white"
        >
          <Link to="/browse-laborers">
            <Users aria-hidden />
            <Trans>Find Workers</Trans>
          </Link>
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
