// Bundles the server for `npm start`: our workspace code (including @ulfa/contracts, which ships
// TypeScript sources) is compiled in; every npm dependency stays an external import.
import { build } from "esbuild";

await build({
  // The nudity and face models run in their own worker threads (src/safety/model-worker.ts finds dist/<name>.js).
  entryPoints: { main: "src/main.ts", "media-migrate": "src/bin/media-migrate.ts", backup: "src/bin/backup.ts", restore: "src/bin/restore.ts", "db-move": "src/bin/db-move.ts", "backup-worker": "src/backup/copy-worker.ts", "safety-worker": "src/safety/classifier-worker.mjs", "face-worker": "src/safety/face-worker.mjs" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-deps",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@ulfa/") ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
