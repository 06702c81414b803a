import Fastify, { type FastifyError, type FastifyReply } from 'fastify';
import { Code } from '@/lib/contract/codes';
import type { HallConfig } from './config';
import { usePersonalDataKeys } from './platform/personal-data';
import type { Database } from './db/client';
import { HallError } from './errors';
import { errorMessage } from '@/lib/i18n/error-messages';
import { loggerOptions } from './platform/logger';
import { inputProblem } from '@/lib/security/text-input';
import { isDataError } from './platform/db-errors';
import { Readiness } from './platform/readiness';
import { hallMetrics, type HallMetrics } from './platform/metrics';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/security/request-id';
import { localeOf } from './http';
import { requireEnterprise, requireMember, requireStaff } from './auth';
import { resolveStaff, type StaffPrincipal } from './services/staff/sessions';
import { route, zodValidatorCompiler, type HallApp, type ZodTypeProvider } from './platform/route-schema';
import { openApiDocument, type RouteEntry } from './platform/openapi';
import { resolveToken } from './services/accounts/access-tokens';
import { paymentProvider } from './providers/pay';
import type { PaymentProvider } from './providers/pay/types';
import { createSmsProvider } from './providers/sms';
import { holdLapseWork } from './services/enterprise/hold-lapse-work';
import { smsNoticeWork } from './services/notices/sms-notices';
import { registerEveryOrderKind } from './services/order-kinds';
import { offerLapseWork } from './services/waiting-list/offers';
import { roomAdmissionWork } from './services/waiting-room/admit';
import { orderExpiryWork } from './services/orders/expiry-work';
import { welfareDrawWork } from './services/welfare/draw-work';
import { keyRefreshWork } from './services/work/key-refresh-work';
import { startPeriodicWork, type PeriodicWork } from './services/work/periodic';
import { startCancellationRunner, type CancellationRunner } from './services/tickets/cancellation-runner';
import { enterpriseAccountRoutes } from './routes/accounts/enterprise-accounts';
import { memberAccountRoutes } from './routes/accounts/member-accounts';
import { slideImageRoutes } from './routes/accounts/slide-image';
import { slideRoutes } from './routes/accounts/slide';
import { verificationCodeRoutes } from './routes/accounts/verification-codes';
import { wechatLoginRoutes } from './routes/accounts/wechat-login';
import { calendarRoutes } from './routes/performances/calendar';
import { contentRoutes } from './routes/content/content';
import { couponRoutes } from './routes/coupons/coupons';
import { performanceRoutes } from './routes/performances/performances';
import { promotionRoutes } from './routes/coupons/promotions';
import { seatRoutes } from './routes/performances/seats';
import { getSeatStatus } from './services/performances/seats';
import { SeatBoard } from './services/performances/seat-board';
import { devRoutes, sandboxRoutesAllowed } from './routes/dev';
import { enterpriseProjectRoutes } from './routes/enterprise/enterprise-projects';
import { rentalRoutes } from './routes/enterprise/rental';
import { rentalLaterRoutes } from './routes/enterprise/rental-later';
import { buyerRoutes } from './routes/members/buyers';
import { dataRightsRoutes } from './routes/members/data-rights';
import { waitingListRoutes } from './routes/waiting-list/waiting-list';
import { staffWaitingListRoutes } from './routes/waiting-list/staff';
import { waitingRoomRoutes } from './routes/waiting-room/waiting-room';
import { staffWaitingRoomRoutes } from './routes/waiting-room/staff';
import { memberProfileRoutes } from './routes/members/member-profile';
import { pointLogRoutes } from './routes/members/point-log';
import { receiverRoutes } from './routes/members/receivers';
import { stationLetterRoutes } from './routes/members/station-letters';
import { cartRoutes } from './routes/orders/cart';
import { orderRoutes } from './routes/orders/order';
import { reservationRoutes } from './routes/visits/reservations';
import { freightRoutes } from './routes/shop/freight';
import { goodsRoutes } from './routes/shop/goods';
import { pointOrderRoutes } from './routes/shop/point-orders';
import { expressRoutes } from './routes/shop/express';
import { paymentRoutes } from './routes/orders/payment';
import { staffSessionRoutes } from './routes/staff/staff-session';
import { staffAccountRoutes } from './routes/staff/staff-accounts';
import { auditLogRoutes } from './routes/staff/audit-log';
import { refundRoutes } from './routes/staff/refunds';
import { staffOrderRoutes } from './routes/staff/orders';
import { publishingRoutes } from './routes/staff/publishing';
import { reportRoutes } from './routes/staff/reports';
import { contentEditingRoutes } from './routes/staff/content';
import { couponEditingRoutes } from './routes/staff/coupons';
import { fileRoutes } from './routes/staff/files';
import { packageCardEditingRoutes } from './routes/staff/package-cards';
import { welfareRoundRoutes } from './routes/staff/welfare-rounds';
import { doorRoutes } from './routes/staff/door';
import { visitEditingRoutes } from './routes/staff/visits';
import { shopFulfilmentRoutes } from './routes/staff/shop-orders';
import { feedbackInboxRoutes } from './routes/staff/feedback';
import { periodicWorkRoutes } from './routes/staff/work';
import { rentalStaffRoutes } from './routes/staff/rental';
import { feedbackRoutes } from './routes/members/feedback';
import { invoiceRoutes } from './routes/orders/invoice';
import { invoiceIssuingRoutes } from './routes/staff/invoices';
import { packageCardRoutes } from './routes/packages/package-cards';
import { packageOrderRoutes } from './routes/packages/package-orders';
import { memberCardRoutes } from './routes/packages/member-cards';
import { welfareRoutes } from './routes/welfare/commonweal';
import { siteCacheRoutes } from './routes/site/cache-changes';
import { backupRoutes } from './routes/ops/backup';
import { siteCache, type SiteCache } from './platform/site-cache';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: HallConfig;
    payments: PaymentProvider;
    /** Every route registered with its description (the fuzz test walks them all; the OpenAPI document lists them). */
    routeTable: RouteEntry[];
    /** Whether this instance takes traffic: /readyz, and the drain before shutdown. */
    readiness: Readiness;
    metrics: HallMetrics;
    /** Tells the site which cached pages a staff write changed. */
    siteCache: SiteCache;
    /** Starts the session cancellations waiting here at once (a no-op where the background work does not run). */
    cancellations: Pick<CancellationRunner, 'kick'>;
    /** The seats of a session no one else can take, as this instance last read them (seat_status, refusals). */
    seatBoard: SeatBoard;
  }
  interface FastifyRequest {
    /** Set from the access_token header when it names a live token. */
    memberId: number | null;
    enterpriseUserId: number | null;
    loginType: number | null;
    /** On staff routes, the staff member of the `staff_token` header when the session is live. */
    staff: StaffPrincipal | null;
  }
}

