import { describe, expect, it } from "vitest";
import { TimeoutError } from "../api/deadline";
import { loadStateOf } from "./useLoadState";

const query = (state: { data?: unknown; isError?: boolean; error?: unknown; fetchStatus?: "fetching" | "paused" | "idle" }) => ({
  data: state.data,
  isError: state.isError ?? false,
  error: state.error,
  fetchStatus: state.fetchStatus ?? "idle",
});

describe("loadStateOf: what a screen shows instead of a skeleton that cannot fill", () => {
  it("shows data whenever it has some, stale under the offline notice included", () => {
    expect(loadStateOf([query({ data: [] })], false)).toBe("ready");
    expect(loadStateOf([query({ data: [1], fetchStatus: "paused" })], true)).toBe("ready");
    expect(loadStateOf([query({ data: [1], isError: true })], false)).toBe("ready");
  });

  it("loads while a call is on its way", () => {
    expect(loadStateOf([query({ fetchStatus: "fetching" })], false)).toBe("loading");
    // A query waiting on another (disabled until it answers) loads too.
    expect(loadStateOf([query({ fetchStatus: "fetching" }), query({})], false)).toBe("loading");
  });

  it("is offline when TanStack paused the call, or the network is gone and nothing is fetching", () => {
    expect(loadStateOf([query({ fetchStatus: "paused" })], false)).toBe("offline");
    expect(loadStateOf([query({ isError: true })], true)).toBe("offline");
    expect(loadStateOf([query({ data: 1 }), query({ fetchStatus: "paused" })], true)).toBe("offline");
  });

  it("is an error when a call failed with the network up (server down, 5xx, timeout), until Retry runs it again", () => {
    expect(loadStateOf([query({ isError: true, fetchStatus: "fetching" })], false)).toBe("loading");
    expect(loadStateOf([query({ isError: true })], false)).toBe("error");
    expect(loadStateOf([query({ isError: true }), query({})], false)).toBe("error");
  });

  it("is a timeout when a call got no answer in time, until Retry runs it again", () => {
    const timedOut = new TimeoutError("GET", 1);
    expect(loadStateOf([query({ isError: true, error: timedOut })], false)).toBe("timeout");
    expect(loadStateOf([query({ isError: true, error: new Error("503") }), query({ isError: true, error: timedOut })], false)).toBe("timeout");
    expect(loadStateOf([query({ isError: true, error: timedOut, fetchStatus: "fetching" })], false)).toBe("loading");
    expect(loadStateOf([query({ isError: true, error: timedOut })], true)).toBe("offline");
  });
});
