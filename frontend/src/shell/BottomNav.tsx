import { Box, Flex, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import {
  BarChart3,
  BookOpen,
  Briefcase,
  Home,
  IndianRupee,
  MessageCircle,
  PlusCircle,
  Store,
  User,
} from "lucide-react";
import { type ComponentType, useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { usePublishedNavHeight } from "./bottomNavHeight.ts";
import { warmRoutes } from "./warmRoutes.ts";

type Item = {
  to: string;
  label: MessageDescriptor | string;
  icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }>;
};

// 'Analytics' stays in English in every language.
const ANALYTICS = "Analytics";

/** The links of each role's bar. */
export const NAV_ITEMS: Record<"laborer" | "employer" | "training_provider", Item[]> = {
  laborer: [
    { to: "/", label: msg`Home`, icon: Home },
    { to: "/jobs", label: msg`Jobs`, icon: Briefcase },
    { to: "/services", label: msg`Marketplace`, icon: Store },
    { to: "/income-opportunities", label: msg`Income`, icon: IndianRupee },
    { to: "/messages", label: msg`Messages`, icon: MessageCircle },
  ],
  employer: [
    { to: "/employer-dashboard", label: msg`Dashboard`, icon: Home },
    { to: "/post-job", label: msg`Post Job`, icon: PlusCircle },
    { to: "/services", label: msg`Marketplace`, icon: Store },
    { to: "/income-opportunities", label: msg`Income`, icon: IndianRupee },
    { to: "/analytics", label: ANALYTICS, icon: BarChart3 },
  ],
  training_provider: [
    { to: "/training-provider", label: msg`Dashboard`, icon: Home },
    { to: "/courses", label: msg`Courses`, icon: BookOpen },
    { to: "/income-opportunities", label: msg`Income`, icon: IndianRupee },
    { to: "/analytics", label: ANALYTICS, icon: BarChart3 },
    { to: "/profile", label: msg`Profile`, icon: User },
  ],
};

/**
 * A fixed bar per role. Labels wrap onto a second line rather than being cut short (long in kn and te). Its routes
 * are the role's main ones: when the phone is idle, their files are fetched into the service worker's cache.
 */
export function BottomNav({ userType }: { userType: keyof typeof NAV_ITEMS | "%future added value" }) {
  const items = NAV_ITEMS[userType as keyof typeof NAV_ITEMS];
  if (!items) return null;
  return <Bar items={items} />;
}

function Bar({ items }: { items: Item[] }) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLElement>(null);
  usePublishedNavHeight(ref);
  useEffect(() => warmRoutes(items.map((item) => item.to)), [items]);
  return (
    <Box
      ref={ref}
      as="nav"
      aria-label={i18n._(msg`Main`)}
      position="fixed"
      bottom="0"
      insetX="0"
      bg="white"
      borderTopWidth="1px"
      zIndex="sticky"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex maxW="3xl" mx="auto" justify="space-around">
        {items.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} end style={{ flex: "1 1 0", minWidth: 0 }}>
            {({ isActive }) => (
              <Flex
                direction="column"
                align="center"
                justify="center"
                minH="56px"
                h="full"
                px="0.5"
                py="1"
                gap="0.5"
                color={isActive ? "brand.fg" : "gray.600"}
                fontWeight={isActive ? "semibold" : "normal"}
                aria-current={isActive ? "page" : undefined}
              >
                <Icon size={22} aria-hidden />
                <Text fontSize="xs" lineHeight="1.3" textAlign="center" overflowWrap="anywhere">
                  {typeof label === "string" ? label : i18n._(label)}
                </Text>
              </Flex>
            )}
          </NavLink>
        ))}
      </Flex>
    </Box>
  );
}
