import type { Endpoint, UrlInput } from "./endpoint";
import { pathOf, type RouteSpec } from "./routes/route";

/**
 * The route table without its schemas, for the browser (`@ulfa/contracts/endpoints`). The table's
 * entries hold zod schemas, and loading them builds zod and every schema: the web keeps zod off its
 * first screen (docs/architecture.md, "No zod on the first screen"), so it calls through these
 * method-and-path pairs instead. They are not a second declaration: `npm run endpoints` writes
 * them from the table (./endpoint-table.ts), the typecheck holds each to its entry's method and
 * path, and apps/web/src/api/endpoints.test.ts fails on a missing one. The types of what a call
 * sends and gets back come from the entries themselves, as types only.
 */
export { endpoints } from "./endpoint-table";
export * from "./endpoint";

/**
 * The URL of one call of an endpoint (pathOf of the table: every `:name` filled in and encoded, the
 * query through URLSearchParams, undefined left out), e.g. for an image or a download link.
 */
export function urlOf<E extends Endpoint>(endpoint: E, input?: UrlInput<E>): string {
  const { params, query } = (input ?? {}) as { params?: never; query?: never };
  return pathOf(endpoint as unknown as RouteSpec, params, query);
}
