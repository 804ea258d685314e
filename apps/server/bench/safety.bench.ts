/**
 * The nudity and face models on the server's own CPU: how long the worker takes to load the model, time per
 * classification (a 640x480 generated photo, decoding and resizing included) one at a time, and the
 * RSS the loaded model adds to the process, and the event loop's delay meanwhile; then a selfie
 * verification (faces in a selfie and one photo, their similarity) and the RSS of the face models. Runs pinned to one core (taskset, when present), since
 * a production server shares its cores with request handling. Goals: < 300 ms per image, < 400 MB.
 *
 *   npm run bench safety     (BENCH_IMAGES=30)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import sharp from "sharp";
import { classifyImage, stopClassifier } from "../src/safety/classifier";
import { detectFaces, faceSimilarity, stopFaceWorker } from "../src/safety/faces";
import { faceA, faceB } from "../test/face-images";
import { fmt, percentile } from "./lib/load";

const IMAGES = Number(process.env.BENCH_IMAGES ?? 30);
const PINNED_ENV = "ULFA_BENCH_PINNED";

if (!process.env[PINNED_ENV] && existsSync("/usr/bin/taskset")) {
  // Run again on one core (CPU 0); the parent only waits.
  const res = spawnSync("/usr/bin/taskset", ["-c", "0", process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, [PINNED_ENV]: "1" },
  });
  process.exit(res.status ?? 1);
}

/** A different generated photo each time (noise over a gradient), so nothing is cached. */
async function photo(seed: number): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed + 1;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = ((i / 3) % width) / 3 + (state % 64);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const images = await Promise.all(Array.from({ length: IMAGES }, (_, i) => photo(i)));
global.gc?.();
const rssBefore = process.memoryUsage().rss;
const loadStart = performance.now();
await classifyImage(images[0]);
const firstMs = performance.now() - loadStart;
const rssLoaded = process.memoryUsage().rss;

const times: number[] = [];
// The event loop's own delay while images are classified: the worker keeps inference off it.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
for (const image of images) {
  const start = performance.now();
  await classifyImage(image);
  times.push(performance.now() - start);
}
loop.disable();
const rssAfter = process.memoryUsage().rss;
await stopClassifier();

// Selfie verification: faces in the selfie and in one profile photo, then their similarity (what a
// verification with one photo costs), with the face worker's models loaded.
const selfie = await faceA().rotate(25, { background: "#000" }).jpeg().toBuffer();
const photoOfA = await faceA().jpeg().toBuffer();
const photoOfB = await faceB().jpeg().toBuffer();
const rssBeforeFaces = process.memoryUsage().rss;
const faceLoadStart = performance.now();
await detectFaces(selfie);
const faceFirstMs = performance.now() - faceLoadStart;
const rssFaces = process.memoryUsage().rss;
const verifyTimes: number[] = [];
for (let i = 0; i < Math.max(5, Math.round(IMAGES / 3)); i++) {
  const start = performance.now();
  const [[own], [other]] = await Promise.all([detectFaces(selfie), detectFaces(i % 2 === 0 ? photoOfA : photoOfB)]);
  await faceSimilarity(own.embedding, other.embedding);
  verifyTimes.push(performance.now() - start);
}
await stopFaceWorker();

console.log(`pinned to one core: ${process.env[PINNED_ENV] ? "yes (taskset -c 0)" : "no (taskset not found)"}`);
console.log(`first image (worker start + model load + classification): ${fmt(firstMs)} ms`);
console.log(`classification, ${IMAGES} images one at a time: p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, max ${fmt(Math.max(...times))} ms (goal < 300 ms)`);
console.log(`event-loop delay meanwhile: p50 ${fmt(loop.percentile(50) / 1e6)} ms, max ${fmt(loop.max / 1e6)} ms`);
console.log(`selfie verification: first selfie (worker start + face models) ${fmt(faceFirstMs)} ms; selfie + one photo + similarity p50 ${fmt(percentile(verifyTimes, 50))} ms, p95 ${fmt(percentile(verifyTimes, 95))} ms; the face models add ${mb(rssFaces - rssBeforeFaces)} RSS`);
console.log(`RSS: ${mb(rssBefore)} before, ${mb(rssLoaded)} with the model loaded (+${mb(rssLoaded - rssBefore)}), ${mb(rssAfter)} after ${IMAGES} images (goal: model < 400 MB)`);
