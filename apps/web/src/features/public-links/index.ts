// The public-links feature's public face: other features import only from here (layer rule web-feature-boundaries).
export {
  SharePositionButton,
  ShareProfileButton,
  ShareShortlistButton,
  useCanShare,
} from "./share-buttons.tsx";
