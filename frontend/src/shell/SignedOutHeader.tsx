import { Box, Button, HStack, Link as ChakraLink } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Wheat } from "lucide-react";
import { Link, useLocation } from "react-router";
import { signInPath } from "../features/sign-in/public-return.ts";
import { LanguageSelect } from "../i18n/LanguageSelect.tsx";

/**
 * The top bar of a page a signed-out visitor opened from a shared link (a job, a course): KhetSetu (to the landing
 * page), the language, and Sign in, which comes back to this page.
 */
export function SignedOutHeader() {
  const { pathname, search } = useLocation();
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <HStack maxW="3xl" mx="auto" px="4" py="2" gap="2" justify="space-between">
        <ChakraLink asChild fontWeight="bold" fontSize="lg" color="brand.700" minH="44px" textDecoration="none">
          <Link to="/">
            <Wheat size={20} aria-hidden />
            KhetSetu
          </Link>
        </ChakraLink>
        <HStack gap="2" flexShrink={0}>
          <LanguageSelect compact />
          <Button asChild colorPalette="brand" size="sm" minH="44px">
            <Link to={signInPath(pathname + search)}>
              <Trans>Sign in</Trans>
            </Link>
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
