import sanitizeHtml from "sanitize-html";

const allowedTags = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
];

/** Dropped together with everything inside them, text included. */
const droppedWithContent = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "form",
  "select",
  "option",
  "textarea",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "title",
  "head",
  "canvas",
  "audio",
  "video",
];

/** Elements that mean nothing without text: removed when empty (a paragraph of spaces, a bare <br>). */
const droppedWhenEmpty = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "li",
  "ul",
  "ol",
  "pre",
  "code",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
]);

export const externalLinkRel = "noopener noreferrer nofollow";

/**
 * The address of a link if it is safe: http(s)://host, mailto, or a path of this site ("/courses", never
 * "//host" or "/\host", which browsers read as another host). Browsers ignore control characters,
 * tabs and line breaks inside a scheme ("java\tscript:"), so they are removed before it is read;
 * entities were already decoded by the parser.
 */
export function safeHref(raw: string): string | null {
  const href = raw
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g, "")
    .trim();
  if (href === "") return null;
  if (href.startsWith("/")) return /^\/[/\\]/.test(href) ? null : href;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === "mailto") return href.length > 7 ? `mailto:${href.slice(7)}` : null;
  if ((scheme !== "http" && scheme !== "https") || href.slice(scheme.length + 1, scheme.length + 3) !== "//")
    return null;
  try {
    return new URL(href).hostname ? `${scheme}:${href.slice(scheme.length + 1)}` : null;
  } catch {
    return null;
  }
}

const isExternal = (href: string) => /^https?:/.test(href);

const baseOptions: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: droppedWithContent,
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href ?? "");
      const kept: sanitizeHtml.Attributes = !href
        ? {}
        : isExternal(href)
          ? { href, rel: externalLinkRel, target: "_blank" }
          : { href };
      return { tagName, attribs: kept };
    },
  },
};

/**
 * An article's body as it may be stored and shown: only the editor's formatting (paragraphs, h2-h4,
 * emphasis, lists, quotes, code, rules, links), no other attribute, no script or embedded content,
 * links only to http(s), mailto or this site's paths (outside ones open in a new tab without the
 * opener); h1 becomes h2 (the page has its own h1), empty paragraphs go.
 */
export function sanitizeArticleHtml(html: string): string {
  // first pass: drop what is not allowed; a link with an unsafe address keeps its text without the link
  const cleaned = sanitizeHtml(html, {
    ...baseOptions,
    exclusiveFilter: (frame) => (frame.tag === "a" && !frame.attribs.href ? "excludeTag" : false),
  });
  // second pass, on clean markup: elements left without text (also after the first pass) go
  return sanitizeHtml(cleaned, {
    ...baseOptions,
    exclusiveFilter: (frame) => droppedWhenEmpty.has(frame.tag) && frame.text.trim() === "",
  }).trim();
}

const decodeEscapes = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The text of some HTML on one line, words separated where blocks and line breaks were. */
export function plainText(html: string): string {
  const spaced = html.replace(
    /<(?:br|hr)\b[^>]*>|<\/(?:p|h[1-6]|li|blockquote|pre|div|td|th|tr)\s*>/gi,
    "$& ",
  );
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: droppedWithContent,
  });
  return decodeEscapes(text).replace(/\s+/g, " ").trim();
}

/** Minutes to read a text at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** The start of a text for a summary: whole words up to `max` characters, with an ellipsis when cut. */
export function excerptOf(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—–-]+$/, "")}…`;
}
