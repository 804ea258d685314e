import { describe, expect, it } from "vitest";
import { withPhotoPreload } from "./home-deck";

describe("withPhotoPreload", () => {
  const preload = '<link rel="preload" as="image" href="/p.avif">';
  it("puts the preload right after the charset, the first request of the page", () => {
    expect(withPhotoPreload('<html><head>\n    <meta charset="UTF-8" />\n    <title>x</title>', preload)).toBe(
      `<html><head>\n    <meta charset="UTF-8" />\n    ${preload}\n    <title>x</title>`,
    );
  });
  it("puts it after <head> without a charset, first without a <head>, and leaves the page without one", () => {
    expect(withPhotoPreload('<html lang="en"><head></head>', preload)).toBe(`<html lang="en"><head>\n    ${preload}</head>`);
    expect(withPhotoPreload("<p>x</p>", preload)).toBe(`${preload}<p>x</p>`);
    expect(withPhotoPreload("<html><head></head>", "")).toBe("<html><head></head>");
  });
});
