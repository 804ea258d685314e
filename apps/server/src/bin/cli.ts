/** What the operating commands (backup, restore, db:move) share: arguments and how they fail. */
export interface Args {
  positional: string[];
  flags: Set<string>;
}

export function parseArgs(argv: string[], known: string[]): Args {
  const positional: string[] = [];
  const flags = new Set<string>();
  for (const arg of argv) {
    if (arg.startsWith("--")) {
      if (!known.includes(arg)) fail(`unknown option ${arg} (known: ${known.join(", ") || "none"})`);
      flags.add(arg);
    } else positional.push(arg);
  }
  return { positional, flags };
}

/** Prints a clear reason and exits non-zero, never a stack trace for an expected refusal. */
export function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

/** Runs a command's body: any error becomes one line on stderr and exit status 1. */
export async function runCommand(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
    process.exit(0);
  } catch (err) {
    const e = err as Error;
    console.error(`${name} failed: ${e.message}`);
    if (process.env.ULFA_DEBUG) console.error(e.stack);
    process.exit(1);
  }
}

/**
 * Opens a database, trying again twice when connecting timed out: the server's connect timeout is
 * short on purpose (a request must fail fast), while an operator's one-off command on a busy
 * machine had better wait a little than fail.
 */
export async function patiently<T>(open: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await open();
    } catch (err) {
      if (i >= attempts || !/timeout|ECONNREFUSED|ECONNRESET/i.test((err as Error).message)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000 * i));
    }
  }
}
