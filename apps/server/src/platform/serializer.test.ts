import { describe, expect, it } from "vitest";
import { z } from "zod";
import { deckSchema } from "@ulfa/contracts";
import { serializerCompiler } from "./serializer";

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: "GET", url: "/test", httpStatus: "200" });

describe("response serializer", () => {
  it("keeps nulls null, drops undeclared properties and leaves optional ones out", () => {
    const write = compile(
      z.object({
        id: z.number().int(),
        bio: z.string().nullable(),
        age: z.number().int().nullable(),
        seen: z.boolean().nullable(),
        tags: z.array(z.string()).nullable(),
        place: z.object({ city: z.string().nullable() }).nullable(),
        score: z.number().int().optional(),
      }),
    );
    const out = JSON.parse(write({ id: 1, bio: null, age: null, seen: null, tags: null, place: null, email: "x@example.test", passwordHash: "h" }));
    expect(out).toEqual({ id: 1, bio: null, age: null, seen: null, tags: null, place: null });
    expect(JSON.parse(write({ id: 2, bio: "hi", age: 30, seen: false, tags: ["a"], place: { city: null, lat: 1 }, score: 7 }))).toEqual({
      id: 2,
      bio: "hi",
      age: 30,
      seen: false,
      tags: ["a"],
      place: { city: null },
      score: 7,
    });
  });

  it("writes a deck exactly as zod would, without a member's private fields", () => {
    const card = {
      id: 5,
      username: "lina",
      name: "Lina",
      age: null,
      gender: "female",
      bio: null,
      location: "Beirut",
      city: null,
      cityAr: null,
      country: null,
      interests: ["Music"],
      photos: [],
      profilePhoto: null,
      isOnline: false,
      isVerified: true,
      photosBlurred: false,
      distance: 3,
      occupation: null,
      zodiacSign: null,
      relationshipGoals: null,
      coreValues: [],
      religion: "islam",
      religiousPractice: null,
      sect: null,
      maritalHistory: null,
      hasChildren: null,
      wantsChildren: "open",
      educationLevel: null,
      languages: ["ar", "fr"],
      nationality: "LB",
      marriageTimeline: null,
      heightCm: 165,
      prompts: [{ promptId: "fun_fact", text: "A fun fact about me", answer: "I juggle", voiceUrl: "/api/media/prompt-voices/7/a.webm", voiceSeconds: 12 }],
      isBoosted: false,
      matchPercent: null,
    };
    const written = compile(deckSchema)([{ ...card, email: "lina@example.test", latitude: 33.9 }]);
    expect(JSON.parse(written)).toEqual([card]);
    expect(written).toBe(JSON.stringify(deckSchema.parse([card])));
  });

  it("keeps zod's serializer for unions and untyped values, which it checks or passes through", () => {
    const union = compile(z.object({ value: z.union([z.string(), z.object({ n: z.number() })]) }));
    expect(JSON.parse(union({ value: { n: 1, extra: true } }))).toEqual({ value: { n: 1 } });
    expect(() => union({ value: 3 })).toThrow();
    const untyped = compile(z.object({ data: z.unknown() }));
    expect(JSON.parse(untyped({ data: { a: [1, null] } }))).toEqual({ data: { a: [1, null] } });
  });
});
