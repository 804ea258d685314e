// Runs in a worker thread (faces.ts starts it through model-worker.ts): the face models of the
// @vladmandic/human package (detector, mesh for the head's angles, and the face description model
// for embeddings) load once here, on TensorFlow.js's WebAssembly backend. Nothing is downloaded: the
// models are read from the package's own models/ folder. Plain JavaScript so that Node runs it as it
// is from src/ and from dist/ (build.mjs).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);
// The package's "node" entry is dist/human.node.js; its folder's parent is the package.
const humanDir = path.dirname(path.dirname(require.resolve("@vladmandic/human")));
const wasmDir = path.join(path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm")), path.sep);

// TensorFlow.js loads model files with fetch, which in Node has no file: URLs; this thread only ever
// fetches the package's own model files, so those are read from disk.
const networkFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith("file:")) return new Response(await readFile(fileURLToPath(url)));
  return networkFetch(input, init);
};

const { Human } = require(path.join(humanDir, "dist", "human.node-wasm.js"));
const human = new Human({
  backend: "wasm",
  wasmPath: wasmDir,
  modelBasePath: `${pathToFileURL(path.join(humanDir, "models")).href}/`,
  debug: false,
  // Several faces are looked for so that "exactly one face" can be checked.
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 5, minConfidence: 0.5 },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
});
const ready = human.load();

async function faces({ pixels, width, height }) {
  await ready;
  const input = human.tf.tensor3d(pixels, [height, width, 3], "int32");
  try {
    const result = await human.detect(input);
    return result.face.map((f) => ({
      score: f.score,
      embedding: Array.from(f.embedding ?? []),
      angle: { yaw: f.rotation?.angle?.yaw ?? 0, pitch: f.rotation?.angle?.pitch ?? 0, roll: f.rotation?.angle?.roll ?? 0 },
    }));
  } finally {
    input.dispose();
  }
}

parentPort.on("message", async (request) => {
  let reply;
  try {
    if (request.op === "faces") reply = { id: request.id, faces: await faces(request) };
    else if (request.op === "similarity") reply = { id: request.id, similarity: human.match.similarity(request.a, request.b) };
    else throw new Error(`unknown op ${request.op}`);
  } catch (err) {
    reply = { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort.postMessage(reply);
});
