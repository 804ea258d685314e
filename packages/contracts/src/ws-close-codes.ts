/**
 * Every close code the server sends on /ws (docs/websocket.md is generated from this list).
 * 4xxx codes are Ulfa's own; 1009 and 1011 are the standard ones.
 */
export const wsCloseCodes = [
  { code: 4401, name: "NOT_AUTHENTICATED", meaning: "No valid session, or the socket's session ended (logout, password change or reset, sign-out of other devices, suspension, deactivation)." },
  { code: 4403, name: "CROSS_ORIGIN", meaning: "The socket was opened by a page of another origin." },
  { code: 4409, name: "TOO_MANY_SOCKETS", meaning: "The member already has the maximum number of open sockets on this server; the newest one is refused." },
  { code: 4429, name: "TOO_MANY_FRAMES", meaning: "The client kept sending frames faster than the allowed rate after its excess frames were dropped." },
  { code: 4408, name: "TOO_SLOW", meaning: "The client did not read its events: more was waiting to be sent than the hard limit." },
  { code: 1009, name: "TOO_BIG", meaning: "A frame was larger than the allowed size." },
  { code: 1011, name: "SERVER_ERROR", meaning: "The server failed while setting the socket up (e.g. the database is unreachable); reconnect later." },
] as const;

export type WsCloseName = (typeof wsCloseCodes)[number]["name"];

/** Close codes by name: `WS_CLOSE.NOT_AUTHENTICATED` is 4401. */
export const WS_CLOSE = Object.fromEntries(wsCloseCodes.map((c) => [c.name, c.code])) as {
  [K in WsCloseName]: Extract<(typeof wsCloseCodes)[number], { name: K }>["code"];
};
