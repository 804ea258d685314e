import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A browser install offer, as Chrome dispatches it (only what the module uses). */
function offerEvent() {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & { prompt: () => Promise<void> };
  event.prompt = vi.fn(async () => undefined);
  return event;
}

describe("install offer", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal("window", new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("takes over an offer the page's first script kept before the app's scripts ran", async () => {
    const early = offerEvent();
    (window as Window).__ulfaInstallOffer = early as never;
    const offers = await import("./install-offer");
    offers.captureInstallOffer();
    expect(offers.currentInstallOffer()).toBe(early);
  });

  it("keeps a later offer, tells the subscribers, shows it once, and forgets it once installed", async () => {
    const offers = await import("./install-offer");
    offers.captureInstallOffer();
    expect(offers.currentInstallOffer()).toBeNull();
    const listener = vi.fn();
    offers.onInstallOfferChange(listener);

    const later = offerEvent();
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true); // no mini-infobar: Settings offers it
    expect(offers.currentInstallOffer()).toBe(later);
    expect(listener).toHaveBeenCalledTimes(1);

    await offers.showInstallOffer();
    expect(later.prompt).toHaveBeenCalledTimes(1);
    expect(offers.currentInstallOffer()).toBeNull();
    await offers.showInstallOffer();
    expect(later.prompt).toHaveBeenCalledTimes(1);

    window.dispatchEvent(offerEvent());
    window.dispatchEvent(new Event("appinstalled"));
    expect(offers.currentInstallOffer()).toBeNull();
  });
});
