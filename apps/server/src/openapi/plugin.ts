import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { isMultipartOrJson, type MultipartOrJson } from "@ulfa/contracts";
import { requireAdmin, requireModerator, requireUser, SESSION_COOKIE } from "../auth";
import { ALL_OPERATIONS_JS } from "./all-operations";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

const SESSION_SCHEME = "session";
const VIEWPORT_META = '<meta name="viewport" content="width=device-width, initial-scale=1">';
/** Swagger UI on a 360-390 px screen: less side padding, long paths and summaries wrap. */
const PHONE_CSS = `@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 10px; }
  .swagger-ui .info { margin: 20px 0; }
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
  .swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-description { word-break: break-word; flex-shrink: 1; max-width: 100%; }
  .swagger-ui .opblock-tag { font-size: 18px; }
  .swagger-ui table { display: block; overflow-x: auto; }
}`;

/** Whether a route's preHandlers demand a signed-in member (or an admin). */
function needsSession(route: RouteOptions): boolean {
  const handlers = [route.preHandler].flat();
  return handlers.includes(requireUser) || handlers.includes(requireAdmin) || handlers.includes(requireModerator);
}

/**
 * Routes outside the route table that read the session cookie in their handler (no guard) yet
 * refuse without it: the socket's upgrade. Table entries say it with their `access`.
 */
const SESSION_CHECKED_IN_HANDLER: ReadonlySet<string> = new Set(["GET /ws"]);

const REQUIRED: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }];
const OPTIONAL: Record<string, string[]>[] = [{}, { [SESSION_SCHEME]: [] }];

/**
 * The cookie scheme per route: required, optional (used when present), or none. A route mounted
 * from the route table says so in its entry's `access`; one registered by hand, by its guard (or
 * SESSION_CHECKED_IN_HANDLER).
 */
function securityOf(route: RouteOptions, key: string): Record<string, string[]>[] | undefined {
  const access = route.config?.routeEntry?.access;
  if (access) return access === "public" ? undefined : access === "optional" ? OPTIONAL : REQUIRED;
  return needsSession(route) || SESSION_CHECKED_IN_HANDLER.has(key) ? REQUIRED : undefined;
}

/**
 * The OpenAPI 3.1 document, generated from the zod schemas every route already declares (through
 * fastify-type-provider-zod's transform), at GET /api/openapi.json, and a browsable reference at
 * /api/docs. Swagger UI's assets ship in @fastify/swagger-ui and are served from our origin, with
 * no inline script, so the page loads nothing from a CDN. Must be registered before the routes: it
 * collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Ulfa API",
        version: "1.0.0",
        description:
          "The HTTP API of Ulfa, generated from the zod contracts in packages/contracts. Errors answer " +
          "`{ message, code? }`. State-changing calls from a browser must come from the app's origin. " +
          "The real-time socket at /ws is described in docs/websocket.md.",
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The signed session cookie set by sign-in." },
        },
      },
    },
    transform: (input) => {
      const entryBody = input.route.config?.routeEntry?.body;
      const { schema, url } = isMultipartOrJson(entryBody) ? multipartOrJsonTransform(input, entryBody) : jsonSchemaTransform(input);
      const methods = [input.route.method].flat().filter((m) => m !== "HEAD");
      const key = `${methods[0]} ${url.replace(/:(\w+)/g, "{$1}")}`;
      const security = securityOf(input.route, key);
      return { url, schema: { ...schema, ...(security ? { security } : {}) } };
    },
  });
  // Swagger UI's page has no viewport meta, so a phone lays it out 980 px wide (issue 31): the page
  // gets one on its way out, and a small stylesheet (served from our origin) wraps long paths.
  await app.register(async (scope) => {
    scope.addHook("onSend", async (_request, reply, payload) =>
      typeof payload === "string" && String(reply.getHeader("content-type")).startsWith("text/html") ? payload.replace("<head>", `<head>\n${VIEWPORT_META}`) : payload,
    );
    await scope.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: "Ulfa API", css: [{ filename: "phone.css", content: PHONE_CSS }], js: [{ filename: "all-operations.js", content: ALL_OPERATIONS_JS }] },
    });
  });
  app.get(OPENAPI_PATH, { schema: { tags: ["openapi"], summary: "This document" } }, async () => app.swagger());
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * A multipartOrJson entry's body is mounted as a per-media-type schema (auth/mount.ts), which the
 * zod transform does not read: its JSON schema is converted on its own, and the multipart form is
 * described by the file field the entry names.
 */
function multipartOrJsonTransform(input: TransformInput, body: MultipartOrJson): ReturnType<typeof jsonSchemaTransform> {
  const { body: _mounted, ...rest } = (input.schema ?? {}) as Record<string, unknown>;
  const { schema, url } = jsonSchemaTransform({ ...input, schema: rest });
  const json = (jsonSchemaTransform({ ...input, schema: { body: body.json } }).schema as { body: unknown }).body;
  const multipart = { type: "object", properties: { [body.file]: { type: "string", format: "binary" } }, required: [body.file] };
  return { url, schema: { ...schema, body: { content: { "application/json": { schema: json }, "multipart/form-data": { schema: multipart } } } } };
}

const WEBSOCKET_DOC = {
  summary: "The real-time socket (WebSocket upgrade)",
  description: "Authenticated by the session cookie. Events both ways and close codes: docs/websocket.md.",
};

/**
 * Registers routes with their tag in the document: by default the plugin's name without "Routes"
 * (authRoutes: "auth"; a bundler may suffix a renamed function with digits, hence the \d*). The
 * innermost tagged() wins, so a feature can file some of its routes under another tag.
 * @fastify/websocket hides socket routes from the document; the upgrade is listed, pointing to its
 * protocol page.
 */
export function tagged(routes: FastifyPluginAsync, tag = routes.name.replace(/Routes\d*$/, "")): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook("onRoute", (route) => {
      const socket = route.websocket ? { ...WEBSOCKET_DOC, hide: false } : {};
      route.schema = { ...route.schema, ...socket, tags: [tag] } as typeof route.schema;
    });
    await scope.register(routes);
  };
}
