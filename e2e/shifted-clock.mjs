/**
 * Preloaded (`node --import`) into a journey's server started with `useJourney({ clock: true })`:
 * the process's wall clock runs `offsetMs` ahead of the real one, and the journey moves it over the
 * IPC channel the harness opens (harness.ts `ShiftedClock`). Everything in the process that reads the
 * time reads it through `Date` (the app's `systemClock`, the job queue, the embedded PGlite's `now()`,
 * which asks Emscripten's `Date.now()`), so one offset moves them together, and the product keeps no
 * code for tests. Timers (setTimeout, the job poll) keep real time: a moved clock makes work due, the
 * next poll does it.
 */
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let offsetMs = 0;
const now = () => realNow() + offsetMs;

/** `new Date()` and `Date.now()` read the shifted time; `new Date(x)` and `Date(…)` behave as ever. */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
}
Object.setPrototypeOf(ShiftedDate, RealDate);
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = now;
// Code that kept the original constructor (none should) still reads the shifted time from now().
RealDate.now = now;
globalThis.Date = ShiftedDate;

if (typeof process.send === "function") {
  process.on("message", (message) => {
    if (message?.type !== "shift-clock" || typeof message.offsetMs !== "number") return;
    offsetMs = message.offsetMs;
    process.send({ type: "clock-shifted", offsetMs, now: new RealDate(now()).toISOString() });
  });
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
}
