/**
 * What other folders use of push/: a reason to notify a member queued (a like, a match, a message,
 * a boost), one payload queued to one subscription (the date check-in), the subscriptions in an
 * export, and the notify and deliver jobs (app.ts).
 */
export { pushNotifyJob, queuePush } from "./notify";
export { pushDeliverJob, queueDelivery } from "./deliver";
export { subscriptionsOf } from "./repo";
