import { describe, expect, it } from "vitest";
import { cleanList } from "@ulfa/contracts/constants";
import { withoutWidthParam } from "../../entities/member/FallbackImage";
import { checkImageFile } from "../../entities/photo/image";
import { mainPhotoOf } from "./avatar";
import { checkTraits } from "./trait-checks";

describe("profile rules", () => {
  it("trims and de-duplicates interests case-insensitively, keeping the first spelling", () => {
    expect(cleanList(["Travel", "  travel ", "", "  ", " Hiking", "HIKING", "Art"])).toEqual(["Travel", "Hiking", "Art"]);
  });

  it("retries an image without w=400, then gives up", () => {
    expect(withoutWidthParam("/api/media/photos/a.jpg?w=400")).toBe("/api/media/photos/a.jpg");
    expect(withoutWidthParam("/api/media/photos/a.jpg?w=400&v=2")).toBe("/api/media/photos/a.jpg?v=2");
    expect(withoutWidthParam("/api/media/photos/a.jpg?v=2&w=400")).toBe("/api/media/photos/a.jpg?v=2");
    expect(withoutWidthParam("/api/media/photos/a.jpg")).toBeNull();
    expect(withoutWidthParam("/api/media/photos/a.jpg?w=4000")).toBeNull();
  });

  it("accepts only images under 5 MB", () => {
    const file = (type: string, size: number) => ({ type, size }) as File;
    expect(checkImageFile(file("image/png", 1000))).toBeNull();
    expect(checkImageFile(file("text/plain", 1000))).toBe("notImage");
    expect(checkImageFile(file("image/jpeg", 5 * 1024 * 1024 + 1))).toBe("tooLarge");
  });

  it("shows the profile photo, else the first gallery photo, else nothing", () => {
    expect(mainPhotoOf({ profilePhoto: "/p.jpg", photos: ["/a.jpg"] })).toBe("/p.jpg");
    expect(mainPhotoOf({ profilePhoto: null, photos: ["/a.jpg", "/b.jpg"] })).toBe("/a.jpg");
    expect(mainPhotoOf({ profilePhoto: null, photos: [] })).toBeNull();
  });

  it("checks height and nationality before saving, as the server would (empty clears the value)", () => {
    expect(checkTraits({ heightCm: "", nationality: "" })).toEqual({});
    expect(checkTraits({ heightCm: "120", nationality: "eg" })).toEqual({});
    expect(checkTraits({ heightCm: "230", nationality: " SA " })).toEqual({});
    for (const heightCm of ["119", "231", "170.5", "abc"]) expect(checkTraits({ heightCm, nationality: "" }), heightCm).toEqual({ heightCm: "heightError" });
    for (const nationality of ["E", "EGY", "E1", "مص"]) expect(checkTraits({ heightCm: "", nationality }), nationality).toEqual({ nationality: "nationalityError" });
  });
});
