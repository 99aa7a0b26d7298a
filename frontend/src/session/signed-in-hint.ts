/**
 * localStorage key of the signed-in hint: "1" while the browser last saw a signed-in session. public/boot.js
 * reads it before the first paint (the session cookie is invisible to scripts) to decide whether to show the
 * prerendered landing page; it is only a hint, the session check still decides what renders.
 */
export const SIGNED_IN_STORAGE_KEY = "signedIn";

export function rememberSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_STORAGE_KEY, "1");
    else localStorage.removeItem(SIGNED_IN_STORAGE_KEY);
  } catch {
    // storage unavailable: boot.js shows no prerendered page then
  }
}
