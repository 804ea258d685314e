// Runs copy-worker.ts from source (tests, `npm run dev`): a worker thread does not inherit the
// parent's TypeScript loader, so it registers tsx itself. The built server runs dist/backup-worker.js.
import { register } from "tsx/esm/api";

register();
await import("./copy-worker.ts");
