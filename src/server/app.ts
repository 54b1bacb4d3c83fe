import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { createQueueHoldsRepository } from './db/queue-holds-repository';
import { accountRoutes } from './http/account';
import { adminCustomerRoutes } from './http/admin-customers';
import { adminFiguresRoutes } from './http/admin-figures';
import { adminOrderFileRoutes } from './http/admin-order-files';
import { adminOrderNoteRoutes } from './http/admin-order-notes';
import { adminOrderReprintRoutes } from './http/admin-order-reprints';
import { adminOrderResubmitRoutes } from './http/admin-order-resubmit';
import { adminOrderRoutes } from './http/admin-orders';
import { adminOrdersExportRoutes } from './http/admin-orders-export';
import { adminSessionRoutes } from './http/admin-session';
import { adminStyleRoutes } from './http/admin-styles';
import { anotherLookRoutes } from './http/another-look';
import { apiReferenceRoutes } from './http/api-reference';
import { artworkRoutes } from './http/artworks';
import { authRoutes } from './http/auth';
import { boughtArtworkRoutes } from './http/bought-artworks';
import { fastifyTrustProxy, registerClientAddressCheck } from './http/client-address';
import { clientConfigRoutes } from './http/client-config';
import { registerCompression } from './http/compression';
import { registerContracts } from './http/contract/register-contracts';
import { guestSessionRoutes } from './http/guest-session';
import { healthRoutes } from './http/health';
import { jobVariationRoutes } from './http/job-variations';
import { jobRoutes } from './http/jobs';
import { KeptJobAnswers } from './http/kept-job-answers';
import { mediaRoutes } from './http/media';
import { orderRoutes } from './http/orders';
import { registerOriginCheck } from './http/origin-check';
import { partnerWebhookRoutes } from './http/partner-webhooks';
import { paymentRoutes } from './http/payments';
import { photoCheckRoutes } from './http/photo-checks';
import { requestTimeouts } from './http/request-timeouts';
import { registerSecurityHeaders } from './http/security';
import { shippingRoutes } from './http/shipping';
import { storeFactsRoutes } from './http/store-facts';
import { styleRoutes } from './http/styles';
import { taxRoutes } from './http/tax';
import { uploadRoutes } from './http/uploads';
import { webAppRoutes } from './http/web-app';
import { WEBHOOK_PATH, webhookRoutes } from './http/webhooks';
import type { Services } from './services';
import { createQueueRoom, createSharedQueueRoom } from './workflows/queue-room';

/** The HTTP app over the given services. Tests build their own services and drive it with inject. */
export async function buildApp(services: Services): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    loggerInstance: services.logger,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...requestTimeouts(config.requestTimeoutMs),
  });

  // One log line a request, with its id, status and time.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  const catalogue = await registerContracts(app, services.sharedLimits);
  await registerSecurityHeaders(app, {
    stripe: config.payments.kind === 'stripe',
    publicBaseUrl: config.publicBaseUrl,
    mediaBaseUrl: config.media.publicBaseUrl,
  });
  // After the headers, so a refusal carries them too.
  registerClientAddressCheck(app);
  registerOriginCheck(app, config.publicBaseUrl);
  await registerCompression(app);
  // request.cookies and reply.setCookie; the guest cookie signs itself (auth/guest-proof.ts).
  await app.register(fastifyCookie);
  await app.register(healthRoutes(services.readiness));
  await app.register(
    mediaRoutes(services.media, services.printPartner.paintMockup?.bind(services.printPartner)),
  );
  await app.register(clientConfigRoutes(config.client));
  await app.register(storeFactsRoutes(config.storeFacts));
  await app.register(
    authRoutes({
      auth: services.auth,
      publicBaseUrl: config.publicBaseUrl,
      attemptLimit: services.accountAttemptLimit,
      signInDelays: services.signInDelays,
      signOutGuest: {
        guestProofs: services.guestProofs,
        secureCookies: config.publicBaseUrl.startsWith('https://'),
      },
    }),
  );
  await app.register(accountRoutes(services));
  await app.register(styleRoutes(services));
  await app.register(adminSessionRoutes(services.readViewer));
  await app.register(adminStyleRoutes(services));
  await app.register(adminOrderRoutes(services));
  await app.register(adminOrdersExportRoutes(services));
  await app.register(adminFiguresRoutes(services));
  await app.register(adminOrderFileRoutes(services));
  await app.register(adminOrderReprintRoutes(services));
  await app.register(adminOrderResubmitRoutes(services));
  await app.register(adminOrderNoteRoutes(services));
  await app.register(adminCustomerRoutes(services));
  await app.register(
    guestSessionRoutes({
      guestProofs: services.guestProofs,
      secureCookies: config.publicBaseUrl.startsWith('https://'),
    }),
  );
  const keptAnswers = new KeptJobAnswers();
  await app.register(jobRoutes({ ...services, keptAnswers }));
  await app.register(
    jobVariationRoutes({ ...services, variationsPerCreation: config.jobs.variations }),
  );
  await app.register(artworkRoutes({ ...services, forgetKeptJob: (id) => keptAnswers.forget(id) }));
  const { maxQueueDepth } = config.jobs;
  const accept = {
    ...services,
    generationsPerHour: config.limits.generationsPerHour,
    generationsPerAddressPerHour: config.limits.generationsPerAddressPerHour,
    queueRoom:
      config.database.kind === 'postgres'
        ? createSharedQueueRoom(
            createQueueHoldsRepository(services.db),
            services.queue,
            maxQueueDepth,
            services.clock,
            services.logger,
          )
        : createQueueRoom(services.queue, maxQueueDepth),
  };
  await app.register(
    anotherLookRoutes({
      ...services,
      accept,
      uploadsPerMinute: config.limits.uploadsPerMinute,
      processDirectlyWaitMs: config.jobs.processDirectlyWaitMs,
    }),
  );
  await app.register(
    uploadRoutes({
      accept,
      jobs: services.jobs,
      readAccount: services.readAccount,
      guestProofs: services.guestProofs,
      uploadsPerMinute: config.limits.uploadsPerMinute,
      processDirectlyWaitMs: config.jobs.processDirectlyWaitMs,
    }),
  );
  await app.register(
    photoCheckRoutes({
      inspectPhoto: services.inspectPhoto,
      readAccount: services.readAccount,
      guestProofs: services.guestProofs,
      checksPerMinute: config.limits.uploadsPerMinute,
    }),
  );
  await app.register(shippingRoutes(services));
  await app.register(
    taxRoutes({ ...services, taxQuotesPerMinute: config.limits.taxQuotesPerMinute }),
  );
  const checkout = { ...services, kickOutbox: services.outbox.kick };
  await app.register(paymentRoutes(checkout));
  await app.register(orderRoutes(checkout));
  await app.register(boughtArtworkRoutes(services));
  await app.register(webhookRoutes(checkout));
  await app.register(partnerWebhookRoutes(checkout));
  if (services.localCardProcessorRoutes) await app.register(services.localCardProcessorRoutes);
  const local = services.localCardProcessor;
  if (local) {
    // The local processor's events take the same route as Stripe's, without a socket.
    local.connectWebhook(async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      return response.statusCode;
    });
  }
  await app.register(apiReferenceRoutes(catalogue));
  await app.register(webAppRoutes(config.webDistDir));
  return app;
}
