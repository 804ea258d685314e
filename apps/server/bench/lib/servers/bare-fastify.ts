// Baseline: Fastify with nothing but a JSON hello world, the platform's limit for one route.
// BARE_LOG picks its logger: "off" (default), "fastify" (pino at info with Fastify's own two lines
// per request), "ulfa" (pino at info with Ulfa's logger settings: one line per completed request,
// secrets taken out; src/platform/logger.ts). It listens on PORT and logs to stdout (bench/lib/built.ts
// sends that to a file).
import Fastify from "fastify";
import { loggerOptions, RequestLogs } from "../../../src/platform/logger";

const mode = process.env.BARE_LOG ?? "off";
const app = Fastify(
  mode === "ulfa"
    ? { logger: loggerOptions("info"), logController: new RequestLogs() }
    : { logger: mode === "fastify" ? { level: "info" } : false },
);
app.get("/api/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
