// Bundles the playground into dist/: one script (app.js) that holds the
// WebAssembly module and the worker's code, so that dist/index.html plays
// from any static host and straight from disk (file://). Run by
// tools/web/build.sh after wasm-bindgen has written pkg/.
import * as esbuild from 'esbuild';
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const at = (...p) => join(here, ...p);
const common = {
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  logLevel: 'warning',
  // The glue's default path finds the .wasm next to the script; the page
  // always passes the compiled module instead.
  define: { 'import.meta.url': '"file:///"' },
};

rmSync(at('dist'), { recursive: true, force: true });
mkdirSync(at('dist'), { recursive: true });
await esbuild.build({ ...common, entryPoints: [at('src/worker.js')], outfile: at('build/worker.txt') });
await esbuild.build({
  ...common,
  entryPoints: [at('src/main.js')],
  outfile: at('dist/app.js'),
  loader: { '.wasm': 'binary', '.txt': 'text' },
});
for (const f of ['index.html', 'style.css', 'favicon.svg']) copyFileSync(at(f), at('dist', f));
const kib = (f) => Math.round(statSync(at('dist', f)).size / 1024);
console.log(`web/dist: index.html, style.css, favicon.svg, app.js (${kib('app.js')} KiB)`);
