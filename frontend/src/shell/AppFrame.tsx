import { Box, ChakraProvider } from "@chakra-ui/react";
import { type ReactNode, Suspense, useContext } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { BottomNav } from "./BottomNav.tsx";
import { SuspensionBanner, WarningBanner } from "../features/reports/index.ts";
import { PushOffer } from "../features/push/index.ts";
import { PageFallback } from "../components/PageFallback.tsx";
import { SignedOutHeader } from "./SignedOutHeader.tsx";
import { Toaster } from "./Toaster.tsx";
import { environment } from "../relay/environment.ts";
import { RequestEnvironment } from "../relay/request-environment.ts";
import { useHydrated } from "../rendered/hydrated.ts";
import type { UserType } from "../session/session.ts";
import { system } from "./theme.ts";

/**
 * Everything past the landing page: Chakra, Relay, the toaster, the role's bottom bar and the offer of push
 * notifications; for a signed-out visitor of a shared page (`signedOutHeader`), a top bar with Sign in. It is its
 * own chunk, so a first visit to the landing page downloads none of it.
 */
export default function AppFrame({
  userType,
  signedOutHeader = false,
  children,
}: {
  userType: UserType | null | undefined;
  signedOutHeader?: boolean;
  children: ReactNode;
}) {
  const requestEnvironment = useContext(RequestEnvironment);
  useHydrated();
  return (
    <RelayEnvironmentProvider environment={requestEnvironment ?? environment}>
      <ChakraProvider value={system}>
        <Box minH="100dvh" bg="gray.50" pb={userType ? "5rem" : 0}>
          {signedOutHeader && <SignedOutHeader />}
          <SuspensionBanner />
          <WarningBanner />
          <Suspense fallback={<PageFallback />}>{children}</Suspense>
        </Box>
        {userType && <BottomNav userType={userType} />}
        <Toaster />
        <PushOffer />
      </ChakraProvider>
    </RelayEnvironmentProvider>
  );
}
