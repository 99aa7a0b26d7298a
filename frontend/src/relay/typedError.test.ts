import fs from "node:fs";
import path from "node:path";
import { i18n, setupI18n } from "@lingui/core";
import { OTP_USED_UP_MESSAGE } from "@rules/otp.ts";
import { PROFILE_MESSAGES } from "@rules/profile.ts";
import { commitMutation, graphql } from "react-relay";
import { createMockEnvironment } from "relay-test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { typedErrorTestMutation$data } from "../__generated__/typedErrorTestMutation.graphql.ts";
import { notify } from "../toasts/toaster.ts";
import { ERROR_FALLBACKS, notifyError, readTypedError, requestError, type TypedError } from "./typedError.ts";

const signedOut = vi.hoisted(() => ({ handleSignedOut: vi.fn() }));
vi.mock("./signed-out.ts", () => signedOut);

afterEach(() => vi.restoreAllMocks());

const english = setupI18n({ locale: "en", messages: { en: {} } });
/** Hindi with the one fallback the tests look for. */
const HINDI_USED_UP = "बहुत ज़्यादा गलत कोशिशें: यह OTP अब काम नहीं करेगा। कृपया नया OTP मँगाएँ।";
const hindi = setupI18n({ locale: "hi", messages: { hi: { [OTP_USED_UP_MESSAGE]: HINDI_USED_UP } } });
/** Messages as a Hindi user gets them from the server, which words them in the request's language. */
const HINDI_PINCODE = "पिनकोड 6 अंकों का होना चाहिए";
const HINDI_APPLIED = "आप इस काम के लिए पहले ही आवेदन कर चुके हैं";

const mutation = graphql`
  mutation typedErrorTestMutation($mobileNumber: String!) {
    sendOtp(mobileNumber: $mobileNumber) {
      __typename
      ...typedError_error @alias(as: "error")
      ... on MutationSendOtpSuccess {
        data {
          message
        }
      }
    }
  }
`;

/** Runs the test mutation through a Relay environment and returns its result as the screens get it. */
function resultOf(sendOtp: Record<string, unknown>): typedErrorTestMutation$data["sendOtp"] {
  const environment = createMockEnvironment();
  let response: typedErrorTestMutation$data | undefined;
  commitMutation(environment, {
    mutation,
    variables: { mobileNumber: "9876500001" },
    onCompleted: (data) => (response = data as typedErrorTestMutation$data),
  });
  environment.mock.resolveMostRecentOperation({ data: { sendOtp } });
  if (!response) throw new Error("the mutation did not complete");
  return response.sendOtp;
}

/** A typed error reply as the server sends it: every error type implements Error. */
const reply = (typename: string, fields: Record<string, unknown>) => ({
  __typename: typename,
  __isError: typename,
  ...fields,
});

const base = { fieldErrors: {}, retryAfterSeconds: null, otpUsedUp: false, signedOut: false };

