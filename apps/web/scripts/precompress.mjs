// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible client file of the build, once,
// at the best compression; @fastify/static serves them (preCompressed) to browsers that accept them.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(import.meta.dirname, "../build/client");
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(root)) {
  if ((await stat(file)).size < 1024) continue;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  count++;
}
console.log(`Precompressed ${count} client files (.br, .gz)`);
