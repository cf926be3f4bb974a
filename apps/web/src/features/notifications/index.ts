// The notifications feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { type NotificationList, notificationKeys, useLatestNotifications } from "./api.ts";
export { NotificationBell } from "./components/notification-bell.tsx";
export { useNotificationSound } from "./hooks/use-notification-sound.ts";
