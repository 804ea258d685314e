import type { FastifyPluginAsync } from "fastify";
import { routes } from "@ulfa/contracts";
import { mount } from "../auth";
import { completePurchase, confirmTestPayment, createPackPayment, createPaymentProvider, createPlanPayment, handleProviderEvent, paymentSuccess, premiumStatus } from "./service";
import { TestPaymentProvider } from "./test-provider";
import { currentSubscription, paymentHistory, setAutoRenew } from "./billing";
import { rateLimit } from "../platform/rate-limit";

/** HTTP routes of the payments feature (registered under /api by app.ts). */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const deps = app.deps;
  const provider = createPaymentProvider(deps);

  mount(
    app,
    routes.payments.createPaymentIntent,
    { config: rateLimit(deps.config, "payment") },
    async (request) => createPackPayment(deps, provider, request.user, request.body),
  );

  mount(
    app,
    routes.payments.createSubscription,
    { config: rateLimit(deps.config, "payment") },
    async (request) => createPlanPayment(deps, provider, request.user, request.body.planType),
  );

  mount(app, routes.payments.completePurchase, async (request) => completePurchase(deps, provider, request.user, request.body));

  mount(app, routes.payments.paymentSuccess, async (request) => paymentSuccess(deps, provider, request.user, request.body));

  mount(app, routes.payments.premiumStatus, async (request) => premiumStatus(deps, provider, request.user));

  mount(app, routes.payments.history, async (request) => paymentHistory(deps, request.user));

  mount(app, routes.payments.subscription, async (request) => currentSubscription(deps, request.user));

  mount(
    app,
    routes.payments.updateSubscription,
    { config: rateLimit(deps.config, "payment") },
    async (request) => setAutoRenew(deps, provider, request.user, request.params.id, request.body.autoRenew),
  );

  // Test mode only: with Stripe keys this path does not exist (404), as docs/configuration.md says.
  if (provider instanceof TestPaymentProvider) {
    mount(
      app,
      routes.payments.testConfirm,
      { config: rateLimit(deps.config, "payment") },
      async (request) => confirmTestPayment(deps, provider, request.user, request.body.paymentIntentId, request.body.cardNumber),
    );
  }

  // Stripe signs the exact bytes it sent, so this one route reads its body raw (own plugin scope).
  await app.register(async (hook) => {
    hook.removeContentTypeParser("application/json");
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    mount(hook, routes.payments.webhook, async (request) => {
      const signature = request.headers["stripe-signature"];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === "string" ? request.body : "");
      const event = await provider.parseWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      await handleProviderEvent(deps, provider, event);
      return { received: true as const };
    });
  });
};
