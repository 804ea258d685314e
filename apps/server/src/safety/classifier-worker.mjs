// Runs in a worker thread (classifier.ts starts it): the model is loaded once here and inference
// never runs on the server's event loop. TensorFlow.js runs on its WebAssembly backend: no native
// binaries, and the model ships inside the nsfwjs package (nothing is downloaded).
// Plain JavaScript so that Node runs it as it is, from src/ (dev, tests, bench) and from dist/ (build.mjs);
// the answers are typed in classifier-protocol.ts.
import { parentPort, workerData } from "node:worker_threads";
import * as tf from "@tensorflow/tfjs";
import "@tensorflow/tfjs-backend-wasm";
import { load } from "nsfwjs";

/** workerData.inputPx: the model's square input size (classifier-protocol.ts MODEL_INPUT_PX). */
const size = workerData.inputPx;
const CLASS_COUNT = 5;

async function start() {
  await tf.setBackend("wasm");
  await tf.ready();
  // nsfwjs announces the model on console.info; the server's own log records what matters.
  const info = console.info;
  console.info = () => {};
  try {
    return await load("MobileNetV2", { size });
  } finally {
    console.info = info;
  }
}

const model = start();
parentPort.on("message", async (request) => {
  let reply;
  try {
    const loaded = await model;
    const input = tf.tensor3d(request.pixels, [size, size, 3], "int32");
    try {
      reply = { id: request.id, predictions: await loaded.classify(input, CLASS_COUNT) };
    } finally {
      input.dispose();
    }
  } catch (err) {
    reply = { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort.postMessage(reply);
});
