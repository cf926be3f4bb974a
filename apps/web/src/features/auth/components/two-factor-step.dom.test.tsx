// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { completeLogin, loginWithRecoveryCode, loginWithTotp } from "../api.ts";
import { TwoFactorStep } from "./two-factor-step.tsx";

// The http boundary: the feature's api module, so the form, its schema and the mutation run for real.
vi.mock("../api.ts", () => ({
  loginWithTotp: vi.fn(),
  loginWithRecoveryCode: vi.fn(),
  completeLogin: vi.fn(),
}));

const CHALLENGE = "challenge-0123456789";
const signedIn = { id: 7, email: "giulia@example.com" };
const result = { token: "t", user: signedIn, mfa_enrolment_required: false };

function show() {
  const onLoggedIn = vi.fn();
  const view = renderScreen(
    <TwoFactorStep challenge={CHALLENGE} onLoggedIn={onLoggedIn} onBack={() => {}} />,
  );
  return {
    ...view,
    onLoggedIn,
    verify: () => view.user.click(screen.getByRole("button", { name: "Verify" })),
  };
}

beforeEach(() => {
  vi.mocked(loginWithTotp)
    .mockReset()
    .mockResolvedValue(result as never);
  vi.mocked(loginWithRecoveryCode)
    .mockReset()
    .mockResolvedValue(result as never);
  vi.mocked(completeLogin)
    .mockReset()
    .mockResolvedValue(signedIn as never);
});

describe("TwoFactorStep", () => {
  it("accepts only six digits", async () => {
    const { user, verify } = show();
    const code = screen.getByRole("textbox", { name: /6-digit code/ });
    for (const wrong of ["12345", "12a456"]) {
      await user.clear(code);
      await user.type(code, wrong);
      await verify();
      expect((await screen.findByRole("alert")).textContent).toBe("Invalid value.");
    }
    expect(loginWithTotp).not.toHaveBeenCalled();
  });

  it("submits the app's code (spaces dropped) and signs in", async () => {
    const { user, verify, onLoggedIn } = show();
    await user.type(screen.getByRole("textbox", { name: /6-digit code/ }), "123 456");
    await verify();
    expect(loginWithTotp).toHaveBeenCalledWith(CHALLENGE, "123456");
    expect(completeLogin).toHaveBeenCalledWith(result);
    expect(onLoggedIn).toHaveBeenCalledWith(signedIn);
  });

  it("switches to a recovery code and submits it", async () => {
    const { user, verify, onLoggedIn } = show();
    await user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    expect(screen.queryByRole("textbox", { name: /6-digit code/ })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: /Recovery code/ }), "ABCDE-FGHIJ");
    await verify();
    expect(loginWithRecoveryCode).toHaveBeenCalledWith(CHALLENGE, "abcdefghij");
    expect(loginWithTotp).not.toHaveBeenCalled();
    expect(onLoggedIn).toHaveBeenCalledWith(signedIn);
  });
});
