import { installServerStorage } from "./server-storage.ts";

/**
 * The server bundle's entry (vite-server-render.ts; issue 20, Speed): the web storage the app's
 * modules read as they load is installed first, then the renderer and its modules are loaded.
 */
installServerStorage();

const renderer = await import("./server-render.tsx");

export const { signedInDocument, serverRenders, SERVER_RENDERED_PATHS } = renderer;
export type { SignedInPageRequest } from "./server-render.tsx";
