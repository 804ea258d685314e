// `npm run dev`: API with reload (tsx watch) on :5000 and Vite on :5173 proxying /api and /ws to it.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@ulfa/server"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@ulfa/web"], { stdio: "inherit" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
