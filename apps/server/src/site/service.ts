import { siteSettingsSchema, type SiteSettings, type SiteSettingsPatch } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { conflict } from "../platform/errors";
import { audit } from "../staff";
import { siteImageNameOf } from "./images";
import { saveSettingsIfVersion } from "./repo";

export async function adminSite(deps: Deps) {
  const { settings, version, updatedAt } = await deps.site.current();
  return { settings, version, updatedAt: updatedAt?.toISOString() ?? null };
}

/** The stored settings with the patch laid over them; grouped settings (rules and its prices, features, tiles, announcement) merge key by key. */
export function applyPatch(current: SiteSettings, patch: Omit<SiteSettingsPatch, "version">): SiteSettings {
  const { rules, features, tiles, announcement, ...plain } = patch;
  return siteSettingsSchema.parse({
    ...current,
    ...plain,
    rules: { ...current.rules, ...rules, prices: { ...current.rules.prices, ...rules?.prices } },
    features: { ...current.features, ...features },
    announcement: { ...current.announcement, ...announcement },
    tiles: { demoFigures: tiles?.demoFigures ?? current.tiles.demoFigures, thresholds: { ...current.tiles.thresholds, ...tiles?.thresholds } },
  });
}

/**
 * Saves a change made on `version`. Another admin's save in between makes it stale: 409, so no one
 * silently overwrites what they never saw. Every instance hears of it through pub/sub.
 */
export async function updateSite(deps: Deps, actor: UserRow, body: SiteSettingsPatch) {
  const { version, ...patch } = body;
  const current = await deps.site.current();
  // The cache may be a moment behind another instance's save; the conditional UPDATE decides.
  const base = current.version === version ? current.settings : (await fresh(deps)).settings;
  const next = applyPatch(base, patch);
  const saved = await saveSettingsIfVersion(deps.db, next, version, actor.id, deps.clock.now());
  if (!saved) throw conflict("The settings were changed by someone else since you loaded them; reload and try again", "SETTINGS_CHANGED");
  await deps.site.announce(saved.version);
  await audit(deps, actor.id, "site.update", null, { version: saved.version, ...settingsChanges(base, next) });
  return adminSite(deps);
}

/** Stores an uploaded logo or icon's URL (site/images.ts made the files). */
export async function setSiteImage(deps: Deps, actor: UserRow, which: "logoUrl" | "iconUrl", url: string | null) {
  const current = await fresh(deps);
  const saved = await saveSettingsIfVersion(deps.db, { ...current.settings, [which]: url }, current.version, actor.id, deps.clock.now());
  if (!saved) throw conflict("The settings were changed by someone else at the same moment; try again", "SETTINGS_CHANGED");
  await deps.site.announce(saved.version);
  // Images by their stored name (null: the built-in one), never their bytes.
  const from = siteImageNameOf(current.settings[which]);
  await audit(deps, actor.id, `site.${which === "logoUrl" ? "logo" : "icon"}`, null, { version: saved.version, from, to: siteImageNameOf(url) });
  return adminSite(deps);
}

/**
 * What a save changed, for the audit log: each top-level setting whose value differs, with its old
 * and new value (a grouped one, such as rules, whole). The settings hold no secrets (no keys, no
 * passwords): texts, contact details, colours, rules, and images by URL.
 */
export function settingsChanges(before: SiteSettings, after: SiteSettings) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof SiteSettings)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return { changed: Object.keys(changes), changes };
}

async function fresh(deps: Deps) {
  deps.site.invalidate();
  return deps.site.current();
}
