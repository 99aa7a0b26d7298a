import { Box, Button, HStack, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, useState } from "react";

/** The height the send box takes at the bottom of the screen, so the thread can leave room for it. */
export const SEND_BOX_HEIGHT_PX = 76;

/**
 * The message box fixed to the bottom of the screen, `bottom` pixels up (above the app's navigation bar, or the
 * keyboard on phones: see useBottomOffset). Sending hands the trimmed text over and empties the box at once;
 * blank text is not sent.
 */
export function SendBox({ onSend, bottom = 0 }: { onSend: (content: string) => void; bottom?: number }) {
  const { t } = useLingui();
  const [content, setContent] = useState("");

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = content.trim();
    if (!text) return;
    setContent("");
    onSend(text);
  }

  return (
    <Box
      as="form"
      onSubmit={submit}
      position="fixed"
      insetX="0"
      bottom={`${bottom}px`}
      bg="white"
      borderTopWidth="1px"
      px="3"
      py="2"
      zIndex="docked"
    >
      <HStack maxW="3xl" mx="auto" gap="2" align="end">
        <Textarea
          aria-label={t`Message`}
          placeholder={t`Type a message`}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          rows={1}
          autoresize
          maxH="32"
          minH="44px"
          bg="white"
        />
        <Button
          type="submit"
          colorPalette="brand"
          minH="44px"
          minW="44px"
          disabled={!content.trim()}
          aria-label={t`Send`}
        >
          <SendHorizontal aria-hidden />
        </Button>
      </HStack>
    </Box>
  );
}
