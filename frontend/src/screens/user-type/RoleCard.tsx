import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, GraduationCap, type LucideIcon, Sprout, Tractor } from "lucide-react";
import type { UserType } from "../../session/session.ts";

const ICONS: Record<UserType, LucideIcon> = { laborer: Sprout, employer: Tractor, training_provider: GraduationCap };

/** One selectable account type: a toggle button (aria-pressed) with an icon, name and one-line description. */
export function RoleCard({
  role,
  label,
  description,
  selected,
  onSelect,
}: {
  role: UserType;
  label: string;
  description: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const Icon = ICONS[role];
  return (
    <chakra.button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      display="flex"
      alignItems="center"
      gap="4"
      w="full"
      minH="44px"
      p="4"
      textAlign="start"
      bg={selected ? "brand.50" : "white"}
      borderWidth="2px"
      borderColor={selected ? "brand.600" : "gray.300"}
      rounded="xl"
      cursor="pointer"
      transition="border-color 0.15s, background-color 0.15s"
      _hover={{ borderColor: selected ? "brand.600" : "brand.300" }}
      _focusVisible={{ outline: "3px solid", outlineColor: "brand.500", outlineOffset: "2px" }}
    >
      <Box
        flex="none"
        display="grid"
        placeItems="center"
        boxSize="12"
        rounded="lg"
        bg={selected ? "white" : "brand.50"}
        color="brand.700"
      >
        <Icon size={26} aria-hidden />
      </Box>
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="bold" fontSize="md" color="gray.900">
          {label}
        </Text>
        <Text fontSize="sm" color="gray.600">
          {description}
        </Text>
      </Stack>
      <Box flex="none" color={selected ? "brand.600" : "transparent"} aria-hidden>
        <CircleCheck size={24} />
      </Box>
    </chakra.button>
  );
}
