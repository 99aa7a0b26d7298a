import { createContext, type ReactNode, useContext } from "react";

/**
 * What the app frame puts at the end of every screen's top bar (the notification bell for a signed-in person).
 * Headers show it through `HeaderActions`; outside the app frame (a screen rendered alone) there is none.
 */
const HeaderActionsContext = createContext<ReactNode>(null);

export function HeaderActionsProvider({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return <HeaderActionsContext.Provider value={actions}>{children}</HeaderActionsContext.Provider>;
}

/** The top bar's actions, if the app frame gave any. */
export function useHeaderActions(): ReactNode {
  return useContext(HeaderActionsContext);
}

/** Renders the top bar's actions where a header ends. */
export function HeaderActions() {
  return useHeaderActions();
}
