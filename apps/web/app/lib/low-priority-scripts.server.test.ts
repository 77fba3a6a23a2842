import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./low-priority-scripts.server";

async function through(chunks: string[]): Promise<string> {
  const stream = lowPriorityScripts();
  const out: string[] = [];
  stream.on("data", (data: Buffer) => out.push(data.toString()));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return out.join("");
}

const head =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/><link rel="modulepreload" href="/s.js"/></head>';
const body = '<body><a>x</a><link rel="modulepreload" href="/late.js"/></body></html>';

describe("lowPriorityScripts", () => {
  it("lowers the head's script preloads and leaves the body alone", async () => {
    const html = await through([head + body]);
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchPriority="low" href="/e.js"/><link rel="modulepreload" fetchPriority="low" href="/s.js"/></head>' +
        body,
    );
  });

  it("gives the same page however the answer is cut into chunks", async () => {
    const whole = await through([head + body]);
    const text = head + body;
    for (let size = 1; size <= 40; size++) {
      const chunks: string[] = [];
      for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
      expect(await through(chunks)).toBe(whole);
    }
  });

  it("passes a page without a head through unchanged", async () => {
    expect(await through(["<p>", 'rel="modulepreload"', "</p>"])).toBe('<p>rel="modulepreload"</p>');
  });
});
