import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { hidePhotos, revealPhotos } from "./photo-privacy";
import { snooze, snoozeStateOf, wake } from "./snooze";
import { hiddenWordsOf, saveHiddenWords } from "./hidden-words";

// The link pages' plugin (chaperone and date-share links, no account), which app.ts registers
// beside this one: it calls into matches and chat, whose indexes use privacy's, so not the index.
export { privacyLinkRoutes } from "./link-routes";

/** The member's own privacy calls: photo reveals, snooze, hidden words (registered under /api). */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  mount(app, routes.privacy.grantPhotoAccess, async (request) => {
    await revealPhotos(app.deps, request.user, request.params.id);
    return { revealed: true };
  });

  mount(app, routes.privacy.revokePhotoAccess, async (request) => {
    await hidePhotos(app.deps, request.user, request.params.id);
    return { revealed: false };
  });

  mount(app, routes.privacy.snooze, async (request) => snoozeStateOf(request.user, app.deps.clock.now()));

  mount(app, routes.privacy.startSnooze, async (request) => snooze(app.deps, request.user, request.body.hours));

  mount(app, routes.privacy.endSnooze, async (request) => wake(app.deps, request.user));

  mount(app, routes.privacy.hiddenWords, async (request) => ({ words: await hiddenWordsOf(app.deps.db, request.user.id) }));

  mount(app, routes.privacy.saveHiddenWords, async (request) => ({ words: await saveHiddenWords(app.deps.db, request.user.id, request.body.words) }));
};
