import { imageWidths } from "@kursove/contracts/domain/images";
import type { ImgHTMLAttributes } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> & {
  src: string;
  /** "" for a decorative image */
  alt: string;
  width: number;
  height: number;
  /** how wide the image shows, as in the `sizes` attribute */
  sizes: string;
  /**
   * The width and height are the size it shows at, not the stored image's (logos, photos): widths up to
   * three times that are offered, for screens of every pixel density.
   */
  shownSize?: boolean;
};

/**
 * A stored public image offered in several widths, AVIF first and WebP otherwise: the browser
 * picks the smallest that fills `sizes` at its pixel density. Width and height keep its place before it
 * loads, so nothing shifts. Other addresses are shown as they are.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, shownSize, ...rest }: Props) {
  if (!src.startsWith("/api/v1/files/") || src.includes("?")) {
    return <img src={src} alt={alt} width={width} height={height} {...rest} />;
  }
  const candidates = imageCandidates(width, shownSize);
  const set = (format: "avif" | "webp") =>
    candidates.map(([w, shown]) => `${src}?w=${w}&format=${format} ${shown}w`).join(", ");
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <img src={src} alt={alt} srcSet={set("webp")} sizes={sizes} width={width} height={height} {...rest} />
    </picture>
  );
}

/** The widths to ask for and the width each answer has (its `w` descriptor), for a srcset. */
export function imageCandidates(width: number, shownSize = false): [asked: number, actual: number][] {
  const candidates: [number, number][] = [];
  if (shownSize) {
    // up to the first listed width that covers three times the shown size (the server never enlarges)
    const top = imageWidths.find((w) => w >= width * 3) ?? Number.POSITIVE_INFINITY;
    for (const w of imageWidths) if (w <= top) candidates.push([w, w]);
  } else {
    // the listed widths below the stored width, then the stored width itself (asked as the next listed
    // width: the server never enlarges, so it answers the stored width)
    for (const w of imageWidths) if (w < width) candidates.push([w, w]);
    const asked = imageWidths.find((w) => w >= width);
    if (asked) candidates.push([asked, width]);
  }
  return candidates;
}
