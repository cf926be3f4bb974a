import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, avatarChoiceOf, avatarProblem } from "./avatar-rules.ts";

describe("avatarProblem", () => {
  it("accepts PNG, JPEG and WebP up to 2 MB", () => {
    expect(avatarProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(avatarProblem({ type: "image/webp", size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it("refuses other types and larger files", () => {
    expect(avatarProblem({ type: "image/gif", size: 10 })).toBe("wrongType");
    expect(avatarProblem({ type: "image/svg+xml", size: 10 })).toBe("wrongType");
    expect(avatarProblem({ type: "image/jpeg", size: AVATAR_MAX_BYTES + 1 })).toBe("tooLarge");
  });
});

describe("avatarChoiceOf", () => {
  it("reads the stored choice: built-in avatar, uploaded picture, or initials", () => {
    expect(avatarChoiceOf({ profile_image_name: "avatar-woman.svg", profile_image_url: null })).toBe(
      "avatar-woman.svg",
    );
    expect(avatarChoiceOf({ profile_image_name: "avatar-man.svg", profile_image_url: null })).toBe(
      "avatar-man.svg",
    );
    expect(
      avatarChoiceOf({
        profile_image_name: "avatar-1.png",
        profile_image_url: "/api/users/1/avatar/avatar-1.png",
      }),
    ).toBe("picture");
    expect(avatarChoiceOf({ profile_image_name: "", profile_image_url: null })).toBe("initials");
    expect(avatarChoiceOf({ profile_image_name: "avatar-cat.svg", profile_image_url: null })).toBe(
      "initials",
    );
  });
});
