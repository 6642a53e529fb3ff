// Writes .br and .gz beside every text asset of the build, so the server sends them without compressing
// on each request (it serves them through @fastify/static's preCompressed option).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('./dist', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && statSync(path).size > 512) yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  const body = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${dist}`);
