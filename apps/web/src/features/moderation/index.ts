/** What other features use of moderation: the staff panel (analytics page) and the member avatar of its queues (member administration). */
export { ModerationPanel } from "./ModerationPanel";
export { MemberAvatar } from "./QueueStates";
export { moderationKeys } from "./queries";
