// The answer to the in-app question about push notifications, kept in this browser so it is asked once.

const STORAGE_KEY = "pushPrompt";

/** "on": turned on; "off": Not now, closed, blocked in the browser's own question, or it failed. */
export type PushAnswer = "on" | "off";

export function storedPushAnswer(): PushAnswer | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "on" || value === "off" ? value : null;
  } catch {
    return null;
  }
}

export function rememberPushAnswer(answer: PushAnswer) {
  try {
    localStorage.setItem(STORAGE_KEY, answer);
  } catch {
    // storage unavailable: asked again next time
  }
}

/** After signing out with push on: whoever signs in next on this browser is asked again. */
export function forgetPushAnswer() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable
  }
}
