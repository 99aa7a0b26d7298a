// The notifications feature's public module: notify (inside a write's transaction), the queue, the workers and
// web push.
export { type NotificationInput, type Notifier, notify } from "./notify.ts";
export { type JobQueue, QUEUES, createJobQueue, quietHoursFromEnv } from "../../queue/job-queue.ts";
export { type PushSender, createPushSender, loadVapidKeys } from "../../push/web-push.ts";
export { startNotificationWorkers } from "./worker.ts";
