import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { CircleCheck, Clock, MapPin, type LucideIcon, Smartphone, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { VerificationTiles_user$key } from "../../__generated__/VerificationTiles_user.graphql.ts";

function Tile({
  icon: Icon,
  title,
  done,
  status,
}: {
  icon: LucideIcon;
  title: ReactNode;
  done: boolean;
  status: ReactNode;
}) {
  return (
    <Box
      role="listitem"
      data-done={done}
      px="2"
      py="3"
      rounded="xl"
      borderWidth="1px"
      borderColor={done ? "brand.200" : "orange.200"}
      bg={done ? "brand.50" : "orange.50"}
    >
      <Stack gap="1" align="center" textAlign="center">
        <Box color={done ? "brand.700" : "orange.700"}>
          <Icon size={24} aria-hidden />
        </Box>
        <Text fontWeight="semibold" fontSize="sm" lineHeight="short">
          {title}
        </Text>
        <Text
          as="span"
          display="inline-flex"
          alignItems="center"
          gap="1"
          fontSize="xs"
          color={done ? "brand.700" : "orange.800"}
        >
          {done ? <CircleCheck size={14} aria-hidden /> : <Clock size={14} aria-hidden />}
          {status}
        </Text>
      </Stack>
    </Box>
  );
}

/** The three verification tiles: mobile verified, address verified, profile complete (name, gender and age). */
export function VerificationTiles({ user }: { user: VerificationTiles_user$key }) {
  const data = useFragment(
    graphql`
      fragment VerificationTiles_user on User {
        isMobileVerified
        isAddressVerified
        firstName
        gender
        age
      }
    `,
    user,
  );
  const profileComplete = Boolean(data.firstName && data.gender && data.age != null);
  return (
    <SimpleGrid role="list" columns={3} gap={{ base: "2", sm: "3" }}>
      <Tile
        icon={Smartphone}
        title={<Trans>Mobile Number</Trans>}
        done={data.isMobileVerified}
        status={data.isMobileVerified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}
      />
      <Tile
        icon={MapPin}
        title={<Trans>Address</Trans>}
        done={data.isAddressVerified}
        status={data.isAddressVerified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}
      />
      <Tile
        icon={UserRound}
        title={<Trans>Profile</Trans>}
        done={profileComplete}
        status={profileComplete ? <Trans>Complete</Trans> : <Trans>Incomplete</Trans>}
      />
    </SimpleGrid>
  );
}
