import { Box, Card, Heading, HStack, List, Stack, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { BackLink } from "../../components/BackLink.tsx";
import { formatRupees } from "../../format/money.ts";
import {
  COSTS,
  MILESTONES,
  type PlanSection,
  PROBLEM,
  REVENUE_ICON,
  REVENUE_STREAMS,
  WHO_PAYS,
} from "./businessPlanContent.ts";

/** /business-plan: KhetSetu's sample business plan and revenue model (informational, no data from the server). */
export default function BusinessPlanScreen() {
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4" pb="24">
      <BackLink />
      <Heading as="h1" size="2xl" mt="2" mb="1">
        <Trans>Business Plan and Revenue Model</Trans>
      </Heading>
      <Text color="gray.700" mb="4">
        <Trans>How KhetSetu can pay for itself while staying free for farm workers. Sample figures.</Trans>
      </Text>
      <Stack gap="4">
        <SectionCard section={PROBLEM} />
        <SectionCard section={WHO_PAYS} />
        <RevenueStreams />
        <SectionCard section={COSTS} />
        <SectionCard section={MILESTONES} />
      </Stack>
    </Box>
  );
}

function SectionCard({ section }: { section: PlanSection }) {
  const { i18n } = useLingui();
  const Icon = section.icon;
  const headingId = `plan-${section.id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <HStack gap="2">
          <Box color="brand.fg" flex="none">
            <Icon aria-hidden />
          </Box>
          <Heading as="h2" size="md" id={headingId}>
            {i18n._(section.title)}
          </Heading>
        </HStack>
        <Text>{i18n._(section.summary)}</Text>
        <List.Root ps="5" gap="1">
          {section.points.map((point) => (
            <List.Item key={point.id}>{i18n._(point)}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

function RevenueStreams() {
  const { i18n } = useLingui();
  return (
    <Card.Root as="section" aria-labelledby="plan-revenue">
      <Card.Body gap="3">
        <HStack gap="2">
          <Box color="brand.fg" flex="none">
            <REVENUE_ICON aria-hidden />
          </Box>
          <Heading as="h2" size="md" id="plan-revenue">
            <Trans>Revenue streams</Trans>
          </Heading>
        </HStack>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Stream</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Paid by</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Price</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {REVENUE_STREAMS.map((stream) => (
              <Table.Row key={stream.name.id}>
                <Table.Cell>{i18n._(stream.name)}</Table.Cell>
                <Table.Cell>{i18n._(stream.payer)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {formatRupees(stream.price)}{" "}
                  <Text as="span" fontSize="xs" color="gray.600" display="block">
                    {i18n._(stream.per)}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
