import { describe, expect, it } from "vitest";
import { photoSrcSet } from "./photo-sources";

describe("photoSrcSet", () => {
  const name = "0123456789abcdef0123456789abcdef.jpg";

  it("lists every served width of a stored photo in the asked format, whatever query it had", () => {
    const expected = `/api/media/photos/${name}?w=320&f=avif 320w, /api/media/photos/${name}?w=480&f=avif 480w, /api/media/photos/${name}?w=640&f=avif 640w, /api/media/photos/${name}?w=960&f=avif 960w`;
    expect(photoSrcSet(`/api/media/photos/${name}`, "avif")).toBe(expected);
    expect(photoSrcSet(`/api/media/photos/${name}?w=400`, "avif")).toBe(expected);
  });

  it("leaves other images alone", () => {
    expect(photoSrcSet("https://example.com/a.jpg", "webp")).toBeNull();
    expect(photoSrcSet("/api/placeholder/400/400", "webp")).toBeNull();
    expect(photoSrcSet(`/api/media/photos/${name}x`, "webp")).toBeNull();
  });
});
