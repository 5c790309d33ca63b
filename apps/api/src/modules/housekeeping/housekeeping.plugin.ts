import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const FIRST_RUN_DELAY_MS = 60_000;
const INTERVAL_MS = 60 * 60_000;
/** Unpaid orders past their deadline are looked at every minute (their stock waits for it). */
const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Purges expired sessions, codes, login attempts, old search logs and idempotency keys and expires points past their
 * 12 months a minute after start, then hourly; cancels unpaid orders past their deadline and texts the announced
 * 체험단 members every minute. Registered by the server process only (tests build the app without it and call
 * services.housekeeping.purgeExpiredRecords).
 */
export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const { housekeeping } = app.services;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const counts = await housekeeping.purgeExpiredRecords();
      if (Object.values(counts).some((n) => n > 0)) app.log.info({ purged: counts }, "expired records purged");
      const expiredPoints = await housekeeping.expirePoints();
      if (expiredPoints > 0) app.log.info({ expiredPoints }, "points past their 12 months expired");
    } catch (err) {
      // A failed pass is retried at the next interval; it must never take the shop down.
      app.log.error({ err }, "purging expired records failed");
    } finally {
      running = false;
    }
  };
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const closed = await housekeeping.closeOverduePayments();
      if (closed > 0) app.log.info({ closed }, "unpaid orders past their deadline cancelled");
      const approved = await housekeeping.settleUncertainApprovals();
      if (approved > 0) app.log.info({ approved }, "payments whose approval answer was lost settled from the gateway");
      const settled = await housekeeping.resolveStuckCancels();
      if (settled > 0) app.log.info({ settled }, "cancels left without the gateway's answer settled");
      const refunded = await housekeeping.resolveStuckRefunds();
      if (refunded > 0) app.log.info({ refunded }, "returns left without the gateway's answer settled");
      const confirmed = await housekeeping.confirmDeliveredOrders();
      if (confirmed > 0) app.log.info({ confirmed }, "delivered orders confirmed automatically");
      const receipts = await housekeeping.syncCashReceipts();
      if (receipts > 0) app.log.info({ receipts }, "cash receipts brought up to date");
      const texted = await housekeeping.textExperienceAnnouncements();
      if (texted > 0) app.log.info({ texted }, "experience team selections texted on their announcement");
    } catch (err) {
      app.log.error({ err }, "closing unpaid orders failed");
    } finally {
      sweeping = false;
    }
  };
  const first = setTimeout(() => void run(), FIRST_RUN_DELAY_MS);
  const every = setInterval(() => void run(), INTERVAL_MS);
  const sweeps = setInterval(() => void sweep(), PAYMENT_SWEEP_INTERVAL_MS);
  // No timer keeps the process alive on shutdown.
  first.unref();
  every.unref();
  sweeps.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(every);
    clearInterval(sweeps);
  });
});
