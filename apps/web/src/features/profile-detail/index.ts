// The profile detail feature's public face: other features import only from here (layer rule web-feature-boundaries).
// It owns complete_detail and the actions on a profile that every card shares (save, availability, invite, chat);
// it sits above profiles, search, availability and chat, which is why those actions do not live in profiles.
export { ProfileActions, type ProfileActionsProps } from "./components/profile-actions.tsx";
