// The public surface of the notifications module: other modules import only this.
// In-app notices, their preferences and mail.
export { notificationsRoutes } from "./notifications.routes";
export { notifyOrderPaid, pageUrl, unreadCount } from "./notifications.service";
export { type NotifyDeps, notify } from "./notify";
