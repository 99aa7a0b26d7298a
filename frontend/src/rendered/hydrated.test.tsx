import { act, lazy, type ReactNode, Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydration, useHydrated } from "./hydrated.ts";
import { fixPageClock, renderingServerPage } from "./page-clock.ts";

function Frame({ children }: { children: ReactNode }) {
  useHydrated();
  return <div>{children}</div>;
}

function Part() {
  return <p>the part</p>;
}

// React's act() waits for the renders it starts.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("useHydrated", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    document.documentElement.removeAttribute("data-ssr");
    document.documentElement.removeAttribute("data-hydrated");
    fixPageClock(null);
  });

  it("marks the page hydrated once a part in a Suspense boundary has hydrated, not with the frame", async () => {
    const container = document.createElement("div");
    container.id = "root";
    document.body.append(container);
    container.innerHTML = renderToString(
      <Frame>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </Frame>,
    );
    document.documentElement.setAttribute("data-ssr", "");
    fixPageClock(Date.now());

    let load: (module: { default: typeof Part }) => void = () => {};
    const LazyPart = lazy(() => new Promise<{ default: typeof Part }>((resolve) => (load = resolve)));
    let hydrated = false;
    void hydration().then(() => (hydrated = true));
    await act(async () => {
      root = hydrateRoot(
        container,
        <Frame>
          <Suspense fallback={null}>
            <LazyPart />
          </Suspense>
        </Frame>,
      );
    });
    // The frame has hydrated and run its effect; the part waits for its code.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
    expect(renderingServerPage()).toBe(true);
    expect(hydrated).toBe(false);

    await act(async () => load({ default: Part }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
    expect(renderingServerPage()).toBe(false);
    expect(hydrated).toBe(true);
    expect(container.textContent).toBe("the part");
  });

  it("counts the page as working PARTS_WAIT_MS after the frame when a part never gets its code", async () => {
    // Fresh modules: this page has not hydrated yet.
    vi.resetModules();
    const fresh = await import("./hydrated.ts");
    function FreshFrame({ children }: { children: ReactNode }) {
      fresh.useHydrated();
      return <div>{children}</div>;
    }
    const container = document.createElement("div");
    container.id = "root";
    document.body.replaceChildren(container);
    container.innerHTML = renderToString(
      <FreshFrame>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </FreshFrame>,
    );
    document.documentElement.setAttribute("data-ssr", "");
    const NeverLoads = lazy(() => new Promise<{ default: typeof Part }>(() => {}));
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    try {
      await act(async () => {
        root = hydrateRoot(
          container,
          <FreshFrame>
            <Suspense fallback={null}>
              <NeverLoads />
            </Suspense>
          </FreshFrame>,
        );
      });
      vi.advanceTimersByTime(fresh.PARTS_WAIT_MS - 1000);
      expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
      vi.advanceTimersByTime(2000);
      expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
