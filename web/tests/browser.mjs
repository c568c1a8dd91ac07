// What the browser tests share: a folder served on localhost, and Debian's
// Chromium launched headless by playwright-core (the flags that keep it off
// the network: the machines have none to give it).
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

/** Serves the files of `root` on a free port of 127.0.0.1: `/` is
 * `index.html`, or `home` (a page's HTML) when given. Resolves to the
 * server and its base URL. */
export async function serve(root, home) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/' && home !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(home);
      return;
    }
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

/** Chromium, headless. */
export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}
