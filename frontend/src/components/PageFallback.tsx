import { Center, Spinner } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** Shown while a screen's code or data is on its way. */
export function PageFallback() {
  const { t } = useLingui();
  return (
    <Center minH="50vh" aria-busy="true">
      <Spinner color="brand.solid" size="lg" aria-label={t`Loading`} />
    </Center>
  );
}
