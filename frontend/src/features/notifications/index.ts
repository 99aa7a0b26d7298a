// Notifications in the app: the top bar's bell with the unread count, marking read, the notification's address
// from the SMS's short link, and the choices of Account Settings.
export { NotificationBell } from "./NotificationBell.tsx";
export { NotificationPreferences } from "./NotificationPreferences.tsx";
export { useMarkNotificationsRead } from "./useMarkNotificationsRead.ts";
export { appPathOf, notificationGlobalId } from "./notificationLinks.ts";
