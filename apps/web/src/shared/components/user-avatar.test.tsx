import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { avatarPicture, UserAvatar } from "./user-avatar.tsx";

const base = { firstname: "Giulia", lastname: "verdi", profile_image_url: null };

describe("UserAvatar", () => {
  it("shows the uploaded picture", () => {
    const user = {
      ...base,
      profile_image_name: "avatar-0b7e3c1a-5d2f-4c6e-9a8b-1234567890ab.png",
      profile_image_url: "/api/users/7/avatar/avatar-0b7e3c1a-5d2f-4c6e-9a8b-1234567890ab.png",
    };
    expect(avatarPicture(user)).toBe(user.profile_image_url);
    const html = renderToStaticMarkup(<UserAvatar user={user} />);
    expect(html).toContain(`src="${user.profile_image_url}"`);
    expect(html).toContain('data-avatar="picture"');
  });

  it("shows the chosen built-in avatar from the web's static assets", () => {
    for (const name of ["avatar-woman.svg", "avatar-man.svg"]) {
      const user = { ...base, profile_image_name: name };
      expect(avatarPicture(user)).toBe(`/avatars/${name}`);
      const html = renderToStaticMarkup(<UserAvatar user={user} />);
      expect(html).toContain(`src="/avatars/${name}"`);
      expect(html).toContain('data-avatar="built-in"');
    }
  });

  it("shows the initials without a choice, for an unknown name, or a name without its picture", () => {
    for (const name of ["", "avatar-cat.svg", "avatar-0b7e3c1a-5d2f-4c6e-9a8b-1234567890ab.png"]) {
      const user = { ...base, profile_image_name: name };
      expect(avatarPicture(user)).toBeNull();
      const html = renderToStaticMarkup(<UserAvatar user={user} />);
      expect(html).not.toContain("<img");
      expect(html).toContain(">GV</div>");
      expect(html).toContain('data-avatar="initials"');
    }
  });
});
