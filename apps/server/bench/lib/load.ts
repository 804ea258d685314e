import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * `connections` keep-alive connections for `seconds` against one URL; `headers` may rotate per
 * request (each signed-in viewer its own cookie). Runs in the bench's process, never the server's.
 */
export async function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  headerSets?: Record<string, string>[];
}): Promise<LoadResult> {
  const sets = opts.headerSets ?? [{}];
  let next = 0;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    requests: [
      {
        setupRequest: (req) => {
          const headers = sets[next++ % sets.length];
          return { ...req, headers: { ...req.headers, ...headers } };
        },
      },
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

export const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

export const median = (values: number[]) => percentile(values, 50);

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
