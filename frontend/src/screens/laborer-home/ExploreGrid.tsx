import { Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import {
  BookOpen,
  Briefcase,
  Building2,
  GraduationCap,
  type LucideIcon,
  MessageCircle,
  MessageSquareHeart,
  Network,
  Users,
} from "lucide-react";
import { Link } from "react-router";

/** The Explore Platform tiles and where they lead. */
export const EXPLORE_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor; icon: LucideIcon }> = [
  { to: "/jobs", label: msg`Browse Jobs`, icon: Briefcase },
  { to: "/laborers", label: msg`Find Laborers`, icon: Users },
  { to: "/employers", label: msg`Find Employers`, icon: Building2 },
  { to: "/messages", label: msg`Messages`, icon: MessageCircle },
  { to: "/feedback", label: msg`Feedback`, icon: MessageSquareHeart },
  { to: "/training", label: msg`Training`, icon: BookOpen },
  { to: "/training-providers", label: msg`Training Providers`, icon: GraduationCap },
  { to: "/skill-tree", label: msg`Skill Tree`, icon: Network },
];

/** Explore Platform: a grid of links to the rest of the app. */
export function ExploreGrid() {
  const { i18n } = useLingui();
  return (
    <Stack as="section" gap="3" aria-labelledby="explore-heading">
      <Heading as="h2" size="md" id="explore-heading">
        <Trans>Explore Platform</Trans>
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="2">
        {EXPLORE_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Card.Root asChild size="sm" h="full" _hover={{ borderColor: "brand.solid" }}>
              <Link to={to}>
                <Card.Body alignItems="center" justifyContent="center" gap="2" minH="20" textAlign="center">
                  <Icon aria-hidden color="var(--chakra-colors-brand-600)" />
                  <Text fontSize="sm" fontWeight="medium">
                    {i18n._(label)}
                  </Text>
                </Card.Body>
              </Link>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
