/**
 * A notification's Relay global id from its plain number (the SMS's short link /n/<number> carries it): the
 * server's ids are base64 of "Notification:<number>". Anything but a number names no notification.
 */
export function notificationGlobalId(databaseId: string | undefined): string {
  return btoa(`Notification:${databaseId && /^\d{1,9}$/.test(databaseId) ? databaseId : "0"}`);
}

/** A notification opens an app path only (/my-applications, /job/…); anything else opens the list instead. */
export function appPathOf(link: string): string {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : "/notifications";
}
