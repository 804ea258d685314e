import { siteSettingsSchema, type SiteSettings, type SiteSettingsPatch } from "@ulfa/contracts";
import type { UserRow } from "../db/schema";
import type { Deps } from "../platform/deps";
import { conflict } from "../platform/errors";
import { audit } from "../staff/audit";
import { saveSettingsIfVersion } from "./repo";

export async function adminSite(deps: Deps) {
  const { settings, version, updatedAt } = await deps.site.current();
  return { settings, version, updatedAt: updatedAt?.toISOString() ?? null };
}

/** The stored settings with the patch laid over them; grouped settings (rules and its prices, features, tiles) merge key by key. */
export function applyPatch(current: SiteSettings, patch: Omit<SiteSettingsPatch, "version">): SiteSettings {
  const { rules, features, tiles, ...plain } = patch;
  return siteSettingsSchema.parse({
    ...current,
    ...plain,
    rules: { ...current.rules, ...rules, prices: { ...current.rules.prices, ...rules?.prices } },
    features: { ...current.features, ...features },
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
  const next = applyPatch(current.version === version ? current.settings : (await fresh(deps)).settings, patch);
  const saved = await saveSettingsIfVersion(deps.db, next, version, actor.id, deps.clock.now());
  if (!saved) throw conflict("The settings were changed by someone else since you loaded them; reload and try again", "SETTINGS_CHANGED");
  await deps.site.announce(saved.version);
  await audit(deps, actor.id, "site.update", null, { version: saved.version, changed: Object.keys(patch) });
  return adminSite(deps);
}

/** Stores an uploaded logo or icon's URL (site/images.ts made the files). */
export async function setSiteImage(deps: Deps, actor: UserRow, which: "logoUrl" | "iconUrl", url: string | null) {
  const current = await fresh(deps);
  const saved = await saveSettingsIfVersion(deps.db, { ...current.settings, [which]: url }, current.version, actor.id, deps.clock.now());
  if (!saved) throw conflict("The settings were changed by someone else at the same moment; try again", "SETTINGS_CHANGED");
  await deps.site.announce(saved.version);
  await audit(deps, actor.id, `site.${which === "logoUrl" ? "logo" : "icon"}`, null, { version: saved.version });
  return adminSite(deps);
}

async function fresh(deps: Deps) {
  deps.site.invalidate();
  return deps.site.current();
}
