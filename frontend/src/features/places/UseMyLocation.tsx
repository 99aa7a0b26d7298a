import { Button, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { LocateFixed } from "lucide-react";
import { useState } from "react";

type Point = { latitude: number; longitude: number };

/**
 * "Use my location": asks the browser for the device's position only when pressed, and centres the search on
 * it; pressed again it goes back to the person's own place. A refusal or failure says so and changes nothing.
 */
export function UseMyLocation({ active, onLocated }: { active: boolean; onLocated: (point: Point | null) => void }) {
  const { t } = useLingui();
  const [state, setState] = useState<"idle" | "locating" | "failed">("idle");
  if (!("geolocation" in navigator)) return null;

  function locate() {
    if (active) {
      onLocated(null);
      return;
    }
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState("idle");
        // Three decimals (about 100 m) are enough for a radius and keep the exact spot out of the URL.
        const round = (value: number) => Math.round(value * 1000) / 1000;
        onLocated({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) });
      },
      () => setState("failed"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }

  return (
    <>
      <Button
        variant={active ? "solid" : "outline"}
        colorPalette="brand"
        bg={active ? undefined : "white"}
        minH="44px"
        aria-pressed={active}
        loading={state === "locating"}
        onClick={locate}
      >
        <LocateFixed size={18} aria-hidden />
        {t`Use my location`}
      </Button>
      {state === "failed" && (
        <Text role="status" fontSize="sm" color="gray.700">
          {t`Your location is not available. Jobs near your own place are shown.`}
        </Text>
      )}
    </>
  );
}
