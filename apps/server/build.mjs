// Bundles the server for `npm start`: our workspace code (including @ulfa/contracts, which ships
// TypeScript sources) is compiled in; every npm dependency stays an external import.
import { build } from "esbuild";

const externalizeDeps = {
  name: "externalize-deps",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@ulfa/") ? undefined : { path: args.path, external: true }));
  },
};

/** dist/main.js's import of platform/young-generation.ts is the file built on its own as dist/v8-start.js. */
const v8StartOfMain = {
  name: "v8-start-of-main",
  setup(b) {
    b.onResolve({ filter: /\/platform\/young-generation$/ }, () => ({ path: "./v8-start.js", external: true }));
  },
};

const common = { outdir: "dist", bundle: true, platform: "node", format: "esm", target: "node20", sourcemap: true, logLevel: "warning" };

await build({
  ...common,
  // The nudity and face models run in their own worker threads (src/safety/model-worker.ts finds dist/<name>.js).
  entryPoints: { "media-migrate": "src/bin/media-migrate.ts", backup: "src/bin/backup.ts", restore: "src/bin/restore.ts", "db-move": "src/bin/db-move.ts", "backup-worker": "src/backup/copy-worker.ts", "safety-worker": "src/safety/classifier-worker.mjs", "face-worker": "src/safety/face-worker.mjs", "v8-start": "src/platform/young-generation.ts" },
  plugins: [externalizeDeps],
});

await build({
  ...common,
  entryPoints: { main: "src/main.ts" },
  // ES modules are evaluated in the order of their imports; esbuild keeps each bundled file's
  // imports where that file's code lands, so the packages' imports come first. This line, first in
  // the file, has dist/v8-start.js evaluated before any package (platform/young-generation.ts says why).
  banner: { js: 'import "./v8-start.js";' },
  plugins: [v8StartOfMain, externalizeDeps],
});
