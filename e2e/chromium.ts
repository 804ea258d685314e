/** Chromium's switches for every journey (the machine's network is closed; the camera is fake). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  // Chromium preloads its address bar's popup (a WebUI page, ~1.7 s of CPU) in every new window,
  // so in every fresh context here. A visitor's browser did that once when it started; here it
  // took a core from the page under test for every visit.
  "--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup",
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
