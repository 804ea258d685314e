import { citySearchQuerySchema, citySearchSchema, travelBodySchema, travelStateSchema } from "../questions";
import { route } from "./route";

/** Travel: see and be seen in another city until a date (docs/discovery.md). */
export const travelRoutes = {
  current: route({ method: "GET", path: "/api/travel", summary: "The member's current trip, if any", response: travelStateSchema, access: "member" }),
  set: route({
    method: "PUT",
    path: "/api/travel",
    summary: "Travel: see and be seen in another city until a date",
    body: travelBodySchema,
    response: travelStateSchema,
    access: "member",
  }),
  searchCities: route({
    method: "GET",
    path: "/api/travel/cities",
    summary: "Search cities for travel",
    query: citySearchQuerySchema,
    response: citySearchSchema,
    access: "member",
  }),
  end: route({ method: "DELETE", path: "/api/travel", summary: "End the trip and go home", response: travelStateSchema, access: "member" }),
};
