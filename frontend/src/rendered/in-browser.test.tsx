import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useBrowserValue, useInBrowser } from "./in-browser.ts";

function Where() {
  const inBrowser = useInBrowser();
  const width = useBrowserValue(() => "wide", "unknown");
  return <p>{`${inBrowser ? "browser" : "server"} ${width}`}</p>;
}

describe("useInBrowser and useBrowserValue", () => {
  it("give the server's value when rendered on the server", () => {
    expect(renderToString(<Where />)).toContain("server unknown");
  });

  it("give the browser's value when rendered in the browser", () => {
    render(<Where />);
    expect(screen.getByText("browser wide")).toBeTruthy();
  });
});
