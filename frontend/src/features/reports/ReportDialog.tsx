import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReportTargetType } from "@rules/moderation.ts";
import { Flag } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";

const loadPanel = () => import("./ReportDialogPanel.tsx");
const ReportDialogPanel = lazy(loadPanel);
/** Fetches the dialog's chunk ahead of a press; a failure shows when the dialog is opened. */
const preloadPanel = () => {
  loadPanel().catch(() => undefined);
};

type Props = {
  targetType: ReportTargetType;
  /** The reported thing's global id. */
  targetId: string;
  /** The button's text; "Report" by default. */
  label?: string;
};

/**
 * Report a job, person, conversation or course: the Report button, and the dialog it opens. The dialog and
 * Chakra's dialog part are their own chunk, fetched when the button is pointed at, focused or pressed, so the
 * screens that offer Report do not wait for them to start working.
 */
export function ReportDialog({ targetType, targetId, label }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        colorPalette="red"
        minH="11"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden />
        {label ?? t`Report`}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialogPanel
            targetType={targetType}
            targetId={targetId}
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
