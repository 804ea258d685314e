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
  preferences: route({
    method: "GET",
    path: "/api/preferences",
    summary: "Discovery preferences: worldwide matching, age range, filters, and which filters are premium-only here (locked)",
    response: preferencesSchema,
    access: "member",
  }),
  savePreferences: route({
    method: "PATCH",
    path: "/api/preferences",
    summary: "Change discovery preferences (403 PREMIUM_FILTER: a locked filter added or changed)",
    body: updatePreferencesSchema,
    response: preferencesSchema,
    access: "member",
  }),
  swipeStatus: route({
    method: "GET",
    path: "/api/swipe-status",
    summary: "Swipes left today, super likes and boosts",
    response: swipeStatusSchema,
    access: "member",
  }),
  deck: route({
    method: "GET",
    path: "/api/discover",
    summary: "The deck: members to swipe on, nearest first",
    query: discoverQuerySchema,
    response: deckSchema,
    access: "member",
  }),
  smartDeck: route({
    method: "GET",
    path: "/api/discover/smart",
    summary: "The deck ordered by AI compatibility",
    query: discoverQuerySchema,
    response: deckSchema,
    access: "member",
  }),
  surprise: route({
    method: "GET",
    path: "/api/surprise-match",
    summary: "One AI-picked surprise suggestion",
    query: surpriseQuerySchema,
    response: surpriseMatchSchema,
    access: "member",
  }),
  analyzeCompatibility: route({
    method: "POST",
    path: "/api/analyze-compatibility",
    summary: "AI compatibility analysis with another member",
    body: analyzeCompatibilitySchema,
    response: compatibilityAnalysisSchema,
    access: "member",
  }),
};
