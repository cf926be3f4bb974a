import { homeForRole, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import gate from "../../public/prerender-gate.js?raw";
import { VIEWPORT_LIMITS, viewportClass } from "../shared/session/view-class.ts";
import { matches, SERVER_RENDERED_PATHS, serverRenders, VIEWPORT_WIDTHS } from "./server-render-rules.ts";

const user = (role: (typeof ROLE)[keyof typeof ROLE]) => ({ role_id: role, home: homeForRole(role) });

describe("signed-in pages the server renders (server-render-rules.ts)", () => {
  it("renders a user's own dashboard and, for the client roles, the talent search", () => {
    expect(serverRenders("/dashboard_client", user(ROLE.CLIENT))).toBe(true);
    expect(serverRenders("/dashboard_supplier", user(ROLE.SUPPLIER))).toBe(true);
    expect(serverRenders("/profile_available", user(ROLE.CLIENT))).toBe(true);
    expect(serverRenders("/profile_available", user(ROLE.CLIENT_EMPLOYEES))).toBe(true);
  });

  it("renders no one else's home (it redirects), no search outside the client roles, no other path", () => {
    expect(serverRenders("/dashboard_client", user(ROLE.SUPPLIER))).toBe(false);
    expect(serverRenders("/dashboard_supplier", user(ROLE.CLIENT))).toBe(false);
    expect(serverRenders("/profile_available", user(ROLE.SUPPLIER))).toBe(false);
    expect(serverRenders("/profile_available", user(ROLE.ADMINISTRATOR))).toBe(false);
    expect(serverRenders("/my_profile", user(ROLE.PROFILE_ACCADEMY))).toBe(false);
    expect(serverRenders("/need", user(ROLE.CLIENT))).toBe(false);
    expect(SERVER_RENDERED_PATHS).not.toContain("/my_profile");
  });

  it("puts each width in the class of the limits the app's script lays out at, and renders each class inside it", () => {
    const classOf = (width: number) => viewportClass((limit) => width >= limit);
    expect([320, 599, 600, 767, 768, 899, 900, 1920].map(classOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(VIEWPORT_WIDTHS.map(classOf)).toEqual([0, 1, 2, 3]);
    // The gate (plain JavaScript, served as is) has its own copy of the limits.
    expect(gate).toContain(`const limits = [${VIEWPORT_LIMITS.join(", ")}];`);
  });

  it("answers the app's media queries for a width", () => {
    expect(matches("@media (min-width:900px)", 1280)).toBe(true);
    expect(matches("@media (min-width:900px)", 768)).toBe(false);
    expect(matches("(min-width: 768px)", 768)).toBe(true);
    expect(matches("@media (max-width:599.95px)", 375)).toBe(true);
    expect(matches("@media (max-width:599.95px)", 600)).toBe(false);
    expect(matches("(min-width:600px) and (max-width:899.95px)", 768)).toBe(true);
    expect(matches("(min-width:600px) and (max-width:899.95px)", 1280)).toBe(false);
    // Anything else holds nowhere (the server knows only the width).
    expect(matches("(prefers-reduced-motion: reduce)", 1280)).toBe(false);
    expect(matches("print", 1280)).toBe(false);
  });
});
