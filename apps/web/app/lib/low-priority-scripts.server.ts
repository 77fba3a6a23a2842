import { Transform } from "node:stream";

const preload = '<link rel="modulepreload"';
const lowPreload = '<link rel="modulepreload" fetchPriority="low"';
const headEnd = "</head>";

/**
 * P6 (ADR 043): the page's scripts are preloaded at low priority, as React does for its own bootstrap
 * modules. A server-rendered page paints without them, so on a slow phone connection the stylesheet and
 * the largest image come first and the scripts hydrate the page after. React Router's `<Scripts>` has no
 * option for it, so the head of the answer is rewritten on its way out; the rest of the page passes
 * untouched. A tag cut between two chunks is held back until the next one completes it.
 */
export function lowPriorityScripts(): Transform {
  let inHead = true;
  let held = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const text = held + chunk.toString();
      const end = text.indexOf(headEnd);
      if (end !== -1) {
        inHead = false;
        held = "";
        return callback(null, text.slice(0, end).replaceAll(preload, lowPreload) + text.slice(end));
      }
      // keep back what could be the start of a tag the next chunk finishes
      const cut = Math.max(0, text.length - (preload.length - 1));
      const lastTag = text.lastIndexOf("<", text.length - 1);
      const keepFrom = lastTag >= cut ? lastTag : text.length;
      held = text.slice(keepFrom);
      callback(null, text.slice(0, keepFrom).replaceAll(preload, lowPreload));
    },
    flush(callback) {
      callback(null, held.replaceAll(preload, lowPreload));
    },
  });
}
