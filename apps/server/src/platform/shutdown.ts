/**
 * How long a stop may take: in-flight requests finish and each job queue finishes the job in hand
 * (one photo's copies, one mail), well within this. Orchestrators wait 10 s (Docker, Kubernetes)
 * before they kill; what is left queued is durable (platform/jobs) and runs after the next start.
 */
export const STOP_DEADLINE_MS = 9_000;

/**
 * Closes the app on a stop signal, and exits at the deadline if something still holds it open (a
 * request that never ends, a dependency that never answers), saying so.
 */
export function stopOnSignal(
  close: () => Promise<void>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  exit: (code: number) => void = (code) => process.exit(code),
  deadlineMs = STOP_DEADLINE_MS,
): (signal: string) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      log.error({ signal, deadlineMs }, "stop took too long; exiting with the rest left for the next start");
      exit(1);
    }, deadlineMs);
    deadline.unref();
    void close().then(
      () => {
        clearTimeout(deadline);
        log.info({ ms: Date.now() - started }, "stopped");
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log.error({ err }, "stop failed");
        exit(1);
      },
    );
  };
}
