/** What other features use of discover: its query keys (to refresh the deck after their changes), the swipe counters, a prompt's voice button. */
export { discoverKeys, useSwipeStatus } from "./queries";
export { PromptVoiceButton } from "./components/PromptVoiceButton";
export { Photo } from "./components/Photo";
export * from "./prompt-text";