const statusByCode: Record<number, number> = {
  [Code.badRequest]: 400,
  [Code.unauthorized]: 401,
  [Code.forbidden]: 403,
  [Code.notFound]: 404,
  [Code.tooMany]: 429,
  [Code.internal]: 500,
  [Code.unavailable]: 503,
};
/** The envelope's code decides; the HTTP status mirrors it for proxies, logs and crawlers. */
const httpStatus = (code: number) => statusByCode[code] ?? 200;

export type BuildOptions = {
  config: HallConfig;
  database: Database;
  /** Tests pass `false`, or a destination to read what the hall API logged. */
  logger?: false | { write(line: string): void };
  /** Tests pass a provider of their own; otherwise PAYMENT_PROVIDER decides. */
  payments?: PaymentProvider;
  /** The server runs the background work (the payment-window sweep, session cancellations); tests drive it themselves. */
  sweeper?: boolean;
  /** Tests pass one that records what the site would be told. */
  siteCache?: SiteCache;
};

/** Builds the hall API without listening, so tests drive it with inject(). */
export async function buildApp({ config, database, logger, payments, sweeper = false, siteCache: cache }: BuildOptions): Promise<HallApp> {
  registerEveryOrderKind();
  usePersonalDataKeys(config.PERSONAL_DATA_KEYS, config.PERSONAL_DATA_HASH_KEY);
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.LOG_LEVEL, logger),
    bodyLimit: 2 * 1024 * 1024,
    // The BFF's id for the request (lib/security/request-id.ts), on every log line of it as `reqId`.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER] as string | undefined),
    // A keyword of 10 kB is legal in a URL; the parser must not be the one to fail.
    // (Router options live under routerOptions: Fastify 5 deprecates them at the top level.)
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // What the router refuses before any route (a parameter over 500 characters, a URL it cannot decode) is
    // still a translated envelope.
    frameworkErrors: (_error, request, reply: FastifyReply) =>
      reply.status(httpStatus(Code.badRequest)).send({
        code: Code.badRequest,
        subCode: null,
        subMsg: errorMessage(localeOf(request), 'badRequest', { detail: 'url' }),
        data: null,
      }),
  }).withTypeProvider<ZodTypeProvider>();
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', ({ method, url, schema, config, handler }) => {
    for (const m of [method].flat()) if (m !== 'HEAD') routeTable.push({ method: m, url, schema, config, handlerSource: String(handler) });
  });
  // The routes' input is the contracts' zod schemas (platform/route-schema.ts); nothing is serialised by schema.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('payments', payments ?? paymentProvider(config, database.db));
  app.decorate('siteCache', cache ?? siteCache(database.db, app.log));
  app.decorate('cancellations', { kick: () => {} });
  app.decorate('seatBoard', new SeatBoard((sessionId) => getSeatStatus(database.db, sessionId)));
  // JSON only: the sandbox cashier's forms parse their own bodies, and the providers' notifications are read raw.
  app.removeContentTypeParser('text/plain');

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  app.decorate('metrics', hallMetrics(database));
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids and queries would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    app.metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    app.metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.decorateRequest('memberId', null);
  app.decorateRequest('enterpriseUserId', null);
  app.decorateRequest('loginType', null);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['access_token'];
    if (typeof header !== 'string' || !header) return;
    const row = await resolveToken(database.db, header);
    if (!row) return;
    request.memberId = row.memberId;
    request.enterpriseUserId = row.enterpriseUserId;
    request.loginType = row.loginType;
  });

  // One check for every route, before its own schema: strings no person types, and nesting no form makes.
  app.addHook('preValidation', async (request) => {
    const problem =
      inputProblem(request.query) ??
      inputProblem(request.params) ??
      (typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? inputProblem(request.body) : null);
    if (problem) throw new HallError(problem === 'depth' ? 'tooDeep' : 'controlCharacters', Code.badRequest);
    // Who may call it, before what they sent is judged: a visitor is asked to log in, not told a field is wrong.
    const { access, roles } = request.routeOptions.config;
    if (access === 'member') requireMember(request);
    if (access === 'enterprise') requireEnterprise(request);
    if (access === 'staff') {
      const token = request.headers['staff_token'];
      request.staff = await resolveStaff(database.db, typeof token === 'string' ? token : undefined, config.STAFF_IDLE_MINUTES);
      requireStaff(request, roles);
    }
  });

  app.setErrorHandler((error: FastifyError | HallError, request, reply) => {
    const locale = localeOf(request);
    if (error instanceof HallError) {
      return reply.status(httpStatus(error.code)).send({
        code: error.code,
        subCode: error.subCode,
        subMsg: errorMessage(locale, error.key, error.values),
        data: error.data,
      });
    }
    // PostgreSQL's data exceptions (a number out of range, text it cannot store): the input was wrong, nothing was written.
    const status = isDataError(error) ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    const key = status === 413 ? 'payloadTooLarge' : status === 429 ? 'tooMany' : status >= 500 ? 'internal' : 'badRequest';
    const code = status === 429 ? Code.tooMany : status >= 500 ? Code.internal : Code.badRequest;
    // A fault of ours carries the request's id, for the member to quote and the engineer on call to find.
    const requestId = status >= 500 ? request.id : undefined;
    return reply
      .status(httpStatus(code))
      .send({ code, subCode: null, subMsg: errorMessage(locale, key, { detail: 'body' }), data: null, requestId });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(httpStatus(Code.notFound))
      .send({ code: Code.notFound, subCode: null, subMsg: errorMessage(localeOf(request), 'notFound'), data: null }),
  );

  // Prometheus: with METRICS_TOKEN as a bearer token, or from this machine when none is set (never in production).
  app.get('/metrics', route({ summary: 'Prometheus metrics of this instance', answer: 'operations' }), async (request, reply) => {
    const token = app.config.METRICS_TOKEN;
    const allowed = token ? request.headers.authorization === `Bearer ${token}` : isLoopback(request.socket.remoteAddress);
    if (!allowed) return reply.status(401).type('text/plain').send('metrics need the bearer token\n');
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });

  // Liveness: the process answers. Restarting it would not mend a database that is down, so no query here.
  app.get('/healthz', route({ summary: 'Liveness: the process answers', answer: 'operations' }), async () => ({
    status: 'ok',
    driver: database.driver,
  }));

  // Readiness: send traffic here (database reachable, this build's migrations applied, not draining).
  app.decorate('readiness', new Readiness());
  app.get(
    '/readyz',
    route({ summary: 'Readiness: database reachable, migrations applied, not draining', answer: 'operations' }),
    async (_request, reply) => {
      const state = await app.readiness.check(database.db);
      return reply.status(state.ready ? 200 : 503).send({ status: state.ready ? 'ready' : state.reason, ...state });
    },
  );

  // The calls as an integrator reads them, made from the routes' own declarations once all are registered.
  let document: object | undefined;
  app.get('/openapi.json', route({ summary: 'This description, as OpenAPI 3.1', answer: 'operations' }), async () => {
    document ??= openApiDocument(routeTable);
    return document;
  });
  await app.register(backupRoutes);

  // Accounts, performances, content, members, orders, enterprise: the wings of hall/routes/ and hall/services/.
  await app.register(memberAccountRoutes);
  await app.register(enterpriseAccountRoutes);
  await app.register(verificationCodeRoutes);
  await app.register(slideRoutes);
  await app.register(slideImageRoutes);
  await app.register(wechatLoginRoutes);
  await app.register(contentRoutes);
  await app.register(siteCacheRoutes);
  await app.register(performanceRoutes);
  await app.register(calendarRoutes);
  await app.register(promotionRoutes);
  await app.register(couponRoutes);
  await app.register(seatRoutes);
  await app.register(memberProfileRoutes);
  await app.register(receiverRoutes);
  await app.register(buyerRoutes);
  await app.register(stationLetterRoutes);
  await app.register(pointLogRoutes);
  await app.register(dataRightsRoutes);
  await app.register(waitingListRoutes);
  await app.register(staffWaitingListRoutes);
  await app.register(waitingRoomRoutes);
  await app.register(staffWaitingRoomRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(enterpriseProjectRoutes);
  await app.register(rentalRoutes);
  await app.register(rentalLaterRoutes);
  await app.register(reservationRoutes);
  await app.register(freightRoutes);
  await app.register(goodsRoutes);
  await app.register(pointOrderRoutes);
  await app.register(packageCardRoutes);
  await app.register(packageOrderRoutes);
  await app.register(welfareRoutes);
  await app.register(memberCardRoutes);
  await app.register(expressRoutes);
  // The hall's staff console (/api/staff/*, ours): its own sessions, roles and audit log.
  await app.register(staffSessionRoutes);
  await app.register(staffAccountRoutes);
  await app.register(auditLogRoutes);
  await app.register(refundRoutes);
  await app.register(staffOrderRoutes);
  await app.register(publishingRoutes);
  await app.register(reportRoutes);
  await app.register(contentEditingRoutes);
  await app.register(couponEditingRoutes);
  await app.register(packageCardEditingRoutes);
  await app.register(welfareRoundRoutes);
  await app.register(doorRoutes);
  await app.register(visitEditingRoutes);
  await app.register(shopFulfilmentRoutes);
  await app.register(feedbackInboxRoutes);
  await app.register(periodicWorkRoutes);
  await app.register(rentalStaffRoutes);
  await app.register(feedbackRoutes);
  await app.register(invoiceRoutes);
  await app.register(invoiceIssuingRoutes);
  await app.register(fileRoutes);

  // The sandboxes' development routes (codes sent, puzzle answers, the cashier, the order clock, the WeChat
  // page): only here, each only with its own sandbox, and never with NODE_ENV=production (routes/dev/index.ts).
  const sandboxes = sandboxRoutesAllowed(config);
  if (sandboxes) await app.register(devRoutes, sandboxes);

  if (sweeper) {
    // Each area's periodic work, run one unit at a time (services/work): one that keeps failing is parked alone.
    const works = [
      orderExpiryWork(app.payments),
      welfareDrawWork,
      holdLapseWork,
      offerLapseWork,
      roomAdmissionWork,
      smsNoticeWork(createSmsProvider(config, database.db)),
      keyRefreshWork(app.payments, app.log),
    ].filter((w): w is PeriodicWork => w !== null);
    const stop = startPeriodicWork(database.db, works, app.log, config.WORK_EVERY_MS, {
      onFailure: (kind, state) => app.metrics.workFailures.inc({ kind, state }),
    });
    const cancellations = startCancellationRunner(database.db, app.payments, app.log, {
      leaseMs: config.CANCELLATION_LEASE_MS,
      paceMs: config.CANCELLATION_PACE_MS,
    });
    app.cancellations = cancellations;
    app.addHook('onClose', async () => {
      stop();
      cancellations.stop();
    });
  }
  return app;
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
