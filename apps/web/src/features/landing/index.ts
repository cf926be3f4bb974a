// The landing feature's public face: other features import only from here (layer rule web-feature-boundaries).
// The other public pages (pricing, terms, privacy) use the landing's frame: its top bar and footer.
export { PublicPageFrame } from "./components/public-page-frame.tsx";
