import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, avatarProblem } from "./avatar-rules.ts";

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
