import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const app = path.resolve(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

/** LAZY-TOASTS (P5 and P6 of docs/performance.md): react-toastify is loaded with the first toast, never with a page. */
describe("toasts load on demand", () => {
  it("only lib/toast.tsx imports react-toastify, and only by dynamic import or for types", () => {
    const importers = sources(app).filter((file) =>
      /from "react-toastify|"react-toastify\//.test(readFileSync(file, "utf8")),
    );
    expect(importers.map((f) => path.relative(app, f))).toEqual(["lib/toast.tsx"]);
    const wrapper = readFileSync(path.join(app, "lib/toast.tsx"), "utf8");
    // a static import of the library or its stylesheet would put them back into every page's download
    expect(wrapper).not.toMatch(/^import (?!type )[^;]*"react-toastify/m);
    expect(wrapper).toMatch(/import\("react-toastify"\)/);
    expect(wrapper).toMatch(/import\("react-toastify\/dist\/ReactToastify\.css"\)/);
  });
});
