/** Marks what a printed page leaves out (the controls). */
export const PRINT_HIDDEN = { "data-print-hidden": "" } as const;

// Printed, the statement is the page: the app's bottom bar, its banners and the controls stay off the paper.
const PRINT_CSS = "@media print{nav,[data-print-hidden]{display:none!important}body{background:#fff!important}}";

/** The statement's print rules, in the page while it shows. */
export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
