import { z } from "zod";

/**
 * Imported first by index.ts, before any schema is built. In the browser zod would compile object
 * parsers with `new Function`; under the app's Content-Security-Policy (no 'unsafe-eval') even its
 * probe for that is a reported violation. Browsers parse few, small payloads, so the plain parser
 * costs nothing noticeable; the server keeps the compiled one.
 */
if ("document" in globalThis) z.config({ jitless: true });
