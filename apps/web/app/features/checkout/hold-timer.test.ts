import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { RenewHoldsButton } from "./cart-items";
import { HoldTimer } from "./hold-timer";

const now = Date.parse("2026-05-20T10:00:00Z");
const render = (heldUntil: string | null, locale: "bg" | "en" = "bg") =>
  renderToString(
    createElement(I18nextProvider, { i18n: i18nFor(locale) }, createElement(HoldTimer, { heldUntil, now })),
  ).replace(/<!-- -->/g, "");
const inMs = (ms: number) => new Date(now + ms).toISOString();

describe("the hold timer", () => {
  it("shows the time the places stay held", () => {
    const html = render(inMs(18 * 60_000 + 41_200));
    expect(html).toContain('role="timer"');
    expect(html).toMatch(/Местата са запазени за още <span[^>]*>18:42<\/span>/);
    expect(render(inMs(60_000), "en")).toMatch(/Your places are held for another <span[^>]*>01:00</);
  });

  it("turns into the expired notice when the hold ran out", () => {
    const html = render(inMs(-1000));
    expect(html).toContain('role="alert"');
    expect(html).toContain("Времето за запазване на местата изтече.");
    expect(render(null)).toContain("Времето за запазване на местата изтече.");
  });

  it("offers to hold the expired places again in one click, submitting the cart form", () => {
    const html = renderToString(
      createElement(
        I18nextProvider,
        { i18n: i18nFor("bg") },
        createElement(HoldTimer, {
          heldUntil: null,
          now,
          renew: createElement(RenewHoldsButton, { busy: false }),
        }),
      ),
    );
    expect(html).toContain('role="alert"');
    const button = html.match(/<button[^>]*>Запази местата отново<\/button>/)?.[0] ?? "";
    for (const attribute of ['form="cart-form"', 'name="intent"', 'value="update"'])
      expect(button).toContain(attribute);
  });

  it("tells screen readers at five minutes and one minute left, not every second", () => {
    expect(render(inMs(4 * 60_000 + 58_000))).toContain("Местата остават запазени още 5 минути.");
    expect(render(inMs(4 * 60_000 + 30_000))).not.toContain("остават запазени");
    expect(render(inMs(58_000))).toContain("Местата остават запазени още 1 минута.");
  });
});
