import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMail } from "./mail-templates";
import { smtpTransport } from "./mail-transport";

type Received = { mailFrom: string; rcptTo: string[]; raw: string };

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) of a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeHeader(line?.slice(name.length + 1).trim() ?? "");
}

describe("SMTP transport", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("hands the mail to the SMTP server with sender, recipient, subject, text and html parts", async () => {
    const mail = renderMail("reset_password", "bg", {
      name: "Георги",
      url: "https://kursove.bg/reset-password?token=t0k3n",
      publicUrl: "https://kursove.bg",
    });
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, "Kursove <no-reply@kursove.bg>");
    expect(transport.kind).toBe("smtp");

    await transport.send({
      to: "georgi@example.com",
      ...mail,
      outboxId: "3f1c2a8e-0000-4000-8000-000000000001",
    });

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.mailFrom).toBe("no-reply@kursove.bg");
    expect(message.rcptTo).toEqual(["georgi@example.com"]);
    expect(header(message.raw, "From")).toBe("Kursove <no-reply@kursove.bg>");
    expect(header(message.raw, "To")).toBe("georgi@example.com");
    expect(header(message.raw, "Subject")).toBe(mail.subject);
    expect(header(message.raw, "Subject")).toMatch(/парола/);
    expect(header(message.raw, "Message-ID")).toBe("<3f1c2a8e-0000-4000-8000-000000000001@kursove.bg>");
    expect(header(message.raw, "Content-Type")).toMatch(/^multipart\/alternative/);
    expect(message.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(message.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
  });

  it("sends a mail's attachments as attachment parts with their name and type", async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, "Kursove <no-reply@kursove.bg>");
    const content = Buffer.from("%PDF-1.3 test");
    await transport.send({
      to: "maria@example.com",
      subject: "Поръчка K-1001 е платена",
      html: "<p>x</p>",
      text: "x",
      attachments: [{ filename: "payment-confirmation-K-1001.pdf", contentType: "application/pdf", content }],
    });
    const message = received.at(-1)!;
    expect(header(message.raw, "Content-Type")).toMatch(/^multipart\/mixed/);
    expect(message.raw).toMatch(/Content-Type: application\/pdf; name=payment-confirmation-K-1001\.pdf/);
    expect(message.raw).toMatch(/Content-Disposition: attachment; filename=payment-confirmation-K-1001\.pdf/);
    expect(message.raw).toContain(content.toString("base64"));
  });

  it("rejects when the SMTP server cannot be reached, so the outbox retries later", async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const unusedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const transport = smtpTransport(`smtp://127.0.0.1:${unusedPort}`, "Kursove <no-reply@kursove.bg>");
    await expect(
      transport.send({ to: "georgi@example.com", subject: "x", html: "<p>x</p>", text: "x" }),
    ).rejects.toThrow();
  });
});
