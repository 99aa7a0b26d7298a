import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockEnvironment } from "relay-test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { JobCardApply } from "../jobs/index.ts";
import { forgetPushOnLogoutLinks } from "./forgetPush.ts";
import { PushOffer } from "./PushOffer.tsx";
import { closePushOffer, currentPushOffer } from "./pushOffer.ts";

// The browser's push APIs, faked: Notification (its permission and question), PushManager, and the service worker
// registration's pushManager with the subscription it makes. The app's own code runs as it is.
const SERVER_KEY = "BB49kRYFa_FS2BuOkJhZJj72b_Jmps78cyMJWXmxGc3m4aZgezW_w1M3wlsZsRgKNuhI0VwkXj-gt47EmpRx5KQ";
const ENDPOINT = "https://push.example.net/send/abc123";
const P256DH = "BMbD0RFpOgCgUvREZ3pqpYbNUX9m-IB8xFPeUygOr732QAKHrpBOohDTVgQUnokcbNULwMv2xJ6Dfh9qCdI0AlE";
const AUTH = "qXJzGraX6iBtLCc2rHxPyw";

type Permission = "default" | "granted" | "denied";

function fakeBrowser({ permission = "default", answer = "granted" }: { permission?: Permission; answer?: Permission }) {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const unsubscribe = vi.fn(async () => true);
  let current: PushSubscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      current = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }),
        unsubscribe,
      } as unknown as PushSubscription;
      return current;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal("Notification", notification);
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { notification, pushManager, unsubscribe, subscribed: () => current };
}

afterEach(() => {
  act(() => closePushOffer());
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

function renderApplies() {
  return renderWithRelay(
    <>
      <JobCardApply jobId="job-1" dailyRate={800} viewerHasApplied={false} />
      <JobCardApply jobId="job-2" dailyRate={900} viewerHasApplied={false} />
      <PushOffer />
    </>,
  );
}

const QUESTION = "Get notified on this phone when the employer answers your application?";

async function apply(environment: MockEnvironment, nth: number, typename = "MutationApplyToJobSuccess") {
  const user = userEvent.setup();
  await user.click(screen.getAllByRole("button", { name: "Apply Now" })[nth]!);
  const op = environment.mock.getMostRecentOperation();
  expect(op.request.node.params.name).toBe("JobCardApplyMutation");
  const jobId = op.request.variables.jobId as string;
  act(() => {
    environment.mock.resolve(op, {
      data: {
        applyToJob:
          typename === "MutationApplyToJobSuccess"
            ? {
                __typename: typename,
                data: {
                  id: `app-${jobId}`,
                  status: "pending",
                  requestedRate: 800,
                  job: { id: jobId, viewerHasApplied: true, applicationsCount: 1 },
                },
              }
            : { __typename: typename, __isError: typename, message: "You have already applied for this job" },
      },
    });
  });
}

/** Answers the prompt's question for the server's push key (the prompt asks it before showing). */
async function answerKeyQuery(environment: MockEnvironment, pushPublicKey: string | null = SERVER_KEY) {
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe("pushServerKeyQuery"),
  );
  act(() => {
    environment.mock.resolveMostRecentOperation({ data: { pushPublicKey } });
  });
}

const operationNames = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((op) => op.request.node.params.name);

describe("the offer of push notifications", () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser({});
  });

  it("is not made on load, nor after a refused application, only after the first successful one", async () => {
    const { environment } = renderApplies();
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(operationNames(environment)).toEqual([]);

    await apply(environment, 0, "ConflictError");
    await screen.findByText("You have already applied for this job");
    expect(currentPushOffer()).toBeNull();
    expect(operationNames(environment)).not.toContain("pushServerKeyQuery");

    await apply(environment, 1);
    await answerKeyQuery(environment);
    expect(await screen.findByRole("alertdialog", { name: QUESTION })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Turn on" })).toBeTruthy();
    // Nothing asked the browser yet.
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("Not now is remembered: the next application asks nothing", async () => {
    const user = userEvent.setup();
    const { environment } = renderApplies();
    await apply(environment, 0);
    await answerKeyQuery(environment);
    await user.click(await screen.findByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(localStorage.getItem("pushPrompt")).toBe("off");
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await apply(environment, 0);
    await screen.findByText("Application Submitted");
    expect(currentPushOffer()).toBeNull();
    expect(operationNames(environment)).not.toContain("pushServerKeyQuery");
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it("Turn on asks the browser, subscribes with the server's key and sends the subscription", async () => {
    const user = userEvent.setup();
    const { environment } = renderApplies();
    await apply(environment, 0);
    await answerKeyQuery(environment);
    await user.click(await screen.findByRole("button", { name: "Turn on" }));

    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1));
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(65);
    expect(
      btoa(String.fromCharCode(...key))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, ""),
    ).toBe(SERVER_KEY);

    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe("pushServerSubscribeMutation"),
    );
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.variables).toEqual({ endpoint: ENDPOINT, p256dh: P256DH, auth: AUTH });
    act(() => {
      environment.mock.resolve(save, {
        data: { subscribePush: { __typename: "MutationSubscribePushSuccess" } },
      });
    });
    expect(await screen.findByText("Notifications are on")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(localStorage.getItem("pushPrompt")).toBe("on");
  });

  it("blocked in the browser's own question: nothing is subscribed, and it is not asked again", async () => {
    vi.unstubAllGlobals();
    browser = fakeBrowser({ answer: "denied" });
    const user = userEvent.setup();
    const { environment } = renderApplies();
    await apply(environment, 0);
    await answerKeyQuery(environment);
    await user.click(await screen.findByRole("button", { name: "Turn on" }));
    await waitFor(() => expect(localStorage.getItem("pushPrompt")).toBe("off"));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(operationNames(environment)).not.toContain("pushServerSubscribeMutation");
  });

  it("is not made when the server has no push key", async () => {
    const { environment } = renderApplies();
    await apply(environment, 0);
    await answerKeyQuery(environment, null);
    await screen.findByText("Application Submitted");
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("is not made when the browser has no Push API", async () => {
    Reflect.deleteProperty(globalThis, "PushManager");
    Reflect.deleteProperty(window, "PushManager");
    const { environment } = renderApplies();
    await apply(environment, 0);
    await screen.findByText("Application Submitted");
    expect(currentPushOffer()).toBeNull();
    expect(operationNames(environment)).not.toContain("pushServerKeyQuery");
  });
});

describe("Logout with push on", () => {
  it("forgets this browser's subscription on the server, then in the browser, then signs out", async () => {
    const browser = fakeBrowser({ permission: "granted" });
    await navigator.serviceWorker.ready.then((registration) =>
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(65) }),
    );
    const go = vi.fn();
    const { environment } = renderWithRelay(<a href="/api/logout">Logout</a>);
    const remove = forgetPushOnLogoutLinks(environment, go);

    fireEvent.click(screen.getByRole("link", { name: "Logout" }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe("pushServerUnsubscribeMutation"),
    );
    const forget = environment.mock.getMostRecentOperation();
    expect(forget.request.variables).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
    act(() => {
      environment.mock.resolve(forget, { data: { unsubscribePush: true } });
    });
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${window.location.origin}/api/logout`));
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    remove();
  });
});
