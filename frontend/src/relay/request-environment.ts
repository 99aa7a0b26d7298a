import { createContext } from "react";
import type { IEnvironment } from "relay-runtime";

/**
 * The Relay environment of one server render (its own store, filled by that request's queries). Unset in the
 * browser, where the app frame uses the page's one environment.
 */
export const RequestEnvironment = createContext<IEnvironment | null>(null);
