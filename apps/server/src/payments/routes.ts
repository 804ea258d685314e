import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  autoRenewSchema,
  completePurchaseSchema,
  createPaymentIntentSchema,
  createSubscriptionSchema,
  paymentHistorySchema,
  paymentIntentResponseSchema,
  paymentSuccessSchema,
  premiumStatusSchema,
  purchaseResultSchema,
  subscriptionParamsSchema,
  subscriptionResponseSchema,
  testConfirmResponseSchema,
  testConfirmSchema,
  webhookAckSchema,
} from "@ulfa/contracts";
import { requireUser } from "../auth/session";
import {
  completePurchase,
  confirmTestPayment,
  createPackPayment,
  createPaymentProvider,
  createPlanPayment,
  handleProviderEvent,
  paymentSuccess,
  premiumStatus,
} from "./service";
import { TestPaymentProvider } from "./test-provider";
import { currentSubscription, paymentHistory, setAutoRenew } from "./billing";
import { rateLimit } from "../platform/rate-limit";

/** HTTP routes of the payments feature (registered under /api by app.ts). */
export const paymentsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const provider = createPaymentProvider(deps);

  app.post(
    "/create-payment-intent",
    { preHandler: requireUser, config: rateLimit(deps.config, "payment"), schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentResponseSchema } } },
    async (request) => createPackPayment(deps, provider, request.user, request.body),
  );

  app.post(
    "/create-subscription",
    { preHandler: requireUser, config: rateLimit(deps.config, "payment"), schema: { body: createSubscriptionSchema, response: { 200: paymentIntentResponseSchema } } },
    async (request) => createPlanPayment(deps, provider, request.user, request.body.planType),
  );

  app.post(
    "/complete-purchase",
    { preHandler: requireUser, schema: { body: completePurchaseSchema, response: { 200: purchaseResultSchema } } },
    async (request) => completePurchase(deps, provider, request.user, request.body),
  );

  app.post(
    "/payment-success",
    { preHandler: requireUser, schema: { body: paymentSuccessSchema, response: { 200: purchaseResultSchema } } },
    async (request) => paymentSuccess(deps, provider, request.user, request.body),
  );

  app.get("/premium/status", { preHandler: requireUser, schema: { response: { 200: premiumStatusSchema } } }, async (request) =>
    premiumStatus(deps, provider, request.user),
  );

  app.get("/payments/history", { preHandler: requireUser, schema: { response: { 200: paymentHistorySchema } } }, async (request) =>
    paymentHistory(deps, request.user),
  );

  app.get("/payments/subscription", { preHandler: requireUser, schema: { response: { 200: subscriptionResponseSchema } } }, async (request) =>
    currentSubscription(deps, request.user),
  );

  app.patch(
    "/payments/subscriptions/:id",
    {
      preHandler: requireUser,
      config: rateLimit(deps.config, "payment"),
      schema: { params: subscriptionParamsSchema, body: autoRenewSchema, response: { 200: subscriptionResponseSchema } },
    },
    async (request) => setAutoRenew(deps, provider, request.user, request.params.id, request.body.autoRenew),
  );

  // Test mode only: with Stripe keys this path does not exist (404), as docs/configuration.md says.
  if (provider instanceof TestPaymentProvider) {
    app.post(
      "/payments/test/confirm",
      { preHandler: requireUser, config: rateLimit(deps.config, "payment"), schema: { body: testConfirmSchema, response: { 200: testConfirmResponseSchema } } },
      async (request) => confirmTestPayment(deps, provider, request.user, request.body.paymentIntentId, request.body.cardNumber),
    );
  }

  // Stripe signs the exact bytes it sent, so this one route reads its body raw (own plugin scope).
  await app.register(async (hook) => {
    hook.removeContentTypeParser("application/json");
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    hook.withTypeProvider<ZodTypeProvider>().post(
      "/payments/webhook",
      { schema: { response: { 200: webhookAckSchema } } },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === "string" ? request.body : "");
        const event = provider.parseWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
        await handleProviderEvent(deps, provider, event);
        return { received: true as const };
      },
    );
  });
};
