export * from "./users";
export * from "./social";
export * from "./platform";
export * from "./push";
export * from "./verification";
export * from "./site";
export * from "./privacy";
export * from "./trust";
