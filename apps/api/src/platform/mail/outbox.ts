import type { Locale } from "@kursove/i18n";
import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DeliveredAttachment, devMailbox, type MailAttachmentRef, outbox } from "../../db/schema/mail";
import type { MailTemplate } from "./mail-templates";
import type { MailAttachment, MailTransport } from "./mail-transport";

/** How long a worker holds the rows it claimed before another worker may take them. */
const claimMs = 2 * 60_000;
const firstRetryMs = 30_000;
const maxRetryMs = 60 * 60_000;
const defaultBatchSize = 20;

export type QueuedMail = {
  kind: MailTemplate;
  to: string;
  locale: Locale;
  subject: string;
  html: string;
  text: string;
  /** files made when the mail is sent (the module that owns them registers how: setAttachmentRenderer) */
  attachments?: MailAttachmentRef[];
};

export type AttachmentRenderer = (ref: MailAttachmentRef, locale: Locale) => Promise<MailAttachment>;
const attachmentRenderers = new WeakMap<Db, AttachmentRenderer>();

/** Registers (or with null removes) how the mail of this database makes its attachments. */
export function setAttachmentRenderer(db: Db, renderer: AttachmentRenderer | null) {
  if (renderer) attachmentRenderers.set(db, renderer);
  else attachmentRenderers.delete(db);
}

async function renderAttachments(db: Db, refs: MailAttachmentRef[], locale: Locale) {
  if (refs.length === 0) return [];
  const render = attachmentRenderers.get(db);
  // not sent without its files: the row is tried again once the app that makes them runs
  if (!render) throw new Error("no attachment renderer is registered for this database");
  return Promise.all(refs.map((ref) => render(ref, locale)));
}

/** Waiting time before the next try of a mail that has failed `attempts` times: 30 s doubling, at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(firstRetryMs * 2 ** doublings, maxRetryMs);
}

/** Queues a rendered mail in the outbox (inside the caller's transaction when given one); returns its id. */
export async function enqueueMail(db: Db, mail: QueuedMail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      locale: mail.locale,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("The outbox insert returned no row");
  return row.id;
}

function describeError(err: unknown): string {
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return message.slice(0, 2000);
}

/** Sends the mail that is due, oldest first; failures are rescheduled with backoff, never dropped. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: { now?: Date; batchSize?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const clock = () => options.now ?? new Date();
  const startedAt = Date.now();
  const now = clock();
  // The claim pushes next_attempt_at ahead, so other workers skip these rows while this one sends them.
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(options.batchSize ?? defaultBatchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + claimMs) })
    // ARRAY(...) runs the subquery once; with "IN (subquery)" PostgreSQL may rerun it and pass the LIMIT
    .where(and(sql`${outbox.id} = any(array(${due}))`, isNull(outbox.sentAt)))
    .returning();
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));

  let sent = 0;
  let failed = 0;
  for (const [index, mail] of claimed.entries()) {
    // Stop well before the claim runs out, so no other worker can take a row this one is still sending.
    if (Date.now() - startedAt > claimMs / 2) {
      const rest = claimed.slice(index).map((m) => m.id);
      await db
        .update(outbox)
        .set({ nextAttemptAt: clock() })
        .where(and(inArray(outbox.id, rest), isNull(outbox.sentAt)));
      break;
    }
    try {
      await transport.send({
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        outboxId: mail.id,
        attachments: await renderAttachments(db, mail.attachments, mail.locale === "en" ? "en" : "bg"),
      });
    } catch (err) {
      failed += 1;
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: describeError(err),
          nextAttemptAt: new Date(clock().getTime() + retryDelayMs(mail.attempts + 1)),
        })
        .where(eq(outbox.id, mail.id));
      continue;
    }
    await db.update(outbox).set({ sentAt: clock(), lastError: null }).where(eq(outbox.id, mail.id));
    sent += 1;
  }
  return { sent, failed };
}

export type OutboxWorker = { stop(): Promise<void>; kick(): void };

/** Delivers due mail every `intervalMs`, one batch at a time; `kick()` asks for a run right away. */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  log: { error(obj: unknown, msg?: string): void },
  intervalMs = 2000,
): OutboxWorker {
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;
  let kickTimer: ReturnType<typeof setTimeout> | undefined;

  const deliverUntilIdle = async () => {
    do {
      runAgain = false;
      try {
        const { sent, failed } = await deliverDueMail(db, transport, { batchSize: defaultBatchSize });
        if (failed > 0)
          log.error({ sent, failed }, "Some mail could not be sent; it stays queued for a retry");
        // a full batch without failures means more mail may be waiting
        if (failed === 0 && sent === defaultBatchSize) runAgain = true;
      } catch (err) {
        log.error({ err }, "Outbox delivery failed");
      }
    } while (runAgain && !stopped);
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = deliverUntilIdle().finally(() => {
      running = undefined;
    });
  };

  const timer = setInterval(run, intervalMs);
  timer.unref();

  return {
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        run();
      }, 0);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (kickTimer) clearTimeout(kickTimer);
      kickTimer = undefined;
      await running;
    },
  };
}

export type DevMailboxEntry = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: DeliveredAttachment[];
  created_at: string;
};

/** Lists the dev mailbox newest first, optionally only mail to one address (any letter case). */
export async function listDevMailbox(
  db: Db,
  options: { to?: string | undefined; page: number; pageSize?: number },
): Promise<{ data: DevMailboxEntry[]; last_page: number }> {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? 20), 1), 100);
  const page = Math.max(Math.trunc(options.page) || 1, 1);
  const to = options.to?.trim();
  const where: SQL | undefined = to ? sql`lower(${devMailbox.toAddress}) = ${to.toLowerCase()}` : undefined;
  const [totals] = await db.select({ total: count() }).from(devMailbox).where(where);
  const rows = await db
    .select({ mail: devMailbox })
    .from(devMailbox)
    .leftJoin(outbox, eq(outbox.id, devMailbox.outboxId))
    .where(where)
    // mails delivered in the same millisecond (the embedded database's clock goes no finer) are told
    // apart by when they were queued, so the newest is first
    .orderBy(desc(devMailbox.createdAt), sql`${outbox.createdAt} desc nulls last`, desc(devMailbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map(({ mail: row }) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: row.attachments,
      created_at: row.createdAt.toISOString(),
    })),
    last_page: Math.max(Math.ceil((totals?.total ?? 0) / pageSize), 1),
  };
}
