import { describe, expect, it } from "vitest";
import { createSendKeys, newKey, photoDraft } from "./send-keys";

describe("the composer's send keys", () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it("reuses the key when the same draft is sent again after a failure, and makes a new one once it was sent", () => {
    const keys = createSendKeys(counter());
    const draft = photoDraft(new File(["abc"], "p.jpg", { lastModified: 5 }));
    expect(keys.keyFor(draft)).toBe("key-1");
    // Timed out: Send again on the same file.
    expect(keys.keyFor(photoDraft(new File(["abc"], "p.jpg", { lastModified: 5 })))).toBe("key-1");
    keys.forget(draft); // the send succeeded
    expect(keys.keyFor(draft)).toBe("key-2");
  });

  it("gives another draft a new key", () => {
    const keys = createSendKeys(counter());
    expect(keys.keyFor("a.jpg")).toBe("key-1");
    expect(keys.keyFor("b.jpg")).toBe("key-2");
    // Forgetting another draft leaves the pending one.
    keys.forget("a.jpg");
    expect(keys.keyFor("b.jpg")).toBe("key-2");
  });

  it("keys a voice note by the recording and a photo by the picked file", () => {
    const keys = createSendKeys(counter());
    const note = { blob: new Blob(["x"]), durationMs: 1000, waveform: [1] };
    expect(keys.keyFor(note)).toBe("key-1");
    expect(keys.keyFor(note)).toBe("key-1");
    expect(keys.keyFor({ ...note })).toBe("key-2");
    const file = new File(["abc"], "p.jpg", { lastModified: 5 });
    expect(photoDraft(file)).toBe(photoDraft(new File(["xyz"], "p.jpg", { lastModified: 5 })));
  });

  it("makes version 4 UUIDs", () => {
    expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newKey()).not.toBe(newKey());
  });
});
