/** What other features use of analytics: its query keys (moderation refreshes the counts after a decision). */
export { analyticsKeys } from "./queries";
