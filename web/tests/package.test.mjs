// The npm package in Chromium, unbundled: its browser entry (index.js)
// imported as an ES module from its own folder, served on localhost, the
// module fetched beside it by `init()`; the same answers as in Node, and
// the same typed errors. (The playground, bundled, is its other test.)
//
//   cd web && node --test tests/
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, realpathSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, launch } from './browser.mjs';
import { games, start } from 'fanga';

const here = dirname(fileURLToPath(import.meta.url));
// The package as the page depends on it (web/node_modules/fanga).
const root = realpathSync(join(here, '..', 'node_modules', 'fanga'));

let server;
let base;
let browser;

before(async () => {
  assert.ok(existsSync(join(root, 'pkg', 'fanga_wasm_bg.wasm')), 'build the module first: tools/web/build.sh');
  ({ server, base } = await serve(root, '<!doctype html><title>fanga</title>'));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

test('the package in Chromium: init, every game, typed errors, a game and its record', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base);
  const seen = await page.evaluate(async () => {
    const fanga = await import('/index.js');
    const notReady = (() => { try { fanga.games(); return null; } catch (e) { return e.message; } })();
    await fanga.init();
    const list = fanga.games();
    const starts = list.map((g) => {
      const p = fanga.start(g.name);
      return { name: g.name, text: p.text, moves: p.moveCount > 1000 ? null : p.moves() };
    });
    const [first] = list;
    const refused = (f) => { try { f(); return null; } catch (e) { return { error: e instanceof fanga.FangaError, kind: e.kind, fields: e.fields }; } };
    const game = new fanga.Game(first.name);
    game.play(game.state().legal[0].text);
    const record = game.record();
    return {
      notReady,
      starts,
      badMove: refused(() => fanga.start(first.name).play('zz9!')),
      badOption: refused(() => fanga.start(first.name, { [first.options[0].key]: 'no-such-value' })),
      unknown: refused(() => fanga.start(`${first.name}x`)),
      same: fanga.Game.fromRecord(record).record() === record,
      thought: fanga.think(fanga.start(first.name), { player: 'ab:d2' }).move,
      playouts: fanga.start(first.name).randomPlayouts(20, { seed: 3 }),
    };
  });
  assert.deepEqual(errors, []);
  assert.match(seen.notReady, /init\(\)/);
  // The same starts and moves as in Node.
  assert.equal(seen.starts.length, games().length);
  for (const s of seen.starts) {
    const p = start(s.name);
    assert.equal(s.text, p.text, s.name);
    if (s.moves) assert.deepEqual(s.moves, p.moves(), s.name);
  }
  assert.deepEqual(seen.badMove, { error: true, kind: 'move-syntax', fields: seen.badMove.fields });
  assert.equal(seen.badMove.fields.move, 'zz9!');
  assert.equal(seen.badOption.kind, 'option-bad-value');
  assert.equal(seen.unknown.kind, 'unknown-game');
  assert.equal(seen.same, true);
  assert.ok(seen.thought);
  assert.deepEqual(seen.playouts, start(games()[0].name).randomPlayouts(20, { seed: 3 }));
  await page.close();
});
