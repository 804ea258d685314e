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
