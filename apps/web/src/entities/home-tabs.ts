export const HOME_TABS = ["discover", "matches", "map", "profile", "premium"] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const isHomeTab = (value: string | null): value is HomeTab => (HOME_TABS as readonly string[]).includes(value ?? "");

/** The tab a /home URL opens (?tab=, discover by default). */
export const homeTabOf = (params: URLSearchParams): HomeTab => {
  const raw = params.get("tab");
  return isHomeTab(raw) ? raw : "discover";
};

/** Link to a tab of /home, e.g. from a match dialog's "Send Message". */
export const homeTabHref = (tab: HomeTab) => (tab === "discover" ? "/home" : `/home?tab=${tab}`);

/** The deck's element id: the skip link of the signed-in layout jumps to it. */
export const DECK_ID = "deck";
