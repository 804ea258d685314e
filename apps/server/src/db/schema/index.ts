export * from "./users";
export * from "./social";
export * from "./platform";
export * from "./push";
export * from "./privacy";
