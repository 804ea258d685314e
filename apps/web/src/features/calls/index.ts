/** What other features use of calls: starting one from a conversation, and a call's line in it. */
export { useCalls } from "./context";
export { CallEntry } from "./CallEntry";
