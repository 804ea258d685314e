import { questionsRoutes } from "./questions";

export * from "./route";

/**
 * Every HTTP operation of the API, by feature (one file each in this folder). The server mounts
 * them all (apps/server/src/openapi/route-table.test.ts fails on a route missing from either side).
 */
export const routes = {
  questions: questionsRoutes,
};
