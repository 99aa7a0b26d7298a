import { Box, Heading, Skeleton, Stack, Switch, Tabs } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useState } from "react";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import { useNavigate, useSearchParams } from "react-router";
import { notify } from "../../toasts/toaster.ts";
import type { SkillAssessmentScreenQuery } from "../../__generated__/SkillAssessmentScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { RegistrationSkills } from "./RegistrationSkills.tsx";
import { SkillPicker } from "./SkillPicker.tsx";
import { SkillsFetchError } from "./SkillsFetchError.tsx";
import { TestModeSkills } from "./TestModeSkills.tsx";
import { BackLink } from "../../components/BackLink.tsx";

const query = graphql`
  query SkillAssessmentScreenQuery {
    ...SkillPicker_query
  }
`;

/** Where the user lands after saving: the skill tree, which shows the skills just added. */
export const AFTER_SAVE_PATH = "/skill-tree";

/** `?variant=registration` opens the static registration variant instead of the skill picker. */
export const REGISTRATION_VARIANT = "registration";

/** `?test=1` opens the developer stub (test mode) and shows its switch; users never see either. */
export const TEST_MODE_PARAM = "test";

type View = "skills" | "registration";

/**
 * Skill assessment (/skill-assessment). Two tabs, both the whole catalogue and both saving what was ticked:
 * 'My Skills' and 'Registration' (step 1 of 3, also reachable as /skill-assessment?variant=registration). The developer stub
 * (test mode) and its switch exist only with ?test=1. Back goes to /.
 */
export default function SkillAssessmentScreen() {
  const queryRef = useRouteQuery<SkillAssessmentScreenQuery>();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>(
    searchParams.get("variant") === REGISTRATION_VARIANT ? "registration" : "skills",
  );
  const developer = searchParams.get(TEST_MODE_PARAM) === "1";
  const [testMode, setTestMode] = useState(developer);

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink />
      <Heading as="h1" size="xl" mt="2" mb="4">
        <Trans>Skill Assessment</Trans>
      </Heading>

      <Tabs.Root
        value={view}
        onValueChange={(e) => setView(e.value as View)}
        colorPalette="brand"
        variant="enclosed"
        lazyMount
        unmountOnExit
        fitted
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="skills" minH="44px">
            <Trans>My Skills</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="registration" minH="44px">
            <Trans>Registration</Trans>
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="skills">
          <Stack gap="4">
            {developer && (
              <Switch.Root
                checked={testMode}
                onCheckedChange={(e) => setTestMode(e.checked)}
                colorPalette="brand"
                minH="44px"
                alignSelf="flex-start"
              >
                <Switch.HiddenInput role="switch" />
                <Switch.Control />
                <Switch.Label>
                  <Trans>Test mode</Trans>
                </Switch.Label>
              </Switch.Root>
            )}
            <Heading as="h2" size="md">
              {testMode ? <Trans>Test skills</Trans> : <Trans>Farm skills</Trans>}
            </Heading>
            {testMode ? (
              <TestModeSkills />
            ) : (
              <ErrorBoundary fallback={<SkillsFetchError />}>
                <Suspense fallback={<CatalogueSkeleton />}>
                  <Catalogue queryRef={queryRef} view="skills" />
                </Suspense>
              </ErrorBoundary>
            )}
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="registration">
          <Heading as="h2" size="md" mb="3">
            <Trans>Choose Your Skills</Trans>
          </Heading>
          <ErrorBoundary fallback={<SkillsFetchError />}>
            <Suspense fallback={<CatalogueSkeleton />}>
              <Catalogue queryRef={queryRef} view="registration" />
            </Suspense>
          </ErrorBoundary>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

/** Reads the route's query; kept inside the error boundary so a failed fetch shows 'Failed to fetch skills'. */
function Catalogue({ queryRef, view }: { queryRef: PreloadedQuery<SkillAssessmentScreenQuery>; view: View }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const data = usePreloadedQuery<SkillAssessmentScreenQuery>(query, queryRef);
  if (view === "registration") return <RegistrationSkills query={data} />;
  return (
    <SkillPicker
      query={data}
      intro={<Trans>Select the skills you have, then save them to your profile.</Trans>}
      saveLabel={t`Save Skills`}
      onSaved={() => {
        notify.success(t`Skills saved successfully!`);
        void navigate(AFTER_SAVE_PATH);
      }}
    />
  );
}

function CatalogueSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t`Loading skills`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="44px" />
      ))}
    </Stack>
  );
}
