/**
 * The widths a public image is offered in for `srcset` (`GET /files/{id}?w=`), AVIF or WebP. A module of its
 * own, so a page's script that sizes images carries these, not every constant (P5, ADR 048).
 */
export const imageWidths = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const;
export const imageFormats = ["avif", "webp"] as const;
