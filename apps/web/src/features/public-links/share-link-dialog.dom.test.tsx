// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { ShareLinkDialog } from "./share-link-dialog.tsx";

let calls: FetchCall[] = [];
let answer: (call: FetchCall) => FetchReply;
const URL_SHOWN = `http://app.test/public/${"u".repeat(43)}`;
const LINK = {
  id: 5,
  kind: "shortlist",
  title: "",
  profiles: [
    { id: 1, title: "Java dev" },
    { id: 2, title: "Python dev" },
  ],
  position: null,
  language: "en",
  status: "active",
  view_count: 0,
  last_viewed_at: null,
  expires_at: "2026-12-26T10:00:00.000Z",
  revoked_at: null,
  created_at: "2026-11-26T10:00:00.000Z",
  created_by: null,
  contact_count: 0,
  contacts: [],
};

beforeEach(() => {
  answer = () => ok({ link: LINK, url: URL_SHOWN });
  calls = stubFetch((call) => answer(call));
});
afterEach(() => vi.unstubAllGlobals());

const PROFILES = [
  { id: 1, title: "Java dev" },
  { id: 2, title: "Python dev" },
];
const posts = () => calls.filter((c) => c.path === "/api/public-links");

describe("ShareLinkDialog", () => {
  it("refuses an empty shortlist under its field, then creates the link with the chosen profiles and shows it once", async () => {
    const onClose = vi.fn();
    const view = renderScreen(<ShareLinkDialog profiles={PROFILES} kind="shortlist" onClose={onClose} />);
    await view.user.click(screen.getByTestId("share-pick-1"));
    await view.user.click(screen.getByTestId("share-pick-2"));
    await view.user.click(screen.getByTestId("share-submit"));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(posts()).toEqual([]);

    await view.user.click(screen.getByTestId("share-pick-2"));
    await view.user.click(screen.getByTestId("share-submit"));
    expect(((await screen.findByTestId("share-url")) as HTMLInputElement).value).toBe(URL_SHOWN);
    expect(posts()[0]?.body).toEqual({
      kind: "shortlist",
      profile_ids: [2],
      title: "",
      expires_in_days: 30,
      language: "en",
    });
    expect(screen.getByText(/It expires on 26\/12\/2026/)).toBeTruthy();
  });

  it("shares a position: its title by default, the position instead of profiles, no profile picker", async () => {
    const view = renderScreen(
      <ShareLinkDialog
        position={{ id: 4, title: "Senior Java developer" }}
        kind="position"
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText("Share the position")).toBeTruthy();
    expect(screen.queryByTestId("share-pick-1")).toBeNull();
    expect((screen.getByTestId("share-title") as HTMLInputElement).value).toBe("Senior Java developer");
    await view.user.click(screen.getByTestId("share-submit"));
    expect(await screen.findByTestId("share-url")).toBeTruthy();
    expect(posts()[0]?.body).toEqual({
      kind: "position",
      position_id: 4,
      title: "Senior Java developer",
      expires_in_days: 30,
      language: "en",
    });
  });

  it("puts the server's field message under the field", async () => {
    answer = () =>
      apiFailure(400, "validation.failed", [
        { field: "profile_ids", code: "validation.invalid", message: "Invalid value." },
      ]);
    const view = renderScreen(<ShareLinkDialog profiles={PROFILES} kind="shortlist" onClose={vi.fn()} />);
    await view.user.click(screen.getByTestId("share-submit"));
    expect(await screen.findByText("Invalid value.", { exact: false })).toBeTruthy();
    expect(screen.queryByTestId("share-url")).toBeNull();
  });
});
