/**
 * Joins class lists so that a later utility replaces an earlier one of the same kind (`px-4` then `px-0`
 * keeps `px-0`, `p-0` also drops `px-4`), as tailwind-merge does, for the kinds of utilities the kit's
 * components set (P5, ADR 041: tailwind-merge was 8 KB of every page). `merge-classes.test.ts` checks it
 * against tailwind-merge for every class list of the app given to every kit component.
 */

const sizes = "xs|sm|base|lg|\\d?xl";
const space = "(?:[\\d.]+|px|auto|\\[.+\\])";
const length = `(?:${space}|[\\d/]+|full|screen|min|max|fit|none|prose|[dsl]v[hw]|${sizes}|md)`;
const display =
  "block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|flow-root|list-item|table|inline-table|table-row|table-cell|table-caption|table-column|table-column-group|table-header-group|table-row-group|table-footer-group";

/** [the utility's pattern, its kind, the kinds it also replaces] */
const kinds: [RegExp, string, string?][] = [
  [new RegExp(`^(?:${display})$`), "display"],
  [new RegExp(`^text-(?:${sizes})(?:/.+)?$`), "font-size"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(?:wrap|nowrap|balance|pretty|ellipsis|clip)$/, "text-other"],
  [/^text-/, "text-color"],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, "font-weight"],
  [/^font-/, "font-family"],
  [
    /^bg-(?:[a-z]+-\d+|white|black|transparent|current|inherit|primary|primary-dark|secondary|accent|dark)(?:\/\d+)?$/,
    "bg-color",
  ],
  [/^bg-(?:gradient|linear|radial|conic|none)/, "bg-image", "bg-color"],
  [new RegExp(`^p-${space}$`), "p", "px py pt pr pb pl ps pe"],
  [new RegExp(`^px-${space}$`), "px", "pr pl ps pe"],
  [new RegExp(`^py-${space}$`), "py", "pt pb"],
  [new RegExp(`^(p[trblse])-${space}$`), "$1"],
  [new RegExp(`^-?m-${space}$`), "m", "mx my mt mr mb ml ms me"],
  [new RegExp(`^-?mx-${space}$`), "mx", "mr ml ms me"],
  [new RegExp(`^-?my-${space}$`), "my", "mt mb"],
  [new RegExp(`^-?(m[trblse])-${space}$`), "$1"],
  [new RegExp(`^size-${length}$`), "size", "w h"],
  [new RegExp(`^((?:min-|max-)?[wh])-${length}$`), "$1"],
  [/^(gap-[xy])-(?:[\d.]+|px|\[.+\])$/, "$1"],
  [/^gap-(?:[\d.]+|px|\[.+\])$/, "gap", "gap-x gap-y"],
  [
    /^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/,
    "rounded",
    "rounded-t rounded-r rounded-b rounded-l",
  ],
  [/^(rounded-[trbl])(?:-|$)/, "$1"],
  [/^items-/, "items"],
  [/^justify-(?:start|end|center|between|around|evenly|stretch|normal)$/, "justify"],
  [/^shadow(?:-(?:none|xs|sm|md|lg|xl|2xl|inner))?$/, "shadow"],
  [/^shadow-\[/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring(?:-\d+)?$/, "ring-width"],
  [/^ring-/, "ring-color"],
  [/^border(?:-\d+)?$/, "border-width", "border-t border-r border-b border-l border-x border-y"],
  [/^(border-[trblxy])(?:-\d+)?$/, "$1"],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-(?:collapse|separate)$/, "border-collapse"],
  [/^(border-[trblxy])-/, "$1-color"],
  [
    /^border-/,
    "border-color",
    "border-t-color border-r-color border-b-color border-l-color border-x-color border-y-color",
  ],
  [/^outline(?:-\d+)?$/, "outline-width"],
  [/^outline-(?:none|hidden|solid|dashed|dotted|double)$/, "outline-style"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-/, "outline-color"],
  [/^transition(?:-.+)?$/, "transition"],
  [/^line-clamp-/, "line-clamp", "display overflow"],
  [/^(overflow-[xy])-/, "$1"],
  [/^overflow-[a-z]+$/, "overflow", "overflow-x overflow-y"],
  [/^align-/, "align"],
  [/^break-(?:normal|words|all|keep)$/, "word-break"],
  [/^(?:underline|overline|line-through|no-underline)$/, "decoration"],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(?:static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(grid-cols|brightness|col-span|tracking|leading|opacity|cursor|whitespace|underline-offset|z)-/, "$1"],
];

function kindOf(utility: string): [string, string[]] | undefined {
  for (const [pattern, kind, replaces] of kinds) {
    const match = pattern.exec(utility);
    if (match) return [kind.replace("$1", match[1] ?? ""), replaces?.split(" ") ?? []];
  }
  return undefined;
}

export function mergeClasses(...lists: (string | false | null | undefined)[]) {
  const classes = lists.filter(Boolean).join(" ").split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  // the last of a kind wins: read from the end, keep a class whose kind (under its modifiers) is still free
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    const at = name.lastIndexOf(":");
    const modifiers = name
      .slice(0, at + 1)
      .split(":")
      .sort()
      .join(":");
    const utility = name.slice(at + 1).replace(/^!|!$/g, "");
    const important = name.includes("!") ? "!" : "";
    const kind = kindOf(utility);
    if (kind) {
      const key = `#${modifiers}${important}${kind[0]}`;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const other of kind[1]) taken.add(`#${modifiers}${important}${other}`);
    } else if (/[-:]/.test(name)) {
      // another utility given twice is kept once
      if (taken.has(name)) continue;
      taken.add(name);
    }
    kept.unshift(name);
  }
  return kept.join(" ");
}
