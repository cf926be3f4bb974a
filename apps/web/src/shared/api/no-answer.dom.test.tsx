// @vitest-environment happy-dom
import { ERRORS, ROLE } from "@mkt/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { signIn } from "../../test/session.ts";
import { errorText } from "../i18n/error-text.ts";
import { isApiError } from "./api-error.ts";
import { apiRequest } from "./http-client.ts";
import { uploadFile } from "./transfer.ts";

/** A call that gets no answer at all is not a server error: the user is told to check the connection. */
describe("a call without an answer", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  async function failureOf(call: Promise<unknown>) {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
    return error;
  }

  it("a data call whose fetch fails reports common.network_error", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const error = await failureOf(apiRequest("things", z.object({})));
    expect([error.status, error.code]).toEqual([0, "common.network_error"]);
    expect(errorText(error, "en")).toBe(ERRORS["common.network_error"].en);
  });

  it("an upload the browser could not send reports upload.not_sent, not a server error", async () => {
    signIn(ROLE.SUPPLIER);
    /** An XMLHttpRequest whose send fails as Chromium's does when the chosen file is gone or the network drops. */
    class FailingRequest {
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      status = 0;
      responseText = "";
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    vi.stubGlobal("XMLHttpRequest", FailingRequest);
    const file = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    const error = await failureOf(uploadFile("profile/uploadCv", file, z.object({})));
    expect([error.status, error.code]).toEqual([0, "upload.not_sent"]);
    expect(errorText(error, "it")).toBe(ERRORS["upload.not_sent"].it);
  });
});
