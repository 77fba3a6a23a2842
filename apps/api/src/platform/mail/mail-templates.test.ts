import { locales } from "@kursove/i18n";
import { describe, expect, it } from "vitest";
import { mailTemplates, renderMail } from "./mail-templates";

const publicUrl = "https://kursove.bg";
const url = "https://kursove.bg/verify-email?token=a1b2&lang=bg";

describe("mail templates", () => {
  for (const template of mailTemplates) {
    for (const locale of locales) {
      it(`renders ${template} in ${locale} with the link as a button and as text`, () => {
        const mail = renderMail(template, locale, { name: "Мария Иванова", url, publicUrl });
        expect(mail.subject.trim()).not.toBe("");
        expect(mail.subject).not.toMatch(/\{\{|\n/);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).toContain("#0f5e9c");
        expect(mail.html).toContain(locale === "bg" ? "Курсове" : "Kursove");
        expect(mail.html).toContain("Мария Иванова");
        expect(mail.text).toContain("Мария Иванова");
        // the & of the query string is escaped in HTML and kept as is in the text
        expect(mail.html).toContain('href="https://kursove.bg/verify-email?token=a1b2&amp;lang=bg"');
        expect(mail.html.split("https://kursove.bg/verify-email").length - 1).toBeGreaterThanOrEqual(2);
        expect(mail.text).toContain(url);
        expect(`${mail.html}${mail.text}`).not.toMatch(/\{\{/);
      });
    }
  }

  it("escapes HTML in the name and never lets a script through", () => {
    for (const template of mailTemplates) {
      for (const locale of locales) {
        const name = `<script>alert("x")</script> & 'Co'`;
        const mail = renderMail(template, locale, { name, url, publicUrl });
        expect(mail.html).not.toContain("<script");
        expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;");
        expect(mail.subject).not.toContain("<script");
        // the plain-text part is not HTML: the name stays as typed
        expect(mail.text).toContain(name);
      }
    }
  });

  it("writes Bulgarian subjects in Cyrillic and English ones in Latin letters", () => {
    for (const template of mailTemplates) {
      const bg = renderMail(template, "bg", { name: "Иван", publicUrl }).subject;
      const en = renderMail(template, "en", { name: "Ivan", publicUrl }).subject;
      // a course's name may stand in quotes after a colon (empty here: no values given)
      expect(bg).toMatch(/^[\u0400-\u04ff\s,.!:„“–-]+$/u);
      expect(en).toMatch(/^[A-Za-z\s,.!':“”–-]+$/);
    }
  });

  it("states how long links last and what to do when it was not the reader", () => {
    const data = { name: "Иван", url, publicUrl };
    expect(renderMail("verify_email", "bg", data).text).toContain("24 часа");
    expect(renderMail("verify_email", "en", data).text).toContain("24 hours");
    expect(renderMail("reset_password", "bg", data).text).toMatch(/1 час.*пренебрегнете/s);
    expect(renderMail("reset_password", "en", data).text).toMatch(/1 hour.*ignore/s);
    for (const template of ["password_changed", "email_changed", "account_deleted"] as const) {
      for (const locale of locales) {
        const mail = renderMail(template, locale, data);
        expect(mail.text).toContain("office@kursove.bg");
        expect(mail.html).toContain("office@kursove.bg");
      }
    }
    expect(renderMail("account_deleted", "bg", data).text).toMatch(/анонимизирани.*счетоводни/s);
    expect(renderMail("account_deleted", "en", data).text).toMatch(/anonymised.*accounting/s);
  });

  it("leaves the button out when there is no link, and greets without a name when there is none", () => {
    const mail = renderMail("account_deleted", "bg", { name: " ", publicUrl });
    expect(mail.html).not.toContain("Към „Курсове“");
    expect(mail.text).not.toContain("Към „Курсове“");
    expect(mail.text).toMatch(/^Здравейте,\n/);
    expect(renderMail("password_changed", "en", { name: "", publicUrl }).text).toMatch(/^Hello,\n/);
  });

  it("refuses a link that is not a web address", () => {
    expect(() =>
      renderMail("verify_email", "en", { name: "x", url: "javascript:alert(1)", publicUrl }),
    ).toThrow();
  });
});
