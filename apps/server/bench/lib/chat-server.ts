import { settingsOf, startBuilt, type BuiltServer } from "./built";
import { benchDatabase, postgresUrl } from "./pg";

/**
 * The one setting the chat benches (ws, media, flood) change from Ulfa's defaults. Every client
 * comes from 127.0.0.1, so one address stands for hundreds of members and the per-address limits
 * (120 messages, 60 uploads, 60 socket openings a minute) would answer most sends with 429.
 * RATE_LIMIT_MAX raises every limit (it never lowers or removes one), as an operator would for
 * members behind one shared address.
 */
const CHAT_BENCH_SETTINGS = { RATE_LIMIT_MAX: "1000000" };

export interface ChatServer extends BuiltServer {
  /** What it runs with, for the bench to print: database, pub/sub, settings. */
  describe(): string;
}

/**
 * The built server as deployed (bench/lib/built.ts: `node dist/main.js`, logging at info into a
 * file) with `pairs` matched pairs seeded: PostgreSQL in a throwaway database when DATABASE_URL
 * says so, embedded PGlite otherwise; REDIS_URL, when set, reaches it through the environment.
 * Stopping it drops the database.
 */
export async function startChatServer(pairs: number, nodeArgs: string[] = []): Promise<ChatServer> {
  const adminUrl = postgresUrl();
  const database = adminUrl ? await benchDatabase(adminUrl) : undefined;
  try {
    const server = await startBuilt({ env: { ...(database ? { DATABASE_URL: database.url } : {}), ...CHAT_BENCH_SETTINGS }, seedPairs: pairs, nodeArgs });
    return {
      ...server,
      describe: () =>
        `\`node ${[...nodeArgs.map((a) => a.replace(/.*\//, "")), "apps/server/dist/main.js"].join(" ")} > server.log 2>&1\`, db ${server.db}, ` +
        `pub/sub ${process.env.REDIS_URL ? "redis" : "memory"}, ${settingsOf(server)} ` +
        // The server inherits this process's environment: say so where it changes the log level.
        `(${process.env.LOG_LEVEL ? `LOG_LEVEL=${process.env.LOG_LEVEL} from the environment` : "LOG_LEVEL unset: info"}; every other setting at its default)`,
      stop: async () => {
        await server.stop();
        await database?.drop();
      },
    };
  } catch (err) {
    await database?.drop();
    throw err;
  }
}
