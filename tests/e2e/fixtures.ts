import { test as base, expect } from "@playwright/test";

/** Every page.goto waits until React has hydrated, so clicks reach their handlers. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 }).catch(() => {});
      return response;
    };
    await use(page);
  },
});

export { expect };
