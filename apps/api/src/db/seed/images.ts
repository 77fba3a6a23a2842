import sharp from "sharp";

/** Deterministic pseudo-random numbers from a string, so a course always gets the same picture. */
function randomFrom(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function shapes(seed: string, width: number, height: number, count: number) {
  const rnd = randomFrom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = (0.08 + rnd() * 0.35) * height;
    const x = rnd() * width;
    const y = rnd() * height;
    const opacity = (0.08 + rnd() * 0.18).toFixed(2);
    if (rnd() < 0.6)
      out.push(
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${opacity}"/>`,
      );
    else
      out.push(
        `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(r * 1.6).toFixed(0)}" height="${(r * 1.6).toFixed(0)}" rx="${(r / 3).toFixed(0)}" fill="#fff" fill-opacity="${opacity}" transform="rotate(${(rnd() * 90).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
      );
  }
  return out.join("");
}

function gradientSvg(seed: string, [from, to]: [string, string], width: number, height: number, extra = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes(seed, width, height, 14)}${extra}</svg>`;
}

export type GeneratedImage = { bytes: Buffer; width: number; height: number; mime: "image/webp" };

async function render(svg: string, width: number, height: number): Promise<GeneratedImage> {
  const bytes = await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 78 }).toBuffer();
  return { bytes, width, height, mime: "image/webp" };
}

/** A course cover at the spec's 1150x300. */
export const courseCover = (seed: string, palette: [string, string]) =>
  render(gradientSvg(seed, palette, 1150, 300), 1150, 300);

/** A course thumbnail at the spec's 300x240. */
export const courseThumbnail = (seed: string, palette: [string, string]) =>
  render(gradientSvg(`${seed}-thumb`, palette, 300, 240), 300, 240);

/** A blog article's cover at its stored 1200x630 (the Open Graph size). */
export const blogCover = (seed: string, palette: [string, string]) =>
  render(gradientSvg(`${seed}-blog`, palette, 1200, 630), 1200, 630);

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function initials(name: string) {
  return name
    .replace(/[„“"']/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

/** A square monogram: provider logos and instructor portraits. */
export function monogram(name: string, color: string, size = 256) {
  const text = `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${size * 0.38}" fill="#fff">${escapeXml(initials(name))}</text>`;
  return render(gradientSvg(name, [color, shade(color)], size, size, text), size, size);
}

/** A darker tone of a hex colour for the second stop of a gradient. */
function shade(hex: string) {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  const f = (v: number) => Math.max(0, Math.round(v * 0.62));
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}
