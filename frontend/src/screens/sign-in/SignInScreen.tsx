import { Box, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { graphql, useMutation } from "react-relay";
import { useSearchParams } from "react-router";
import type { SignInScreenSignInMutation } from "../../__generated__/SignInScreenSignInMutation.graphql.ts";
import { MobileNumberForm, OtpPanel } from "../../features/sign-in/index.ts";
import { readTypedError, requestError, type TypedError } from "../../relay/typedError.ts";
import { isUserType, ROLES, storedRole } from "../../features/roles/index.ts";
import { NameStep } from "./NameStep.tsx";
import { assignLocation, safeNext } from "./navigation.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { useBrowserValue } from "../../rendered/in-browser.ts";

type Step = "mobile" | "otp" | "name";

/**
 * Sign in by mobile number and OTP (reached from /api/login?role=X as /sign-in?role=X, or with ?next=/path).
 * Step 1 the number, step 2 the shared OTP panel running signIn (a first sign-in creates the account with
 * the role), step 3 the name for a new account. Then a full page load of `next` (or /); a new laborer whose
 * address is not verified goes to /verification after the name instead, unless sign-in came from a page (`next`).
 */
export default function SignInScreen({ go = assignLocation }: { go?: (url: string) => void }) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const roleParam = params.get("role");
  // The role kept from the landing page is this browser's: read once the page is hydrated (the server has none).
  const keptRole = useBrowserValue(storedRole, null);
  const role = isUserType(roleParam) ? roleParam : keptRole;
  const next = safeNext(params.get("next"));
  const [step, setStep] = useState<Step>("mobile");
  const [mobileNumber, setMobileNumber] = useState("");
  const signedIn = useRef<{ firstName: string | null | undefined; needsVerification: boolean } | null>(null);

  const [commitSignIn] = useMutation<SignInScreenSignInMutation>(graphql`
    mutation SignInScreenSignInMutation($mobileNumber: String!, $otp: String!, $role: UserType) {
      signIn(mobileNumber: $mobileNumber, otp: $otp, role: $role) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationSignInSuccess {
          data {
            id
            firstName
            lastName
            userType
            mobileNumber
            isMobileVerified
            isAddressVerified
          }
        }
      }
    }
  `);

  const verify = useCallback(
    (otp: string) =>
      new Promise<TypedError | null>((resolve) => {
        commitSignIn({
          variables: { mobileNumber, otp, role },
          onCompleted: ({ signIn: result }) => {
            if (result.__typename === "MutationSignInSuccess" && result.data) {
              const { firstName, userType, isAddressVerified } = result.data;
              signedIn.current = { firstName, needsVerification: userType === "laborer" && !isAddressVerified };
              resolve(null);
            } else {
              resolve(readTypedError(i18n, result));
            }
          },
          onError: (error) => resolve(requestError(i18n, error)),
        });
      }),
    [commitSignIn, mobileNumber, role, i18n],
  );

  const finish = useCallback(() => go(next ?? "/"), [go, next]);
  // A new account goes back to the page it came from (`next`: a shared job, where Apply waits); else a new laborer
  // whose address is not verified yet goes on to verification, other roles home.
  const finishNewAccount = useCallback(
    () => (signedIn.current?.needsVerification && !next ? go("/verification") : finish()),
    [go, finish, next],
  );

  const roleLabel = ROLES.find((r) => r.value === role)?.label;
  const roleName = roleLabel ? i18n._(roleLabel) : null;

  return (
    <Box as="main" maxW="md" mx="auto" px="4" py="4">
      <HStack mb="4" minH="44px">
        {step === "mobile" && <BackLink />}
        {step === "otp" && (
          <Button variant="ghost" size="sm" onClick={() => setStep("mobile")}>
            <ArrowLeft aria-hidden />
            <Trans>Back</Trans>
          </Button>
        )}
      </HStack>

      <Stack gap="1" mb="5">
        <Heading as="h1" size="2xl" color="brand.700">
          {step === "name" ? <Trans>Complete your account</Trans> : <Trans>Sign in to KhetSetu</Trans>}
        </Heading>
        {roleName && step !== "name" && (
          <Text color="fg.muted">
            <Trans>Signing in as: {roleName}</Trans>
          </Text>
        )}
      </Stack>

      {step === "mobile" && (
        <Card.Root>
          <Card.Body>
            <MobileNumberForm
              initialValue={mobileNumber}
              submitLabel={<Trans>Continue</Trans>}
              onSubmit={(number) => {
                setMobileNumber(number);
                setStep("otp");
              }}
            />
          </Card.Body>
        </Card.Root>
      )}

      {step === "otp" && (
        <OtpPanel
          mobileNumber={mobileNumber}
          autoSend
          verify={verify}
          onVerified={() => (signedIn.current?.firstName ? finish() : setStep("name"))}
          onChangeNumber={() => setStep("mobile")}
          verifiedContent={
            <Text role="status" textAlign="center" color="fg.muted">
              {t`Signed in. Loading your account...`}
            </Text>
          }
        />
      )}

      {step === "name" && (
        <Card.Root>
          <Card.Body>
            <NameStep onDone={finishNewAccount} />
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}
