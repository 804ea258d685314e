// Baseline: Fastify with nothing but a JSON hello world, the platform's limit for one route.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ status: "ok" }));
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(`LISTENING ${typeof address === "object" && address ? address.port : 0}`);
