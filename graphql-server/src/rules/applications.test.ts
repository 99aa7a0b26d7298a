import { describe, expect, it } from "vitest";
import { APPLY_FORM_REFUSAL_PARAMS, applyRefusalIn, withApplyRefusal } from "./applications.ts";

const refusalOf = (path: string, jobId: string) =>
  applyRefusalIn(new URL(path, "http://localhost").searchParams, jobId);

describe("a refused Apply Now form, named in the address it goes back to", () => {
  it("keeps the page's own address and names the refusal, its job and the limit's wait", () => {
    const back = withApplyRefusal("/browse-jobs?category=fisheries#list", "Sm9iOjE=", {
      refusal: "limit",
      retryAfterSeconds: 3600,
    });
    expect(back.startsWith("/browse-jobs?category=fisheries&")).toBe(true);
    expect(back.endsWith("#list")).toBe(true);
    expect(refusalOf(back, "Sm9iOjE=")).toEqual({ refusal: "limit", retryAfterSeconds: 3600 });
  });

  it("names a refusal once, however often it comes back", () => {
    const once = withApplyRefusal("/jobs", "Sm9iOjE=", { refusal: "refused", retryAfterSeconds: null });
    const twice = withApplyRefusal(once, "Sm9iOjI=", { refusal: "limit", retryAfterSeconds: 60 });
    const search = new URL(twice, "http://localhost").searchParams;
    expect(search.getAll(APPLY_FORM_REFUSAL_PARAMS.refusal)).toEqual(["limit"]);
    expect(refusalOf(twice, "Sm9iOjI=")).toEqual({ refusal: "limit", retryAfterSeconds: 60 });
    expect(refusalOf(twice, "Sm9iOjE=")).toBeNull();
  });

  it("reads only a known name, for its own job, with a wait only for the limit", () => {
    const p = APPLY_FORM_REFUSAL_PARAMS;
    expect(refusalOf(`/jobs?${p.refusal}=hacked&${p.job}=J`, "J")).toBeNull();
    expect(refusalOf(`/jobs?${p.refusal}=limit`, "J")).toBeNull();
    expect(refusalOf(`/jobs?${p.refusal}=refused&${p.job}=J&${p.retryAfter}=60`, "J")).toEqual({
      refusal: "refused",
      retryAfterSeconds: null,
    });
    expect(refusalOf(`/jobs?${p.refusal}=limit&${p.job}=J&${p.retryAfter}=soon`, "J")).toEqual({
      refusal: "limit",
      retryAfterSeconds: null,
    });
  });
});
