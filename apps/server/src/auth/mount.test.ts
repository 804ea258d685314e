import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { multipartBody, multipartOrJson, noContent, pathOf, route, routes, successStatus, type RouteInput, type RouteOutput } from "@ulfa/contracts";
import { GUARDS, mount } from "./mount";

const entry = route({
  method: "GET",
  path: "/api/things/:id/parts/:part",
  summary: "A part of a thing",
  params: z.object({ id: z.coerce.number(), part: z.string() }),
  query: z.object({ q: z.string().optional(), tags: z.array(z.string()).optional(), page: z.number().optional() }),
  response: z.object({ ok: z.boolean() }),
  access: "public",
});

describe("pathOf", () => {
  it("fills every parameter, encoded", () => {
    expect(pathOf(entry, { id: 7, part: "a b/c?" })).toBe("/api/things/7/parts/a%20b%2Fc%3F");
  });

  it("adds the query through URLSearchParams, leaving out undefined values and repeating arrays", () => {
    expect(pathOf(entry, { id: 1, part: "x" }, { q: "ع & b", page: undefined, tags: ["a", "b"] })).toBe("/api/things/1/parts/x?q=%D8%B9+%26+b&tags=a&tags=b");
    expect(pathOf(entry, { id: 1, part: "x" }, {})).toBe("/api/things/1/parts/x");
  });

  it("refuses a missing parameter rather than calling a wrong URL", () => {
    expect(() => pathOf(entry, { id: 1 } as never)).toThrow(/missing path parameter "part"/);
  });

  it("builds a real entry's URL", () => {
    expect(pathOf(routes.questions.answer, { id: "faith" })).toBe("/api/questions/faith/answer");
  });
});

describe("route types", () => {
  it("gives callers exactly the keys a route has", () => {
    expectTypeOf<RouteInput<typeof entry>>().toEqualTypeOf<
      { params: { id: unknown; part: string } } & { query?: { q?: string; tags?: string[]; page?: number } } & {} & {}
    >();
    expectTypeOf<RouteOutput<typeof entry>>().toEqualTypeOf<{ ok: boolean }>();
    const upload = route({ method: "POST", path: "/api/up", summary: "Upload", body: multipartBody, response: noContent, access: "member" });
    expectTypeOf<RouteOutput<typeof upload>>().toEqualTypeOf<void>();
    expect(successStatus(upload)).toBe(204);
    const either = route({ method: "POST", path: "/api/either", summary: "Either", body: multipartOrJson(z.object({ n: z.number() }), { file: "f" }), response: noContent, access: "public" });
    expectTypeOf<{ n: number }>().toExtend<RouteInput<typeof either>["body"]>();
    expectTypeOf<FormData>().toExtend<RouteInput<typeof either>["body"]>();
    expectTypeOf<{ n: string }>().not.toExtend<RouteInput<typeof either>["body"]>();
  });
});

describe("mount", () => {
  const build = async (register: (app: FastifyInstance) => void) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(async (api) => register(api), { prefix: "/api" });
    await app.ready();
    return app;
  };

  it("registers the entry's method and path under the plugin's prefix, with its schemas", async () => {
    const app = await build((api) => mount(api, entry, async (request) => ({ ok: request.params.id === 7 && request.params.part === "p", extra: "dropped" })));
    const res = await app.inject({ method: "GET", url: "/api/things/7/parts/p" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await app.inject({ method: "GET", url: "/api/things/7/parts/p?page=x" })).statusCode).toBe(400);
    await app.close();
  });

  it("puts the access guard first, then the route's own pre-handlers", async () => {
    const member = route({ method: "POST", path: "/api/member-only", summary: "Members only", response: noContent, access: "member" });
    const order: string[] = [];
    const app = await build((api) => {
      api.addHook("onRoute", (r: RouteOptions) => {
        order.push(...[r.preHandler].flat().map((h) => (h === GUARDS.member ? "guard" : "extra")));
      });
      mount(api, member, { preHandler: async () => undefined }, async (_request, reply) => reply.status(204).send());
    });
    expect(order).toEqual(["guard", "extra"]);
    await app.close();
  });

  it("validates a multipartOrJson body when it is JSON, leaves a multipart one to the handler, refuses any other", async () => {
    const either = route({ method: "POST", path: "/api/either", summary: "Either", body: multipartOrJson(z.object({ n: z.number() }), { file: "f" }), response: z.object({ got: z.string() }), access: "public" });
    const app = await build((api) => {
      api.addContentTypeParser("multipart/form-data", (_request, payload, done) => {
        payload.resume();
        payload.on("end", () => done(null));
      });
      mount(api, either, async (request) => ({ got: request.body === undefined ? "multipart" : `json ${request.body.n}` }));
    });
    const post = (payload: string, type: string) => app.inject({ method: "POST", url: "/api/either", payload, headers: { "content-type": type } });
    expect((await post('{"n":3}', "application/json")).json()).toEqual({ got: "json 3" });
    expect((await post('{"n":"3"}', "application/json")).statusCode).toBe(400);
    expect((await post("--b\r\nContent-Disposition: form-data; name=\"f\"\r\n\r\nx\r\n--b--\r\n", "multipart/form-data; boundary=b")).json()).toEqual({ got: "multipart" });
    const plain = await post("n=3", "text/plain");
    expect(plain.statusCode).toBe(415);
    await app.close();
  });

  it("refuses an entry outside the plugin's prefix", async () => {
    const elsewhere = route({ method: "GET", path: "/ws/x", summary: "Elsewhere", response: noContent, access: "public" });
    await expect(build((api) => mount(api, elsewhere, async () => undefined))).rejects.toThrow(/cannot be mounted under the prefix "\/api"/);
  });
});
