import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { devMailbox, outbox } from "../../db/schema/mail";
import { createTestApp, type TestApp } from "../../test/test-app";
import { renderMail } from "./mail-templates";
import { devMailboxTransport, type MailTransport } from "./mail-transport";
import { deliverDueMail, enqueueMail, listDevMailbox, retryDelayMs, startOutboxWorker } from "./outbox";

const second = 1000;
const hour = 3600 * second;

describe("mail outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "none" });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(outbox);
    await t.database.db.delete(devMailbox);
  });

  const queue = (to: string, subject = "Потвърдете имейл адреса си") =>
    enqueueMail(t.database.db, {
      kind: "verify_email",
      to,
      locale: "bg",
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
    });
  const outboxRow = async (id: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const mailboxOf = (to: string) =>
    t.database.db.select().from(devMailbox).where(eq(devMailbox.toAddress, to));
  const failing: MailTransport = {
    kind: "smtp",
    send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")),
  };
  // PGlite's clock counts milliseconds: a pause keeps created_at in insertion order
  const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
  // a little ahead of the database clock, so freshly queued mail counts as due
  const soon = () => new Date(Date.now() + 5 * second);

  it("delivers a queued mail to the dev mailbox once and marks it sent", async () => {
    const rendered = renderMail("verify_email", "bg", {
      name: "Мария",
      url: "http://localhost:3000/verify?token=abc",
      publicUrl: "http://localhost:3000",
    });
    const id = await enqueueMail(t.database.db, {
      kind: "verify_email",
      to: "maria@example.com",
      locale: "bg",
      ...rendered,
    });
    const transport = devMailboxTransport(t.database.db);

    expect(await deliverDueMail(t.database.db, transport, { now: soon() })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail(t.database.db, transport, { now: soon() })).toEqual({ sent: 0, failed: 0 });

    const delivered = await mailboxOf("maria@example.com");
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ outboxId: id, subject: rendered.subject, text: rendered.text });
    const row = await outboxRow(id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 0, lastError: null, kind: "verify_email", locale: "bg" });
  });

  it("keeps the mail queued while the transport fails and delivers it once the transport works", async () => {
    const id = await queue("ivan@example.com");
    const t0 = soon();

    expect(await deliverDueMail(t.database.db, failing, { now: t0 })).toEqual({ sent: 0, failed: 1 });
    let row = await outboxRow(id);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + 30 * second);

    const transport = devMailboxTransport(t.database.db);
    const early = new Date(t0.getTime() + 10 * second);
    expect(await deliverDueMail(t.database.db, transport, { now: early })).toEqual({ sent: 0, failed: 0 });
    expect(await mailboxOf("ivan@example.com")).toHaveLength(0);

    const later = new Date(t0.getTime() + 31 * second);
    expect(await deliverDueMail(t.database.db, transport, { now: later })).toEqual({ sent: 1, failed: 0 });
    expect(await mailboxOf("ivan@example.com")).toHaveLength(1);
    row = await outboxRow(id);
    expect(row.sentAt?.getTime()).toBe(later.getTime());
    expect(row.lastError).toBeNull();
  });

  it("waits 30 s after the first failure, doubling each time up to one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual(
      [30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((s) => s * second),
    );
    expect(retryDelayMs(40)).toBe(hour);
    expect(retryDelayMs(10_000)).toBe(hour);
  });

  it("keeps retrying a failing mail at the one hour cap and never drops it", async () => {
    const id = await queue("petar@example.com");
    let now = soon();
    const gaps: number[] = [];
    for (let i = 0; i < 12; i++) {
      expect(await deliverDueMail(t.database.db, failing, { now })).toEqual({ sent: 0, failed: 1 });
      const row = await outboxRow(id);
      gaps.push((row.nextAttemptAt.getTime() - now.getTime()) / second);
      now = row.nextAttemptAt;
    }
    expect(gaps).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600, 3600]);
    expect((await outboxRow(id)).attempts).toBe(12);

    const transport = devMailboxTransport(t.database.db);
    expect(await deliverDueMail(t.database.db, transport, { now })).toEqual({ sent: 1, failed: 0 });
    expect(await mailboxOf("petar@example.com")).toHaveLength(1);
  });

  it("sends oldest first in batches of the given size", async () => {
    for (const n of [1, 2, 3]) {
      await queue("batch@example.com", `Писмо ${n}`);
      await tick();
    }
    const sentSubjects: string[] = [];
    const recording: MailTransport = {
      kind: "dev-mailbox",
      send: async (mail) => {
        sentSubjects.push(mail.subject);
      },
    };
    expect(await deliverDueMail(t.database.db, recording, { now: soon(), batchSize: 2 })).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(sentSubjects).toEqual(["Писмо 1", "Писмо 2"]);
    expect(await deliverDueMail(t.database.db, recording, { now: soon(), batchSize: 2 })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sentSubjects).toEqual(["Писмо 1", "Писмо 2", "Писмо 3"]);
  });

  it("gives each due mail to one of several concurrent runs only", async () => {
    for (let n = 0; n < 6; n++) await queue("crowd@example.com", `Писмо ${n}`);
    const transport = devMailboxTransport(t.database.db);
    const runs = await Promise.all(
      [1, 2, 3].map(() => deliverDueMail(t.database.db, transport, { now: soon(), batchSize: 4 })),
    );
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    const delivered = await mailboxOf("crowd@example.com");
    expect(delivered).toHaveLength(6);
    expect(new Set(delivered.map((m) => m.outboxId)).size).toBe(6);
  });

  it("queues mail inside a transaction, and drops it when the transaction rolls back", async () => {
    const committed = await t.database.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: "email_changed",
        to: "tx@example.com",
        locale: "en",
        subject: "s",
        html: "h",
        text: "t",
      }),
    );
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          kind: "email_changed",
          to: "tx@example.com",
          locale: "en",
          subject: "s",
          html: "h",
          text: "t",
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, "tx@example.com"));
    expect(rows.map((r) => r.id)).toEqual([committed]);
  });

  it("delivers soon after a kick and lets a running batch finish on stop", async () => {
    const log = { errors: [] as unknown[], error: (obj: unknown) => log.errors.push(obj) };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const inner = devMailboxTransport(t.database.db);
    const slow: MailTransport = {
      kind: "dev-mailbox",
      async send(mail) {
        started = true;
        await gate;
        await inner.send(mail);
      },
    };
    const worker = startOutboxWorker(t.database.db, slow, log, 60_000);
    await queue("worker@example.com");
    worker.kick();
    await expect.poll(() => started, { timeout: 5000 }).toBe(true);

    const stopped = worker.stop();
    release();
    await stopped;
    expect(await mailboxOf("worker@example.com")).toHaveLength(1);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, "worker@example.com"));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(log.errors).toEqual([]);
  });

  it("lists the dev mailbox newest first, by address, page by page", async () => {
    const transport = devMailboxTransport(t.database.db);
    for (let n = 1; n <= 5; n++) {
      await transport.send({ to: "ana@example.com", subject: `За Ана ${n}`, html: "<p>x</p>", text: "x" });
      await tick();
    }
    for (let n = 1; n <= 2; n++) {
      await transport.send({
        to: "boris@example.com",
        subject: `За Борис ${n}`,
        html: "<p>x</p>",
        text: "x",
      });
      await tick();
    }

    const first = await listDevMailbox(t.database.db, { to: "Ana@Example.com", page: 1, pageSize: 2 });
    expect(first.last_page).toBe(3);
    expect(first.data.map((m) => m.subject)).toEqual(["За Ана 5", "За Ана 4"]);
    expect(first.data[0]).toMatchObject({ to: "ana@example.com", html: "<p>x</p>", text: "x" });
    expect(new Date(first.data[0]!.created_at).toISOString()).toBe(first.data[0]!.created_at);

    const last = await listDevMailbox(t.database.db, { to: "ana@example.com", page: 3, pageSize: 2 });
    expect(last.data.map((m) => m.subject)).toEqual(["За Ана 1"]);

    const boris = await listDevMailbox(t.database.db, { to: "boris@example.com", page: 1 });
    expect(boris).toMatchObject({ last_page: 1 });
    expect(boris.data.map((m) => m.subject)).toEqual(["За Борис 2", "За Борис 1"]);

    const everyone = await listDevMailbox(t.database.db, { page: 1, pageSize: 3 });
    expect(everyone.last_page).toBe(3);
    expect(everyone.data).toHaveLength(3);

    const nobody = await listDevMailbox(t.database.db, { to: "nobody@example.com", page: 1 });
    expect(nobody).toEqual({ data: [], last_page: 1 });
  });
});
