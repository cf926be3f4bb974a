import { Route, Routes } from "react-router";
import { renderScreen } from "../../test/render.tsx";
import { OpenNeedPage } from "./open-need-page.tsx";
import { OpenSessionProvider } from "./open-session.tsx";

/** The visitor's need page at `path` (/open/need_open_create/{token}…) inside the open area's session. */
export function showOpenNeedPage(token: string, path: string, language: "it" | "en" = "en") {
  return renderScreen(
    <OpenSessionProvider
      value={{
        token,
        entry: "need_open_create",
        language,
        versionProduct: 2,
        haveSidebar: true,
        inside: false,
      }}
    >
      <Routes>
        <Route path="/open/need_open_create/:token" element={<OpenNeedPage />} />
      </Routes>
    </OpenSessionProvider>,
    { path, language },
  );
}
