import { type Messages, setupI18n } from "@lingui/core";
import { MOBILE_NUMBER_MESSAGE } from "@rules/mobile-number.ts";
import { INVALID_OTP_MESSAGE, OTP_USED_UP_MESSAGE } from "@rules/otp.ts";
import { PROFILE_MESSAGES } from "@rules/profile.ts";
import { commitMutation, graphql } from "react-relay";
import { createMockEnvironment } from "relay-test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { typedErrorTestMutation$data } from "../__generated__/typedErrorTestMutation.graphql.ts";
import { notify } from "../components/toaster.tsx";
import { notifyError, readTypedError, requestError, translateServerMessage, type TypedError } from "./typedError.ts";

const signedOut = vi.hoisted(() => ({ handleSignedOut: vi.fn() }));
vi.mock("./signed-out.ts", () => signedOut);

afterEach(() => vi.restoreAllMocks());

const english = setupI18n({ locale: "en", messages: { en: {} } });
/** Hindi with the shared messages the tests look for. */
const HINDI_USED_UP = "बहुत ज़्यादा गलत कोशिशें: यह OTP अब काम नहीं करेगा। कृपया नया OTP मँगाएँ।";
const HINDI_PINCODE = "पिनकोड 6 अंकों का होना चाहिए";
const hindi = setupI18n({
  locale: "hi",
  messages: { hi: { [OTP_USED_UP_MESSAGE]: HINDI_USED_UP, [PROFILE_MESSAGES.pincode]: HINDI_PINCODE } },
});

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
  commitMutation(environment, { mutation, variables: { mobileNumber: "9876500001" }, onCompleted: (data) => (response = data as typedErrorTestMutation$data) });
  environment.mock.resolveMostRecentOperation({ data: { sendOtp } });
  if (!response) throw new Error("the mutation did not complete");
  return response.sendOtp;
}

/** A typed error reply as the server sends it: every error type implements Error. */
const reply = (typename: string, fields: Record<string, unknown>) => ({ __typename: typename, __isError: typename, ...fields });

const base = { fieldErrors: {}, retryAfterSeconds: null, otpUsedUp: false, signedOut: false };

describe("readTypedError", () => {
  it.each([
    ["NotFoundError", "This job was not found"],
    ["ForbiddenError", "Only the employer who posted this job can change it"],
    ["ConflictError", "You have already applied for this job"],
    ["ServiceUnavailableError", "SMS delivery is not available right now. Please try again shortly."],
  ])("reads a %s's message as it came", (typename, message) => {
    expect(readTypedError(english, resultOf(reply(typename, { message })))).toEqual({ ...base, typename, message });
  });

  it("reads a ValidationError's field errors, the first per field, translating shared messages", () => {
    const result = resultOf(
      reply("ValidationError", {
        message: "Please check the highlighted fields",
        fieldErrors: [
          { field: "pincode", message: PROFILE_MESSAGES.pincode },
          { field: "pincode", message: "A second problem" },
          { field: "cityVillage", message: "Not a known place" },
        ],
      }),
    );
    expect(readTypedError(hindi, result)).toEqual({
      ...base,
      typename: "ValidationError",
      message: "Please check the highlighted fields",
      fieldErrors: { pincode: HINDI_PINCODE, cityVillage: "Not a known place" },
    });
  });

  it("translates a shared rule's message sent as the error message", () => {
    const result = resultOf(reply("ValidationError", { message: MOBILE_NUMBER_MESSAGE, fieldErrors: [] }));
    expect(readTypedError(english, result).message).toBe(MOBILE_NUMBER_MESSAGE);
    const translated = setupI18n({ locale: "kn", messages: { kn: { [MOBILE_NUMBER_MESSAGE]: "ಮಾನ್ಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ" } } });
    expect(readTypedError(translated, result).message).toBe("ಮಾನ್ಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ");
  });

  it("reads a RateLimitError's seconds to wait", () => {
    const message = "Too many codes requested. Try again in 10 minutes.";
    expect(readTypedError(english, resultOf(reply("RateLimitError", { message, retryAfterSeconds: 600 })))).toEqual({
      ...base,
      typename: "RateLimitError",
      message,
      retryAfterSeconds: 600,
    });
  });

  it("marks an OtpUsedUpError, always with the shared message in the user's language", () => {
    const result = resultOf(reply("OtpUsedUpError", { message: OTP_USED_UP_MESSAGE }));
    expect(readTypedError(hindi, result)).toEqual({ ...base, typename: "OtpUsedUpError", message: HINDI_USED_UP, otpUsedUp: true });
    const otherWording = resultOf(reply("OtpUsedUpError", { message: "Code used up" }));
    expect(readTypedError(english, otherWording).message).toBe(OTP_USED_UP_MESSAGE);
  });

  it("marks an UnauthorizedError as a lost session", () => {
    const result = resultOf(reply("UnauthorizedError", { message: "Signing in is required" }));
    expect(readTypedError(english, result)).toEqual({ ...base, typename: "UnauthorizedError", message: "Signing in is required", signedOut: true });
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

describe("the shared messages in the app's catalogs", () => {
  const shared = [MOBILE_NUMBER_MESSAGE, INVALID_OTP_MESSAGE, OTP_USED_UP_MESSAGE, ...Object.values(PROFILE_MESSAGES)];

  /** The app's compiled catalog for a locale, as the app loads it. */
  async function catalog(locale: string) {
    const { messages } = (await import(`../locales/${locale}.po`)) as { messages: Messages };
    return setupI18n({ locale, messages: { [locale]: messages } });
  }

  it.each(["hi", "kn", "te"])("%s translates every message the server may send", async (locale) => {
    const i18n = await catalog(locale);
    const untranslated = shared.filter((message) => {
      const result = resultOf(reply("ValidationError", { message, fieldErrors: [{ field: "x", message }] }));
      const error = readTypedError(i18n, result);
      return error.message === message || error.fieldErrors.x !== error.message;
    });
    expect(untranslated).toEqual([]);
  });

  it("en shows them as the server wrote them", async () => {
    const i18n = await catalog("en");
    expect(shared.map((message) => translateServerMessage(i18n, message))).toEqual(shared);
  });
});

describe("requestError", () => {
  it("takes the server's GraphQL error message", () => {
    const error = Object.assign(new Error("Relay: refused"), { source: { errors: [{ message: " " }, { message: "Not allowed" }] } });
    expect(requestError(english, error)).toEqual({ ...base, typename: "RequestError", message: "Not allowed" });
  });

  it("never shows a transport failure's text", () => {
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
  const error = (fields: Partial<TypedError>): TypedError => ({ ...base, typename: "ConflictError", message: "", ...fields });

  it("toasts the screen's title with the error's message, or the screen's fallback", () => {
    notifyError(error({ message: "You have already applied for this job" }), "Application Failed", "Please try again.");
    expect(notify.error).toHaveBeenLastCalledWith("Application Failed", "You have already applied for this job");
    notifyError(error({}), "Application Failed", "Please try again.");
    expect(notify.error).toHaveBeenLastCalledWith("Application Failed", "Please try again.");
  });

  it("leaves a lost session to the sign-in redirect, starting it for an UnauthorizedError", () => {
    notifyError(error({ typename: "RequestError", signedOut: true }), "Error", "Please try again.");
    expect(signedOut.handleSignedOut).not.toHaveBeenCalled();
    notifyError(error({ typename: "UnauthorizedError", message: "Signing in is required", signedOut: true }), "Error", "x");
    expect(signedOut.handleSignedOut).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
