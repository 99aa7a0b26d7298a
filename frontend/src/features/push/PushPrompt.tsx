import { Button, Dialog, Portal } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { useRelayEnvironment } from "react-relay";
import { notify } from "../../toasts/toaster.ts";
import { type PushAnswer, rememberPushAnswer } from "./pushAnswer.ts";
import { closePushOffer, type PushReason } from "./pushOffer.ts";
import { fetchPushPublicKey } from "./pushServer.ts";
import { turnOnPush } from "./turnOnPush.ts";

/**
 * "Get notified on this phone when …?" with Turn on and Not now, once the server's push key is known (nothing
 * when the server has no push). Only Turn on asks the browser; either answer is kept, so it is asked once.
 */
export default function PushPrompt({ reason }: { reason: PushReason }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [turningOn, setTurningOn] = useState(false);

  useEffect(() => {
    let current = true;
    fetchPushPublicKey(environment).then(
      (key) => {
        if (!current) return;
        if (key) setPublicKey(key);
        else closePushOffer();
      },
      () => current && closePushOffer(),
    );
    return () => {
      current = false;
    };
  }, [environment]);

  if (!publicKey) return null;

  function answer(value: PushAnswer) {
    rememberPushAnswer(value);
    closePushOffer();
  }

  function turnOn(key: string) {
    setTurningOn(true);
    turnOnPush(environment, key).then(
      (outcome) => {
        if (outcome === "on") notify.success(t`Notifications are on`, t`You will get them on this phone.`);
        answer(outcome === "on" ? "on" : "off");
      },
      () => {
        notify.error(t`Could not turn on notifications`, t`Please try again later.`);
        answer("off");
      },
    );
  }

  const question = {
    application: t`Get notified on this phone when the employer answers your application?`,
    job: t`Get notified on this phone when workers apply for your job?`,
    course: t`Get notified on this phone when students enroll in your course?`,
  }[reason];

  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="sm"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open && !turningOn) answer("off");
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title display="flex" gap="2" alignItems="flex-start">
                <BellRing aria-hidden />
                {question}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={() => answer("off")} disabled={turningOn}>
                <Trans>Not now</Trans>
              </Button>
              <Button colorPalette="brand" minH="11" onClick={() => turnOn(publicKey)} loading={turningOn}>
                <Trans>Turn on</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
