import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  BookOpen,
  Briefcase,
  ChevronRight,
  ClipboardList,
  GraduationCap,
  type LucideIcon,
  Search,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import type { UserType } from "../../session/session.ts";

type Suggestion = { to: string; title: MessageDescriptor; description: MessageDescriptor; icon: LucideIcon };

/** The registration-success page's three role-specific next steps. */
export const NEXT_STEPS: Record<UserType, Suggestion[]> = {
  laborer: [
    {
      to: "/skill-assessment",
      title: msg`Take Skill Assessment`,
      description: msg`Add your skills to get better job matches`,
      icon: ClipboardList,
    },
    { to: "/browse-jobs", title: msg`Browse Jobs`, description: msg`Find farm work near you`, icon: Search },
    {
      to: "/employers",
      title: msg`Find Employers`,
      description: msg`Connect with farm owners who are hiring`,
      icon: Briefcase,
    },
  ],
  employer: [
    {
      to: "/post-job",
      title: msg`Post a Job`,
      description: msg`Tell workers what work you need done`,
      icon: Briefcase,
    },
    { to: "/laborers", title: msg`Find Laborers`, description: msg`Browse skilled farm workers near you`, icon: Users },
    {
      to: "/courses",
      title: msg`Training Courses`,
      description: msg`Help your workers learn new skills`,
      icon: BookOpen,
    },
  ],
  training_provider: [
    {
      to: "/create-course",
      title: msg`Create a Course`,
      description: msg`Share your expertise with farm workers`,
      icon: GraduationCap,
    },
    { to: "/laborers", title: msg`Find Laborers`, description: msg`Reach workers who want to learn`, icon: Users },
    {
      to: "/employers",
      title: msg`Find Employers`,
      description: msg`Partner with farms to train their workers`,
      icon: Briefcase,
    },
  ],
};

export function NextSteps({ userType }: { userType: UserType }) {
  const { i18n } = useLingui();
  return (
    <Stack as="section" gap="3" aria-labelledby="next-steps-title">
      <Heading as="h2" size="lg" id="next-steps-title">
        <Trans>Next steps</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {NEXT_STEPS[userType].map(({ to, title, description, icon: Icon }) => (
          <Card.Root key={to} asChild variant="outline" _hover={{ borderColor: "brand.400", bg: "brand.50" }}>
            <Link to={to}>
              <Card.Body p="4">
                <HStack gap="3" align="center">
                  <Box
                    flex="none"
                    display="grid"
                    placeItems="center"
                    boxSize="10"
                    rounded="lg"
                    bg="brand.50"
                    color="brand.700"
                  >
                    <Icon size={22} aria-hidden />
                  </Box>
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="semibold">{i18n._(title)}</Text>
                    <Text fontSize="sm" color="gray.600">
                      {i18n._(description)}
                    </Text>
                  </Stack>
                  <Box flex="none" color="gray.600">
                    <ChevronRight size={20} aria-hidden />
                  </Box>
                </HStack>
              </Card.Body>
            </Link>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
