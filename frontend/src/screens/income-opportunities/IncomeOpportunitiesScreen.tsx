import { Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { TrendingUp } from "lucide-react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router";
import type { IncomeOpportunitiesScreenQuery } from "../../__generated__/IncomeOpportunitiesScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { INCOME_CONTENT } from "./incomeContent.ts";
import { OpportunityCard } from "./OpportunityCard.tsx";
import { useEarningsLabel } from "./useEarningsLabel.ts";
import { EarningsSection } from "./EarningsSection.tsx";
import { BackLink } from "../../components/BackLink.tsx";

const query = graphql`
  query IncomeOpportunitiesScreenQuery($laborer: Boolean!, $from: Date!, $to: Date!) {
    viewer {
      id
      userType
      firstName
    }
    ...EarningsSection_query @include(if: $laborer) @alias(as: "earnings")
  }
`;

/**
 * /income-opportunities: a laborer's own earnings first (this month or last), then sample income ideas for the
 * viewer's role, set in Karnataka.
 */
export default function IncomeOpportunitiesScreen() {
  const reference = useRouteQuery<IncomeOpportunitiesScreenQuery>();
  const data = usePreloadedQuery<IncomeOpportunitiesScreenQuery>(query, reference);
  const { from, to } = reference.variables;
  const { i18n } = useLingui();
  const earningsLabel = useEarningsLabel();
  const userType = data.viewer?.userType;
  const content =
    userType && userType in INCOME_CONTENT ? INCOME_CONTENT[userType as keyof typeof INCOME_CONTENT] : null;
  const firstName = data.viewer?.firstName;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <HStack mb="3">
        <BackLink />
      </HStack>
      <Heading as="h1" size="2xl" mb="1">
        <Trans>Income Opportunities</Trans>
      </Heading>
      {firstName && (
        <Text color="gray.700">
          <Trans>Namaste, {firstName}!</Trans>
        </Text>
      )}

      {data.earnings && userType === "laborer" && <EarningsSection query={data.earnings} period={{ from, to }} />}

      {!content ? (
        <Stack gap="4" mt="6">
          <Text>
            <Trans>Choose your role to see income opportunities for you.</Trans>
          </Text>
          <Button asChild colorPalette="brand" alignSelf="flex-start">
            <Link to="/user-type-selection">
              <Trans>Choose Role</Trans>
            </Link>
          </Button>
        </Stack>
      ) : (
        <Stack gap="6" mt="2">
          <Text color="gray.700">{i18n._(content.tagline)}</Text>

          <Card.Root bg="brand.solid" color="brand.contrast" borderWidth="0">
            <Card.Body>
              <Flex gap="3" align="center">
                <TrendingUp size={28} aria-hidden />
                <Stack gap="0.5">
                  <Text fontSize="sm">{i18n._(content.highlight.label)}</Text>
                  <Text fontSize="xl" fontWeight="bold">
                    {earningsLabel(content.highlight.earnings)}
                  </Text>
                </Stack>
              </Flex>
            </Card.Body>
          </Card.Root>

          {content.sections.map(({ key, icon: Icon, title, items }) => (
            <Stack as="section" key={key} gap="3" aria-labelledby={`income-${key}`}>
              <HStack gap="2" color="brand.fg">
                <Icon size={22} aria-hidden />
                <Heading as="h2" size="lg" id={`income-${key}`} color="gray.900">
                  {i18n._(title)}
                </Heading>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {items.map((item) => (
                  <OpportunityCard key={item.key} opportunity={item} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}

          <Stack as="section" gap="3" aria-labelledby="income-next">
            <Heading as="h2" size="lg" id="income-next">
              <Trans>Get started</Trans>
            </Heading>
            <Flex gap="3" wrap="wrap">
              {content.nextSteps.map(({ to, label }, index) => (
                <Button
                  key={to}
                  asChild
                  colorPalette="brand"
                  variant={index === 0 ? "solid" : "outline"}
                  flex={{ base: "1 1 100%", sm: "0 0 auto" }}
                >
                  <Link to={to}>{i18n._(label)}</Link>
                </Button>
              ))}
            </Flex>
          </Stack>

          <Text fontSize="sm" color="gray.600">
            <Trans>Sample figures for Karnataka; actual earnings vary by season, place and skill.</Trans>
          </Text>
        </Stack>
      )}
    </Box>
  );
}
