import { Button, SimpleGrid } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { BarChart3, PlusCircle } from "lucide-react";
import { Link } from "react-router";
import { CREATE_COURSE_PATH } from "../../features/courses/index.ts";

/** Create Course (the course form) and View Analytics (/analytics). */
export function ProviderQuickActions() {
  return (
    <SimpleGrid columns={2} gap="2">
      <Button asChild colorPalette="brand" size="lg" h="auto" minH="14" whiteSpace="normal">
        <Link to={CREATE_COURSE_PATH}>
          <PlusCircle aria-hidden />
          <Trans>Create Course</Trans>
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
        <Link to="/analytics">
          <BarChart3 aria-hidden />
          <Trans>View Analytics</Trans>
        </Link>
      </Button>
    </SimpleGrid>
  );
}
