import { Button, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ReturnAction, signInThen } from "./public-return.ts";

/**
 * A signed-out visitor's Apply Now or Enroll Now: a link to sign in, which comes back to `path` and does `action`
 * there once; `hint` under it says that signing in comes first.
 */
export function SignInFirstLink({
  path,
  action,
  label,
  hint,
}: {
  path: string;
  action: ReturnAction;
  label: ReactNode;
  hint: ReactNode;
}) {
  return (
    <Stack gap="1" align="stretch">
      <Button asChild colorPalette="brand" width="full" minH="44px">
        <Link to={signInThen(path, action)}>{label}</Link>
      </Button>
      <Text fontSize="sm" color="gray.600" textAlign="center">
        {hint}
      </Text>
    </Stack>
  );
}