/** The types implementing the Error interface in the printed schema. */
function errorTypesInSchema(): string[] {
  const schema = fs.readFileSync(path.resolve(import.meta.dirname, "../../../schema.graphql"), "utf8");
  return [...schema.matchAll(/^type (\w+) implements ([^{]+)\{/gm)]
    .filter(([, , interfaces]) => interfaces!.split("&").some((name) => name.trim() === "Error"))
    .map(([, name]) => name!);
}

describe("ERROR_FALLBACKS", () => {
  it("has a fallback for every error type in the schema, and for a failed request", () => {
    const types = errorTypesInSchema();
    expect(types).toContain("ValidationError");
    expect(types.filter((type) => !(type in ERROR_FALLBACKS))).toEqual([]);
    expect(Object.keys(ERROR_FALLBACKS).sort()).toEqual([...types, "RequestError"].sort());
  });

  it("gives each a message", () => {
    for (const descriptor of Object.values(ERROR_FALLBACKS)) expect(english._(descriptor).trim()).not.toBe("");
  });
});

describe("readTypedError", () => {
  it.each([
    ["NotFoundError", "This job was not found"],
    ["ForbiddenError", "Only the employer who posted this job can change it"],
    ["ConflictError", HINDI_APPLIED],
    ["ServiceUnavailableError", "SMS delivery is not available right now. Please try again shortly."],
  ])("reads a %s's message as the server sent it", (typename, message) => {
    expect(readTypedError(hindi, resultOf(reply(typename, { message })))).toEqual({ ...base, typename, message });
  });

  it("reads a ValidationError's field errors as sent, the first per field", () => {
    const result = resultOf(
      reply("ValidationError", {
        message: HINDI_PINCODE,
        fieldErrors: [
          { field: "pincode", message: HINDI_PINCODE },
          { field: "pincode", message: "A second problem" },
          { field: "cityVillage", message: "Not a known place" },
        ],
      }),
    );
    expect(readTypedError(hindi, result)).toEqual({
      ...base,
      typename: "ValidationError",
      message: HINDI_PINCODE,
      fieldErrors: { pincode: HINDI_PINCODE, cityVillage: "Not a known place" },
    });
  });

  it("does not translate an English message again: the server chose the language", () => {
    const translated = setupI18n({ locale: "hi", messages: { hi: { [PROFILE_MESSAGES.pincode]: HINDI_PINCODE } } });
    const result = resultOf(reply("ValidationError", { message: PROFILE_MESSAGES.pincode, fieldErrors: [] }));
    expect(readTypedError(translated, result).message).toBe(PROFILE_MESSAGES.pincode);
  });

  it("shows the type's fallback in the user's language when the server sent no message", () => {
    const result = resultOf(reply("OtpUsedUpError", { message: " " }));
    expect(readTypedError(hindi, result)).toEqual({
      ...base,
      typename: "OtpUsedUpError",
      message: HINDI_USED_UP,
      otpUsedUp: true,
    });
    const conflict = resultOf(reply("ConflictError", { message: "" }));
    expect(readTypedError(english, conflict).message).toBe(english._(ERROR_FALLBACKS.ConflictError));
  });

  it("reads a RateLimitError's seconds to wait", () => {
    const message = "Too many OTP requests. Please try again in 1 minute.";
    expect(readTypedError(english, resultOf(reply("RateLimitError", { message, retryAfterSeconds: 60 })))).toEqual({
      ...base,
      typename: "RateLimitError",
      message,
      retryAfterSeconds: 60,
    });
  });

  it("marks an OtpUsedUpError, with the server's message", () => {
    const result = resultOf(reply("OtpUsedUpError", { message: HINDI_USED_UP }));
    expect(readTypedError(english, result)).toEqual({
      ...base,
      typename: "OtpUsedUpError",
      message: HINDI_USED_UP,
      otpUsedUp: true,
    });
  });

  it("marks an UnauthorizedError as a lost session", () => {
    const result = resultOf(reply("UnauthorizedError", { message: "Signing in is required" }));
    expect(readTypedError(english, result)).toEqual({
      ...base,
      typename: "UnauthorizedError",
      message: "Signing in is required",
      signedOut: true,
    });
  });

  it("gives a result of a type that is no Error an empty message, so the screen shows its fallback", () => {
    const result = resultOf({ __typename: "SomethingNew" });
    expect(result.error).toBeNull();
    expect(readTypedError(english, result)).toEqual({ ...base, typename: "SomethingNew", message: "" });
  });

  it("leaves the success branch without an error", () => {
    const result = resultOf({ __typename: "MutationSendOtpSuccess", data: { message: "OTP sent successfully" } });
    expect(result.error).toBeNull();
    expect(result.data?.message).toBe("OTP sent successfully");
  });
});

describe("requestError", () => {
  it("takes the server's GraphQL error message", () => {
    const error = Object.assign(new Error("Relay: refused"), {
      source: { errors: [{ message: " " }, { message: "अनुमति नहीं है" }] },
    });
    expect(requestError(hindi, error)).toEqual({ ...base, typename: "RequestError", message: "अनुमति नहीं है" });
  });

  it("never shows a transport failure's text, leaving the message to the screen", () => {
    expect(requestError(english, new Error("500: Internal Server Error")).message).toBe("");
    expect(requestError(english, undefined).message).toBe("");
  });

  it("marks HTTP 401 as a lost session", () => {
    expect(requestError(english, new Error("401: Unauthorized")).signedOut).toBe(true);
  });
});

describe("notifyError", () => {
  beforeEach(() => {
    vi.spyOn(notify, "error").mockImplementation(() => {});
    signedOut.handleSignedOut.mockClear();
  });
  const error = (fields: Partial<TypedError>): TypedError => ({
    ...base,
    typename: "ConflictError",
    message: "",
    ...fields,
  });

  it("toasts the screen's title with the error's message, else the screen's fallback, else the type's", () => {
    notifyError(error({ message: HINDI_APPLIED }), "Application Failed", "Please try again.");
    expect(notify.error).toHaveBeenLastCalledWith("Application Failed", HINDI_APPLIED);
    notifyError(error({}), "Application Failed", "Please try again.");
    expect(notify.error).toHaveBeenLastCalledWith("Application Failed", "Please try again.");
    i18n.loadAndActivate({ locale: "en", messages: {} });
    notifyError(error({ typename: "RequestError" }), "Error");
    expect(notify.error).toHaveBeenLastCalledWith("Error", "Something went wrong. Please try again.");
  });

  it("leaves a lost session to the sign-in redirect, starting it for an UnauthorizedError", () => {
    notifyError(error({ typename: "RequestError", signedOut: true }), "Error", "Please try again.");
    expect(signedOut.handleSignedOut).not.toHaveBeenCalled();
    notifyError(
      error({ typename: "UnauthorizedError", message: "Signing in is required", signedOut: true }),
      "Error",
      "x",
    );
    expect(signedOut.handleSignedOut).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
