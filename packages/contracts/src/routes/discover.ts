import {
  analyzeCompatibilitySchema,
  compatibilityAnalysisSchema,
  deckSchema,
  discoverQuerySchema,
  surpriseMatchSchema,
  surpriseQuerySchema,
  swipeStatusSchema,
} from "../discover";
import { preferencesSchema, updatePreferencesSchema } from "../discover-filters";
import { route } from "./route";

/** Discovery: preferences, the deck and its AI orderings. */
export const discoverRoutes = {
  preferences: route({ method: "GET", path: "/api/preferences", response: preferencesSchema, access: "member" }),
  savePreferences: route({ method: "PATCH", path: "/api/preferences", body: updatePreferencesSchema, response: preferencesSchema, access: "member" }),
  swipeStatus: route({ method: "GET", path: "/api/swipe-status", response: swipeStatusSchema, access: "member" }),
  deck: route({ method: "GET", path: "/api/discover", query: discoverQuerySchema, response: deckSchema, access: "member" }),
  smartDeck: route({ method: "GET", path: "/api/discover/smart", query: discoverQuerySchema, response: deckSchema, access: "member" }),
  surprise: route({ method: "GET", path: "/api/surprise-match", query: surpriseQuerySchema, response: surpriseMatchSchema, access: "member" }),
  analyzeCompatibility: route({
    method: "POST",
    path: "/api/analyze-compatibility",
    body: analyzeCompatibilitySchema,
    response: compatibilityAnalysisSchema,
    access: "member",
  }),
};
