// A load generator in its own process (bench/lib/load.ts `loadFrom`): runs autocannon with the
// JSON options in argv[2] once a line arrives on stdin (so several clients start together), and
// prints its result as one JSON line.
import { once } from "node:events";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const opts = JSON.parse(process.argv[2]!) as { url: string; connections: number; seconds: number; headerSets?: Record<string, string>[] };
const sets = opts.headerSets?.length ? opts.headerSets : [{}];
let next = 0;
console.log("READY");
await once(createInterface({ input: process.stdin }), "line");
const result = await autocannon({
  url: opts.url,
  connections: opts.connections,
  duration: opts.seconds,
  requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...sets[next++ % sets.length] } }) }],
});
console.log(
  JSON.stringify({
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }),
);
