import { Box, Button, Heading, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { BackLink } from "../../components/BackLink.tsx";

/** /skill-test: a placeholder. */
export default function SkillTestScreen() {
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink />
      <Heading as="h1" size="xl" mb="2">
        <Trans>Skill Test - Coming Soon</Trans>
      </Heading>
      <Text color="gray.700">
        <Trans>Skill tests will let you prove your skills. Meanwhile, add your skills in the skill assessment.</Trans>
      </Text>
      <Button asChild colorPalette="brand" variant="outline" mt="4">
        <Link to="/skill-assessment">
          <Trans>Go to Skill Assessment</Trans>
        </Link>
      </Button>
    </Box>
  );
}
