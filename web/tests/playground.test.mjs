// The playground in a real browser: Playwright (playwright-core) drives
// Debian's Chromium headless over web/dist/, served on localhost, and checks
// every position the page shows against fanga's own engine, loaded here in
// Node from the same WebAssembly module, through the npm package the page
// is built on (crates/wasm/js, web/node_modules/fanga).
//
//   cd web && node --test tests/
//
// Screenshots at desktop and phone sizes go to web/test-results/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve, launch } from './browser.mjs';
import { games, Game, define } from 'fanga';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const shots = join(here, '..', 'test-results', 'screenshots');

let server;
let base;
let browser;

before(async () => {
  assert.ok(existsSync(join(dist, 'index.html')), 'build the page first: tools/web/build.sh');
  mkdirSync(shots, { recursive: true });
  ({ server, base } = await serve(dist));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** A new page at `hash` (`#v=1&g=...`), ready, animations instant. */
async function open(hash = '', { viewport = { width: 1280, height: 900 }, locale = 'en-GB', speed = '0' } = {}) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  // What the console would show a developer: errors, and every resource
  // that failed to load (a missing icon is a 404 on every load).
  page.consoleErrors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.consoleErrors.push(m.text()); });
  page.failed = [];
  page.on('response', (r) => { if (r.status() >= 400) page.failed.push(`${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => page.failed.push(`failed ${r.url()}`));
  await page.goto(base + hash);
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 30000 });
  assert.equal(await page.evaluate(() => document.body.dataset.ready), 'true', await page.locator('#message').textContent());
  if (speed !== null) await page.locator('#speed').fill(speed);
  return page;
}

/** Waits until the page waits for a human (or the game is over). */
async function settle(page) {
  await page.waitForFunction(() => {
    const a = window.fanga;
    return a.state && !a.animating && !a.thinking
      && (a.state.result || a.seats[a.state.turn] === 'human');
  }, null, { timeout: 60000 });
}

/** The game the page shows, replayed by the engine from its move list. */
async function engineOf(page) {
  const shown = await page.evaluate(() => ({
    game: window.fanga.state.game,
    options: window.fanga.state.options.join(' '),
    start: window.fanga.state.start,
    moves: [...document.querySelectorAll('#movelist li')].map((li) => li.textContent.split(' ').slice(1).join(' ')),
  }));
  const table = new Game(shown.game, shown.options, { position: shown.start ?? undefined });
  for (const m of shown.moves) table.play(m);
  const state = table.state();
  table.free();
  return { shown, state };
}

/** Checks the position text and every drawn hole or point against the engine. */
async function checkAgainstEngine(page) {
  const { shown, state } = await engineOf(page);
  const after = `after ${shown.moves.join(', ')}`;
  // What the page draws, read at once: the position text, every hole or
  // point, each side's seeds and the coordinates at the board's edges.
  const page_ = await page.evaluate(() => ({
    position: document.querySelector('#position').value,
    cells: Object.fromEntries(
      [...document.querySelectorAll('#board [data-cell]')].map((b) => [b.dataset.cell, b.dataset.seeds ?? b.dataset.piece]),
    ),
    totals: [0, 1].map((p) => document.querySelector(`#board .pools.side-${p} [data-side-total]`)?.dataset.sideTotal),
    rows: [...document.querySelectorAll('#board .coord.row')].map((e) => [Number(e.textContent), e.classList.contains('side-1') ? 1 : 0]),
    cols: [...document.querySelectorAll('#board .coord.col')].map((e) => e.textContent),
  }));
  assert.equal(page_.position, state.position, `position ${after}`);
  const board = state.board;
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) {
      const name = String.fromCharCode(97 + c) + (r + 1);
      const want = board.kind === 'sowing' ? String(board.cells[r * board.cols + c]) : board.cells[r * board.cols + c];
      assert.equal(page_.cells[name], want, `${name} ${after}`);
    }
  }
  assert.equal(Object.keys(page_.cells).length, board.rows * board.cols);
  if (board.kind === 'sowing') {
    // Each side's seeds on its holes: the first half of the rows (of the
    // columns, on a board of one row) is South's.
    const totals = [0, 0];
    for (let r = 0; r < board.rows; r++) {
      for (let c = 0; c < board.cols; c++) {
        const north = board.rows === 1 ? c >= board.cols / 2 : r >= board.rows / 2;
        totals[north ? 1 : 0] += board.cells[r * board.cols + c];
      }
    }
    assert.deepEqual(page_.totals, totals.map(String), `seeds on each side ${after}`);
  }
  if (board.kind !== 'text') {
    // Coordinates at the edges, as moves are typed: a number a row, in its
    // side's colour on a sowing board (none on a board of numbered cups),
    // a letter (or cup number) a column.
    const cups = board.kind === 'sowing' && board.cups;
    const rows = cups ? [] : [...Array(board.rows)].map((_, i) => i + 1);
    assert.deepEqual(page_.rows.map(([r]) => r).sort((a, b) => a - b), rows);
    if (board.kind === 'sowing') {
      for (const [row, side] of page_.rows) assert.equal(side, row > board.rows / 2 ? 1 : 0, `row ${row}`);
    }
    assert.deepEqual(page_.cols, [...Array(board.cols)].map((_, i) => (cups ? String(i + 1) : String.fromCharCode(97 + i))));
  }
  return state;
}

/** Plays one move by clicks: a legal cell at random, then choices, until the
 * move is made. */
async function clickAMove(page, rng) {
  const before = await page.locator('#movelist li').count();
  for (let i = 0; i < 12; i++) {
    const cells = page.locator('#board [data-cell].legal');
    const choices = page.locator('#choices button[data-choice]:not([data-choice="cancel"])');
    const nc = await cells.count();
    const nb = await choices.count();
    if (nc + nb === 0) {
      // Too many moves to list (Mangala's setup): a random one.
      await page.locator('#random-move').click();
      break;
    }
    const k = Math.floor(rng() * (nc + nb));
    if (k < nc) await cells.nth(k).click(); else await choices.nth(k - nc).click();
    if (await page.locator('#movelist li').count() > before) return;
  }
  await page.waitForFunction((n) => document.querySelectorAll('#movelist li').length > n, before, { timeout: 5000 });
}

/** The shipped rule sets the costliest tests play: they share one game's
 * code in the page (each is the `ruleset` game under its file), so a
 * sample of what their boards draw differently stands for the family,
 * while every rule set goes through the cheap tests (the walk, the
 * forms). Children (toguz-kumalak), rounds and blocked holes
 * (pallanguli), two holes a row (tihbat), ten sown clockwise (ot-tjin),
 * relays (ayoayo). (In Rust, Python and Node every rule set runs every
 * test: there a game costs milliseconds, here about a second.) */
const RULE_SET_SAMPLE = ['ayoayo', 'toguz-kumalak', 'pallanguli', 'tihbat', 'ot-tjin'];

/** A shipped rule set: a game whose one option, `ruleset`, names it. */
const isShippedRuleSet = (g) => g.options.length === 1 && g.options[0].key === 'ruleset'
  && g.options[0].values.length === 1 && g.options[0].values[0] === g.name;

/** Every hand-written game, the `ruleset` game, and the sample. */
const costlyTestsPlay = (g) => !isShippedRuleSet(g) || RULE_SET_SAMPLE.includes(g.name);

test('the rule-set sample names shipped rule sets', () => {
  const shipped = games().filter(isShippedRuleSet).map((g) => g.name);
  assert.ok(shipped.length > RULE_SET_SAMPLE.length, shipped.join(' '));
  for (const name of RULE_SET_SAMPLE) assert.ok(shipped.includes(name), name);
});

function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

test('a whole game of katro against the computer, by clicks, every position checked', async () => {
  const page = await open('#v=1&g=katro&p=human,easy');
  const rng = seeded(7);
  let plies = 0;
  for (;;) {
    await settle(page);
    const state = await checkAgainstEngine(page);
    if (state.result) break;
    await clickAMove(page, rng);
    plies++;
    assert.ok(plies < 400, 'the game ends');
  }
  const status = await page.locator('#status').textContent();
  assert.match(status, /Game over: [SN] wins/);
  assert.match(status, /You (win!|lose\.)/);
  await page.screenshot({ path: join(shots, 'katro-end-desktop.png'), fullPage: true });
  // Undo takes back the computer's reply and the human's last move.
  const moves = await page.locator('#movelist li').count();
  await page.locator('#undo').click();
  await settle(page);
  const after = await page.locator('#movelist li').count();
  const turn = await page.evaluate(() => window.fanga.state.turn);
  assert.equal(turn, 0, 'South (the human) to move after undo');
  assert.ok(after < moves && after >= moves - 2, `${moves} -> ${after}`);
  const state = await checkAgainstEngine(page);
  assert.equal(state.result, null);
  assert.deepEqual(page.errors, []);
  // Nothing failed to load (the icon is there), and the console is clean.
  assert.deepEqual(page.failed, []);
  assert.deepEqual(page.consoleErrors, []);
  assert.equal(await page.evaluate(() => fetch(document.querySelector('link[rel=icon]').href).then((r) => r.status)), 200);
  await page.context().close();
});

test('during an animation, the old choices go and Undo takes the move back at once', async () => {
  const page = await open('#v=1&g=katro&p=human,human', { speed: '4' });
  await page.locator('[data-cell="b2"]').click();
  assert.equal(await page.locator('#choices button[data-choice="cw"]').count(), 1);
  await page.locator('#choices button[data-choice="cw"]').click();
  await page.waitForSelector('#board .touched', { timeout: 5000 });
  assert.equal(await page.evaluate(() => window.fanga.animating), true);
  // The previous move's choices are gone, nothing on the board is offered,
  // and Undo is enabled: it stops the animation and takes the move back.
  assert.equal(await page.locator('#choices button').count(), 0);
  assert.equal(await page.locator('#board [data-cell]:enabled').count(), 0);
  assert.equal(await page.locator('#undo').isEnabled(), true);
  assert.equal(await page.locator('#redo').isEnabled(), false);
  await page.locator('#undo').click();
  await settle(page);
  assert.equal(await page.locator('#movelist li').count(), 0);
  // The interrupted animation draws nothing more: the start stays shown.
  await page.waitForTimeout(600);
  assert.equal(await page.locator('#board .touched').count(), 0);
  await checkAgainstEngine(page);
  assert.equal(await page.locator('#redo').isEnabled(), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the default speed is one a class can follow (katro b2:cw at least 2.5 s), and the choice is remembered', async (t) => {
  const page = await open('#v=1&g=katro&p=human,human', { speed: null });
  assert.equal(await page.locator('#speed').inputValue(), '3');
  assert.equal(await page.locator('#speed-value').textContent(), 'slow');
  await page.locator('[data-cell="b2"]').click();
  await page.locator('#choices button[data-choice="cw"]').click();
  const planned = await page.evaluate(() => window.fanga.lastAnimation.ms);
  t.diagnostic(`b2:cw animated in ${planned} ms`);
  assert.ok(planned >= 2500, `b2:cw animated in ${planned} ms`);
  await page.locator('#skip').click();
  await settle(page);
  await checkAgainstEngine(page);
  // Faster and slower speeds are still offered; the one chosen is kept.
  assert.equal(await page.locator('#speed').getAttribute('max'), '4');
  await page.locator('#speed').fill('1');
  assert.equal(await page.locator('#speed-value').textContent(), 'fast');
  const again = await page.context().newPage();
  await again.goto(`${base}#v=1&g=katro&p=human,human`);
  await again.waitForFunction(() => document.body.dataset.ready, null, { timeout: 30000 });
  assert.equal(await again.locator('#speed').inputValue(), '1');
  await page.context().close();
});

test('a move is animated seed by seed, and skip ends it', async () => {
  const page = await open('#v=1&g=oware&p=human,human', { speed: '4' });
  await page.locator('[data-cell="c1"]').click();
  // During the animation the touched hole is marked and the step is told.
  await page.waitForSelector('#board .touched', { timeout: 5000 });
  assert.match(await page.locator('#note').textContent(), /^(take|sow)/);
  assert.equal(await page.locator('#skip').isEnabled(), true);
  await page.locator('#skip').click();
  await settle(page);
  await checkAgainstEngine(page);
  await page.context().close();
});

test('switching to Oware and to Fanorona, moves by clicks, checked', async () => {
  const page = await open('#v=1&g=katro&p=human,medium');
  await page.selectOption('#game', 'oware');
  await settle(page);
  assert.equal(await page.locator('#board [data-cell]').count(), 12);
  const rng = seeded(3);
  for (let i = 0; i < 3; i++) {
    await clickAMove(page, rng);
    await settle(page);
    await checkAgainstEngine(page);
  }
  await page.screenshot({ path: join(shots, 'oware-desktop.png'), fullPage: true });

  await page.selectOption('#game', 'fanorona');
  await settle(page);
  assert.equal(await page.locator('#board [data-cell]').count(), 45);
  assert.equal(await page.locator('#seat0-label').textContent(), 'White');
  // d3 to e3, then the capture by withdrawal, chosen from the buttons.
  await page.locator('[data-cell="d3"]').click();
  assert.equal(await page.locator('[data-cell="e3"].legal').count(), 1);
  await page.locator('[data-cell="e3"]').click();
  await page.locator('#choices button[data-choice="W"]').click();
  await settle(page);
  const first = await page.locator('#movelist li').first().textContent();
  assert.equal(first, 'W d3-e3W');
  await checkAgainstEngine(page);
  await page.screenshot({ path: join(shots, 'fanorona-desktop.png'), fullPage: true });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a shared link restores the game, and a newer link format is refused', async () => {
  const page = await open('#v=1&g=kalah&o=houses%3D4&p=human,human');
  const rng = seeded(11);
  for (let i = 0; i < 4; i++) {
    await clickAMove(page, rng);
    await settle(page);
  }
  const url = page.url();
  assert.match(url, /m=/);
  const moves = await page.locator('#movelist').textContent();
  const copy = await open(url.slice(url.indexOf('#')));
  assert.equal(await copy.locator('#movelist').textContent(), moves);
  assert.equal(await copy.locator('#position').inputValue(), await page.locator('#position').inputValue());
  await checkAgainstEngine(copy);
  // The same link pasted into the address bar of an open page (a tab that
  // shows another game): the page opens it, without a reload.
  await open('#v=1&g=fanorona-telo&p=human,human').then(async (other) => {
    await other.evaluate((h) => { location.hash = h; }, url.slice(url.indexOf('#')));
    await other.waitForFunction(() => window.fanga.state.game === 'kalah', null, { timeout: 10000 });
    await settle(other);
    assert.equal(await other.locator('#movelist').textContent(), moves);
    await checkAgainstEngine(other);
    // A broken link pasted is explained, and the game stays.
    await other.evaluate(() => { location.hash = '#v=1&g=kalah&m=a1;z9'; });
    await other.waitForFunction(() => /move 2 z9/.test(document.querySelector('#message').textContent), null, { timeout: 10000 });
    assert.equal(await other.locator('#movelist').textContent(), moves);
    assert.deepEqual(other.errors, []);
    await other.context().close();
  });
  const newer = await open('#v=2&g=kalah');
  assert.match(await newer.locator('#message').textContent(), /format 2/);
  const bad = await open('#v=1&g=kalah&m=a1;z9');
  assert.match(await bad.locator('#message').textContent(), /move 2 z9/);
  for (const p of [page, copy, newer, bad]) await p.context().close();
});

test('records and positions are copied out and read back', async () => {
  const page = await open('#v=1&g=fifangha&o=columns%3D4&p=human,human');
  const rng = seeded(5);
  for (let i = 0; i < 3; i++) {
    await clickAMove(page, rng);
    await settle(page);
  }
  const record = await page.locator('#record').inputValue();
  assert.match(record, /^game fifangha\noptions .*\n# format 2\n/);
  const position = await page.locator('#position').inputValue();
  await page.locator('#new').click();
  await settle(page);
  assert.equal(await page.locator('#movelist li').count(), 0);
  await page.locator('#record').fill(record);
  await page.locator('#load-record').click();
  await settle(page);
  assert.equal(await page.locator('#position').inputValue(), position);
  // A broken record is refused with its line, and the game stays.
  await page.locator('#record').fill(record.replace(/move .*/, 'move q9'));
  await page.locator('#load-record').click();
  assert.match(await page.locator('#message').textContent(), /line \d+: move 1/);
  assert.equal(await page.locator('#position').inputValue(), position);
  // Start from a position text.
  await page.locator('#position').fill('0,0,0,0/0,1,1,0/0,1,1,0/0,0,0,0 S reserve=14,14');
  await page.locator('#load-position').click();
  await settle(page);
  await checkAgainstEngine(page);
  assert.match(await page.locator('#record').inputValue(), /\nstart 0,0,0,0\/0,1,1,0/);
  await page.context().close();
});

test('Mangala: a typed setup, then the pie choice by button', async () => {
  const page = await open('#v=1&g=mangala&p=human,human');
  assert.match(await page.locator('#message').textContent(), /62196 legal moves/);
  await page.locator('#move-input').fill('setup:18,17,18,17');
  await page.locator('#move-input').press('Enter');
  await settle(page);
  await page.locator('#choices button[data-choice="rotate"]').click();
  await settle(page);
  await checkAgainstEngine(page);
  // A wrong move is explained and changes nothing.
  const before = await page.locator('#position').inputValue();
  await page.locator('#move-input').fill('z9');
  await page.locator('#move-input').press('Enter');
  assert.notEqual(await page.locator('#message').textContent(), '');
  assert.equal(await page.locator('#position').inputValue(), before);
  await page.context().close();
});

test('solved boards show the exact value of every move', async () => {
  const page = await open('#v=1&g=kalah&o=houses%3D3,seeds%3D3&p=human,human');
  await page.waitForSelector('#solved-moves li', { timeout: 30000 });
  const { state } = await engineOf(page);
  const listed = await page.locator('#solved-moves li').evaluateAll((lis) => lis.map((li) => [li.dataset.move, li.className]));
  assert.deepEqual(listed.map(([m]) => m).sort(), state.legal.map((m) => m.text).sort());
  for (const [, verdict] of listed) assert.match(verdict, /^(win|draw|loss)$/);
  assert.match(await page.locator('#solved-value').textContent(), /With perfect play, South to move: (win|draw|loss)/);
  // The perfect player is offered on a solved board.
  assert.equal(await page.locator('#seat1 option[value="perfect"]').count(), 1);
  await page.context().close();
});

test('French by the browser language, English by the switch', async () => {
  const page = await open('#v=1&g=katro&p=human,human', { locale: 'fr-FR' });
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  assert.equal(await page.locator('#new').textContent(), 'Commencer');
  assert.match(await page.locator('#status').textContent(), /^Au tour de Sud : cliquez sur un trou cerclé$/);
  await page.locator('#rules-box summary').click();
  assert.match(await page.locator('#rules').textContent(), /Busser/);
  await page.selectOption('#lang', 'en');
  assert.equal(await page.locator('#new').textContent(), 'Start');
  assert.match(await page.locator('#status').textContent(), /^South's turn: click a ringed hole$/);
  await page.context().close();
});

test('in French, the setup form of every game names everything in French, and the engine messages too', async () => {
  const page = await open('#v=1&g=katro&p=human,human', { locale: 'fr-FR', speed: null });
  for (const g of games()) {
    await page.selectOption('#game', g.name);
    await settle(page);
    const form = await page.evaluate(() => ({
      title: document.querySelector('#title').textContent,
      options: [...document.querySelectorAll('#options label')].map((l) => ({
        key: l.querySelector('select').dataset.key,
        name: l.querySelector('span').textContent,
        doc: l.title,
        values: [...l.querySelectorAll('option')].map((o) => o.textContent),
      })),
      labels: [...document.querySelectorAll('#setup label > span, #setup button, #setup h2')].map((e) => e.textContent),
    }));
    assert.ok(g.titleFr, `${g.name}: a French title`);
    assert.ok(form.title.startsWith(g.titleFr), `${g.name}: ${form.title}`);
    // An option of a single value is no choice, and is not shown.
    const offered = g.options.filter((o) => o.values.length > 1);
    assert.equal(form.options.length, offered.length, g.name);
    form.options.forEach((o, i) => {
      const spec = offered[i];
      assert.equal(o.key, spec.key);
      // The name and the description its crate gives in French, never the key.
      assert.equal(o.name, spec.name?.fr, `${g.name}: ${spec.key}`);
      assert.notEqual(o.name, spec.key, `${g.name}: ${spec.key}`);
      assert.equal(o.doc, spec.docFr, `${g.name}: ${spec.key}`);
      assert.notEqual(o.doc, spec.doc, `${g.name}: ${spec.key}`);
      o.values.forEach((v, j) => {
        const value = spec.values[j];
        // A number is shown as it is; every word, in French.
        if (/^\d+$/.test(value)) assert.equal(v, value);
        else assert.equal(v, spec.valueNames[j]?.fr, `${g.name}: ${spec.key}=${value}`);
      });
    });
    assert.ok(form.labels.includes('Commencer') && form.labels.includes('Jeu'), form.labels.join(' | '));
    assert.ok(!form.labels.some((x) => ['Game', 'South', 'North', 'White', 'Black', 'Start', 'New game'].includes(x)), `${g.name}: ${form.labels.join(' | ')}`);
  }
  // An engine's message: its frame in French, its detail kept.
  await page.selectOption('#game', 'katro');
  await settle(page);
  await page.locator('#move-input').fill('z9');
  await page.locator('#move-input').press('Enter');
  // From the refusal's kind and fields: no English of the game's own.
  assert.equal(await page.locator('#message').textContent(), '`z9` n’est pas un coup de ce jeu : les coups possibles sont cerclés sur le plateau');
  assert.equal(await page.locator('#speed-value').textContent(), 'lente');
  // A link's illegal move, said in French from the refusal's kind.
  await page.evaluate(() => { location.hash = '#v=1&g=katro&m=zz9&p=human,human'; });
  await page.waitForFunction(() => document.querySelector('#message').textContent.startsWith('Le lien'));
  assert.equal(await page.locator('#message').textContent(),
    'Le lien n’a pas pu être lu : coup 1 zz9 : `zz9` n’est pas un coup de ce jeu : les coups possibles sont cerclés sur le plateau');
  await page.locator('#rules-box summary').click();
  assert.match(await page.locator('#rules').textContent(), /Source : /);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('each game shows the rules its crate states, and names what its board says', async () => {
  const page = await open('#v=1&g=fanorona&p=human,human', { locale: 'fr-FR' });
  await page.locator('#rules-box summary').click();
  assert.match(await page.locator('#rules').textContent(), /^Le jeu national de Madagascar : 22 pions/);
  assert.match(await page.locator('#rules').textContent(), /Montgomery \(1896\)/);
  // A board of points: White and Black, in the page's language.
  assert.equal(await page.locator('#seat0-label').textContent(), 'Blancs');
  await page.selectOption('#lang', 'en');
  assert.match(await page.locator('#rules').textContent(), /^The national game of Madagascar/);
  await page.context().close();
  // Mangala's shells before the setup: a pool the position text does not show.
  const mangala = await open('#v=1&g=mangala&p=human,human');
  assert.match(await mangala.locator('#board .pools.side-0').textContent(), /not yet in play: 70/);
  assert.deepEqual(mangala.errors, []);
  await mangala.context().close();
});

test('keyboard: a hole is chosen with Tab and Enter, the direction too', async () => {
  const page = await open('#v=1&g=katro&p=human,human');
  const hole = page.locator('[data-cell="b2"]');
  await hole.focus();
  await page.keyboard.press('Enter');
  const cw = page.locator('#choices button[data-choice="cw"]');
  await cw.focus();
  await page.keyboard.press('Enter');
  await settle(page);
  assert.equal(await page.locator('#movelist li').first().textContent(), 'S b2:cw');
  // Holes say what they hold, for screen readers.
  assert.match(await page.locator('[data-cell="a1"]').getAttribute('aria-label'), /^a1: \d+ seeds?/);
  await page.context().close();
});

test('phone-sized screens: every game fits, and play comes first', async () => {
  const page = await open('#v=1&g=katro&p=human,human', { viewport: { width: 390, height: 844 } });
  // (Every rule set's width is checked by the walk in two languages below.)
  for (const g of games().filter(costlyTestsPlay)) {
    await page.selectOption('#game', g.name);
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 392, `${g.name}: the page is ${width}px wide`);
    // The board begins on the first screen, and Undo and Hint are on it
    // without scrolling.
    const box = (sel) => page.evaluate((s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    }, sel);
    assert.ok((await box('#board')).top < 844 / 2, `${g.name}: the board starts at ${(await box('#board')).top}px`);
    for (const b of ['#undo', '#hint']) {
      assert.ok((await box(b)).bottom <= 844, `${g.name}: ${b} ends at ${(await box(b)).bottom}px`);
    }
    await checkAgainstEngine(page);
    await page.screenshot({ path: join(shots, `${g.name}-phone.png`) });
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the page plays straight from disk (file://)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // `hard` thinks for a second by the worker's clock (Date.now: wasm32 has
  // no Instant).
  await page.goto(`${pathToFileURL(join(dist, 'index.html'))}#v=1&g=fanorona-telo&p=human,hard`);
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 30000 });
  await page.locator('#speed').fill('0');
  await page.locator('[data-cell="b2"]').click();
  await settle(page);
  // The computer (in its worker) answered.
  assert.equal(await page.locator('#movelist li').count(), 2);
  await checkAgainstEngine(page);
  await context.close();
});

test('every game with every option value plays by clicks, checked against the engine', async () => {
  // Every configuration: each game as it starts, then each option value
  // other than its default, alone; of a number among more than three (the
  // houses and seeds of Oware and Kalah), the smallest and the largest.
  // The shipped rule sets are one game's code in the page: its sample.
  const configurations = [];
  for (const g of games().filter(costlyTestsPlay)) {
    configurations.push({ game: g.name, set: [] });
    for (const o of g.options) {
      const numbers = o.values.length > 3 && o.values.every((v) => /^\d+$/.test(v));
      const ends = numbers ? [o.values[0], o.values.at(-1)] : o.values;
      for (const v of ends) if (v !== o.default) configurations.push({ game: g.name, set: [`${o.key}=${v}`] });
    }
    // Options that only go together.
    if (g.name === 'fanorona') configurations.push({ game: g.name, set: ['vela=on', 'vela_opener=winner'] });
  }
  // An option value that names another game of the list and starts it (a
  // rule set fanga ships is a game of its own and a value of the `ruleset`
  // game's option) is that game: played as the game, if the sample has it.
  const startOf = (game, set) => {
    try {
      const table = new Game(game, set);
      const text = table.position.text;
      table.free();
      return text;
    } catch {
      return null; // a refusal: played below, where it is checked
    }
  };
  const names = new Set(games().map((g) => g.name));
  const same = ({ game, set }) => {
    const value = set.length === 1 ? set[0].split('=')[1] : undefined;
    if (value === game || !names.has(value)) return false;
    const start = startOf(game, set);
    return start !== null && start === startOf(value, []);
  };
  configurations.splice(0, configurations.length, ...configurations.filter((c) => !same(c)));
  // Two pages take configurations from one queue, so that both cores work
  // (about 65 of them: 40 s on one page). Each configuration
  // draws its clicks from its own seed, whichever page plays it.
  let next = 0;
  let played = 0;
  const lane = async () => {
    const page = await open('#v=1&g=katro&p=human,human');
    try {
      await play(page);
    } catch (err) {
      next = configurations.length; // the other page stops too
      throw err;
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  };
  const play = async (page) => {
    while (next < configurations.length) {
      const index = next++;
      const { game, set } = configurations[index];
      const rng = seeded(42 + index);
      await page.selectOption('#game', game);
      await settle(page);
      for (const a of set) {
        const [key, value] = a.split('=');
        await page.selectOption(`#options select[data-key="${key}"]`, value);
      }
      await settle(page);
      let refusal = null;
      try {
        new Game(game, set).free();
      } catch (err) {
        refusal = err.message;
      }
      if (refusal) {
        // The engine refuses this set alone (vela_opener=winner needs
        // vela=on): the page says why, and keeps its game.
        assert.equal(await page.locator('#message').textContent(), refusal);
        continue;
      }
      const options = await page.evaluate(() => window.fanga.state.options);
      for (const a of set) assert.ok(options.includes(a), `${game}: ${a} in ${options}`);
      // Eight plies of each game as it starts, five under an option value
      // (its board and first moves are where the page draws it).
      const plies = set.length ? 5 : 8;
      for (let ply = 0; ply < plies; ply++) {
        const state = await checkAgainstEngine(page);
        if (state.result) break;
        await clickAMove(page, rng);
        await settle(page);
      }
      played++;
    }
  };
  await Promise.all([lane(), lane()]);
  assert.ok(played >= 30, `${played} configurations`);
});

test('a hint marks the move it suggests', async () => {
  const page = await open('#v=1&g=kalah&p=human,human');
  await page.locator('#hint').click();
  await page.waitForFunction(() => /Hint: /.test(document.querySelector('#status').textContent), null, { timeout: 30000 });
  assert.ok(await page.locator('#board .hinted').count() >= 1);
  // The score in seeds, for the player (or the plies to the end).
  assert.match(await page.locator('#status').textContent(), /Hint: .+ \(([+−]\d+\.\d\d seeds? for you|(win|loss) in \d+ plies)\)$/);
  await page.context().close();
});

/** A rule-set file in fanga's JSON: two rows of four holes, three seeds
 * each, Wari's captures. */
const SMALL_GAME = JSON.stringify({
  name: 'playground-small',
  title: 'Four holes a row, three seeds each',
  board: { holes: 4, seeds: 3 },
  capture: { counts: [2, 3], side: 'opponent' },
});

/** Picks `text` as the file `name` in the page's file input. */
async function pickFile(page, name, text) {
  await page.locator('#define-file').setInputFiles({
    name, mimeType: 'application/json', buffer: Buffer.from(text),
  });
}

test('a rule-set file loads on a phone: its game joins the list and plays against the computer', async () => {
  const page = await open('#v=1&g=katro&p=human,easy', { viewport: { width: 390, height: 844 } });
  await page.locator('#define-file').scrollIntoViewIfNeeded();
  await pickFile(page, 'small.json', SMALL_GAME);
  await page.waitForFunction(() => window.fanga.state.game === 'playground-small', null, { timeout: 10000 });
  await settle(page);
  // In the list under its name, chosen, its title under the menus; no menu
  // for its single option (its name); the board of its size.
  assert.equal(await page.locator('#game').inputValue(), 'playground-small');
  assert.equal(await page.locator('#game option[value="playground-small"]').count(), 1);
  assert.equal(await page.locator('#title').textContent(), 'Four holes a row, three seeds each');
  assert.equal(await page.locator('#options select').count(), 0);
  assert.equal(await page.locator('#define-message').textContent(), 'Loaded: Four holes a row, three seeds each (playground-small).');
  const seeds = await page.locator('#board [data-cell]').evaluateAll((bs) => bs.map((b) => b.dataset.seeds));
  assert.deepEqual(seeds, Array(8).fill('3'));
  // The board is back in view, and the page fits the phone.
  assert.ok(await page.evaluate(() => document.querySelector('#board').getBoundingClientRect().top >= 0));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 392);
  // The engine in Node reads the same file, and checks every position.
  assert.equal(define(SMALL_GAME).name, 'playground-small');
  await checkAgainstEngine(page);
  // A move by a click; the computer (its worker read the file too) replies.
  await page.locator('#board [data-cell].legal').first().click();
  await page.waitForFunction(() => document.querySelectorAll('#movelist li').length === 2, null, { timeout: 20000 });
  await settle(page);
  await checkAgainstEngine(page);
  assert.match(await page.locator('#record').inputValue(), /^game playground-small\n/);
  await page.screenshot({ path: join(shots, 'rule-set-file-phone.png'), fullPage: true });
  // The same file again is the same game, listed once.
  await pickFile(page, 'small.json', SMALL_GAME);
  await page.waitForFunction(() => document.querySelectorAll('#movelist li').length === 0, null, { timeout: 10000 });
  assert.equal(await page.locator('#game option[value="playground-small"]').count(), 1);
  assert.equal(await page.locator('#message').textContent(), '');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('a broken rule-set file is refused on one line that names the parameter, in English and French', async () => {
  const broken = JSON.stringify({
    name: 'playground-broken', title: 'Too many holes',
    board: { holes: 40, seeds: 3 }, capture: { counts: [2, 3], side: 'opponent' },
  });
  const page = await open('#v=1&g=katro&p=human,human');
  const games = await page.locator('#game option').count();
  const position = await page.locator('#position').inputValue();
  await pickFile(page, 'broken.json', broken);
  await page.waitForFunction(() => document.querySelector('#define-message').textContent !== '', null, { timeout: 10000 });
  const said = await page.locator('#define-message').textContent();
  assert.equal(said, 'broken.json was not loaded: rule set `playground-broken`: board.holes: 40 is not 1 to 16');
  assert.equal(await page.locator('#define-message.error').count(), 1);
  // Nothing changed: the list, the game.
  assert.equal(await page.locator('#game option').count(), games);
  assert.equal(await page.evaluate(() => window.fanga.state.game), 'katro');
  assert.equal(await page.locator('#position').inputValue(), position);
  // Not a description at all (a picture picked by mistake).
  await page.locator('#define-file').setInputFiles({
    name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
  });
  await page.waitForFunction(() => /photo\.png/.test(document.querySelector('#define-message').textContent), null, { timeout: 10000 });
  assert.match(await page.locator('#define-message').textContent(), /^photo\.png was not loaded: not a game description: expected /);
  // The page still plays.
  await page.locator('[data-cell="b2"]').click();
  await page.locator('#choices button[data-choice="cw"]').click();
  await settle(page);
  await checkAgainstEngine(page);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  // In French: the button, and the message's frames.
  const fr = await open('#v=1&g=katro&p=human,human', { locale: 'fr-FR' });
  assert.equal(await fr.locator('label[for="define-file"]').textContent(), 'Charger un fichier de règles');
  await pickFile(fr, 'broken.json', broken);
  await fr.waitForFunction(() => document.querySelector('#define-message').textContent !== '', null, { timeout: 10000 });
  assert.equal(await fr.locator('#define-message').textContent(),
    'broken.json n’a pas été chargé : jeu de règles `playground-broken` : board.holes: 40 is not 1 to 16');
  await pickFile(fr, 'kalah.json', JSON.stringify({
    name: 'kalah', title: 'Not Kalah', board: { holes: 4, seeds: 3 }, capture: { counts: [2, 3], side: 'opponent' },
  }));
  await fr.waitForFunction(() => /kalah\.json/.test(document.querySelector('#define-message').textContent), null, { timeout: 10000 });
  assert.equal(await fr.locator('#define-message').textContent(),
    'kalah.json n’a pas été chargé : `kalah` est déjà un jeu : un jeu décrit par des données doit avoir son propre nom');
  assert.deepEqual(fr.errors, []);
  await fr.context().close();
});

test('the last move stays readable: its marks and its line, for the computer too, after undo and redo, in French', async () => {
  const page = await open('#v=1&g=katro&p=human,easy');
  await page.locator('[data-cell="b2"]').click();
  await page.locator('#choices button[data-choice="cw"]').click();
  await settle(page);
  // The computer's reply, said in one line, its hole and the holes it sowed marked.
  assert.match(await page.locator('#note').textContent(), /^North played [a-h]\d+ (anti)?clockwise: sowed \d+ holes?( and captured \d+ seeds? from [a-h]\d+(, [a-h]\d+)*)?\.$/);
  assert.equal(await page.locator('#board .hole.last-from').count(), 1);
  assert.ok(await page.locator('#board .hole.last-sown').count() >= 1);
  const reply = await page.locator('#note').textContent();
  // Two humans now: undo takes back one move, and South's is said again.
  await page.selectOption('#seat1', 'human');
  await page.locator('#undo').click();
  await settle(page);
  assert.match(await page.locator('#note').textContent(), /^South played b2 clockwise: sowed \d+ holes?/);
  assert.equal(await page.locator('#board .hole.last-from[data-cell="b2"]').count(), 1);
  // Redo: the computer's move again, marked and said as before.
  await page.locator('#redo').click();
  await settle(page);
  assert.equal(await page.locator('#note').textContent(), reply);
  // Back to the start: no last move, no marks.
  await page.locator('#undo').click();
  await page.locator('#undo').click();
  await settle(page);
  assert.equal(await page.locator('#note').textContent(), '');
  assert.equal(await page.locator('#board .last-from, #board .last-sown').count(), 0);
  await page.locator('#redo').click();
  await settle(page);
  // A capture is said with the seeds and the holes it took them from.
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => /^(Sud|Nord) a joué [a-h]\d+, sens (anti)?horaire : \d+ trous? semés?/.test(document.querySelector('#note').textContent));
  // Fanorona: the piece that moved, the point it reached, the pieces captured.
  await page.evaluate(() => { location.hash = '#v=1&g=fanorona&p=human,human'; });
  await page.waitForFunction(() => window.fanga.state.game === 'fanorona');
  await settle(page);
  const rng = seeded(3);
  await clickAMove(page, rng);
  await settle(page);
  assert.match(await page.locator('#note').textContent(), /^Blancs a joué [a-i]\d( → [a-i]\d)+ et pris \d+ pions?\.$/);
  assert.ok(await page.locator('#board .point.last-captured').count() >= 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Every word of the page's own text as a reader meets it: what it shows,
 * its controls' names, the selected value of each menu (not the record,
 * the position or the rules' sources, which are notation and citations). */
function pageWords() {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (el.closest('select, textarea, #rules-box, #movelist, script, .diagram, #lang')) continue;
    if (!el.checkVisibility()) continue;
    texts.push(n.textContent);
  }
  for (const el of document.querySelectorAll('[aria-label], [title]')) {
    if (el.closest('#lang, #rules-box')) continue;
    texts.push(el.getAttribute('aria-label') || '', el.getAttribute('title') || '');
  }
  for (const s of document.querySelectorAll('select:not(#lang)')) texts.push(s.selectedOptions[0]?.textContent || '');
  // Move notation, which the page shows as the game writes it (`b2:cw`).
  const { state } = window.fanga;
  const notation = [...state.moves, ...state.legal.flatMap((m) => [m.text, ...m.steps.map((st) => st.text)])];
  return { text: texts.join(' '), notation: notation.join(' ') };
}

/** The controls whose text is cut (wider than their box), and the menus
 * whose chosen value is (a menu's text is measured beside it, with room for
 * its arrow). */
function cutControls() {
  const cut = [...document.querySelectorAll('button, select, label, .pool, #status, #note, #message')]
    .filter((e) => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1)
    .map((e) => `${e.tagName.toLowerCase()}#${e.id || e.dataset.cell || e.dataset.choice || ''} "${(e.textContent || e.value || '').slice(0, 40)}" ${e.scrollWidth} > ${e.clientWidth}`);
  for (const s of document.querySelectorAll('select')) {
    if (!s.checkVisibility() || !s.selectedOptions[0]) continue;
    const probe = document.createElement('span');
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${getComputedStyle(s).font}`;
    probe.textContent = s.selectedOptions[0].textContent;
    document.body.append(probe);
    const need = probe.offsetWidth + 20;
    probe.remove();
    if (need > s.clientWidth) cut.push(`select#${s.id || s.dataset.key} "${probe.textContent}" ${need} > ${s.clientWidth}`);
  }
  return cut;
}

/** What a screen reader would miss on the page as it is: a control (or a
 * named region) without an accessible name, a form field without a label,
 * an id used twice, a reference to an id that is not there, a name on an
 * element whose role takes none (a plain span or div), and a control
 * hidden from screen readers. (An equivalent of axe-core's rules for
 * these, run on every game at both widths and in both languages.) */
function a11yProblems() {
  const out = [];
  const what = (el) => `${el.tagName.toLowerCase()}#${el.id || el.dataset.cell || el.dataset.pool || el.dataset.choice || ''}`;
  const counts = new Map();
  for (const el of document.querySelectorAll('[id]')) counts.set(el.id, (counts.get(el.id) || 0) + 1);
  for (const [id, n] of counts) if (n > 1) out.push(`id ${id} used ${n} times`);
  for (const attr of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) {
    for (const el of document.querySelectorAll(`[${attr}]`)) {
      for (const id of el.getAttribute(attr).split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id)) out.push(`${what(el)}: ${attr} names #${id}, not on the page`);
      }
    }
  }
  const name = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => document.getElementById(id)?.textContent || '').join(' ');
    return el.getAttribute('aria-label') || [...(el.labels || [])].map((l) => l.textContent).join(' ')
      || (el.matches('button, summary, a, option') ? el.textContent : '') || el.getAttribute('title') || '';
  };
  const controls = 'button, select, input, textarea, a[href], summary, [tabindex], [role="button"], [role="group"], [role="img"], [role="region"]';
  for (const el of document.querySelectorAll(controls)) {
    if (!el.checkVisibility() || el.type === 'hidden') continue;
    if (!name(el).trim()) out.push(`${what(el)}: no accessible name`);
  }
  for (const el of document.querySelectorAll('input, select, textarea')) {
    if (el.type !== 'hidden' && !(el.labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby'))) out.push(`${what(el)}: no label`);
  }
  // aria-label on a span or div without a role is not read (ARIA forbids it).
  for (const el of document.querySelectorAll('span[aria-label], div[aria-label], p[aria-label]')) {
    if (!el.getAttribute('role')) out.push(`${what(el)}: aria-label without a role`);
  }
  for (const el of document.querySelectorAll('[aria-hidden="true"]')) {
    if (el.querySelector('button:not(:disabled), input, select, textarea, a[href]')) out.push(`${what(el)}: a control hidden from screen readers`);
  }
  return out;
}

/** Words that are English and French alike, or fanga's own names. */
const SHARED_WORDS = new Set(['fanga', 'rust', 'webassembly', 'json', 'svg', 'mancalagames', 'position', 'options', 'option',
  'max', 'source', 'animation', 'page', 'point']);

test('every game in French and in English, at 1366x768 and 390x844: no English word in French, no control cut, every control named for a screen reader', async (t) => {
  // The page's games: those of the registry (not the files other tests
  // defined in Node).
  const probe = await open();
  const listed = await probe.evaluate(() => window.fanga.games.map((g) => g.name));
  await probe.context().close();
  const all = games().filter((g) => listed.includes(g.name));
  // Game names, titles, option names and values are the games' own (their
  // data, which names a game's own words in French: `m'raha`, `takasia`).
  const data = (g) => [g.name, g.title, g.titleFr, g.family?.fr, g.region?.fr, ...g.options.flatMap((o) => [o.key, ...o.values, o.name?.fr,
    o.docFr, ...o.valueNames.map((v) => v?.fr)])].join(' ');
  const named = new Set(all.flatMap((g) => data(g).toLowerCase().split(/[^\p{L}']+/u)));
  const words = (text) => text.toLowerCase().split(/[^\p{L}']+/u).map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 1 && !SHARED_WORDS.has(w) && !named.has(w) && !/^[a-z]\d*$/.test(w));
  const started = Date.now();
  const english = new Map();
  const problems = [];
  /** One width in one language: every game, a move played by clicks and
   * the next begun, its words and its controls read; all in the page (one
   * round trip a width), the clicks on the page's own buttons. */
  const walk = async (viewport, locale) => {
    const page = await open('#v=1&g=katro&p=human,human', { viewport, locale });
    await page.evaluate(`window.pageWords = ${pageWords}; window.cutControls = ${cutControls}; window.a11yProblems = ${a11yProblems};`);
    const seen = await page.evaluate(async (names) => {
      const until = async (ok, what) => {
        for (let i = 0; i < 2000; i++) {
          if (ok()) return;
          await new Promise((r) => setTimeout(r, 5));
        }
        throw new Error(`waited for ${what}: ${JSON.stringify([window.fanga.state.game, window.fanga.animating, window.fanga.thinking, location.hash, document.querySelector('#message').textContent])}`);
      };
      const a = window.fanga;
      const settled = () => a.state && !a.animating && !a.thinking;
      const out = [];
      for (const name of names) {
        location.hash = `#v=1&g=${name}&p=human,human`;
        await until(() => a.state.game === name && settled(), name);
        // A move by clicks: the first cell or choice offered, until played.
        const before = a.state.moves.length;
        for (let i = 0; i < 12 && a.state.moves.length === before; i++) {
          const next = document.querySelector('#board [data-cell].legal, #choices button[data-choice]:not([data-choice="cancel"])')
            || document.querySelector('#random-move');
          next.click();
          await until(() => settled() || a.state.moves.length > before, `${name}: a step`);
        }
        await until(() => a.state.moves.length > before && settled(), `${name}: a move`);
        document.querySelector('#board [data-cell].legal')?.click();
        // (A move of one step is played at once: wait for it.)
        await until(settled, `${name}: the next step`);
        out.push({
          name, ...window.pageWords(), cut: window.cutControls(), a11y: window.a11yProblems(),
          wide: document.documentElement.scrollWidth - window.innerWidth,
        });
      }
      return out;
    }, all.map((g) => g.name));
    for (const { name, text, notation, cut, wide, a11y } of seen) {
      for (const a of a11y) problems.push(`${name} (${viewport.width}, ${locale}): ${a}`);
      const moves = new Set(words(notation));
      if (locale === 'en-GB') {
        for (const w of words(text)) if (!moves.has(w)) english.set(w, name);
      } else {
        const found = words(text).filter((w) => english.has(w) && !moves.has(w));
        if (found.length) problems.push(`${name} (${viewport.width}): English ${[...new Set(found)].join(', ')}`);
      }
      for (const c of cut) problems.push(`${name} (${viewport.width}, ${locale}): cut ${c}`);
      if (wide > 0) problems.push(`${name} (${viewport.width}, ${locale}): the page is ${wide} px wider than the screen`);
    }
    if (viewport.width === 390) await page.screenshot({ path: join(shots, `every-game-${locale}-phone.png`) });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  };
  // Both widths at once (the pages mostly wait on each other's round
  // trips): English first, whose words the French pages must not show.
  const widths = [{ width: 1366, height: 768 }, { width: 390, height: 844 }];
  for (const locale of ['en-GB', 'fr-FR']) await Promise.all(widths.map((viewport) => walk(viewport, locale)));
  t.diagnostic(`${all.length} games x 2 widths x 2 languages in ${Date.now() - started} ms`);
  assert.deepEqual(problems, []);
});

test('guided play: the status says what to click, a direction is chosen by its arrow on the board', async () => {
  const page = await open('#v=1&g=katro&p=human,easy');
  assert.equal(await page.locator('#status').textContent(), 'Your turn (South): click a ringed hole');
  await page.locator('[data-cell="b2"]').click();
  assert.equal(await page.locator('#status').textContent(), 'Your turn (South): click an arrow on the board, or a direction below it');
  await page.screenshot({ path: join(shots, 'katro-direction-arrows-desktop.png') });
  // The two directions, each on the hole it sows first, and as buttons.
  const arrows = await page.locator('#board [data-arrow]').evaluateAll((els) => els.map((e) => [e.dataset.cell, e.dataset.arrow, e.textContent.slice(-1)]));
  assert.deepEqual(arrows.map(([, d]) => d).sort(), ['ccw', 'cw']);
  for (const [, d, glyph] of arrows) assert.equal(glyph, d === 'cw' ? '↻' : '↺');
  assert.match(await page.locator('#choices button[data-choice="cw"]').textContent(), /^↻ clockwise \(cw\)$/);
  // Every control has a name a screen reader says (its text, its
  // aria-label or its label), the arrows' holes their direction too.
  const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, select, input, textarea')]
    .filter((e) => !(e.textContent.trim() || e.getAttribute('aria-label') || e.labels?.length))
    .map((e) => e.outerHTML.slice(0, 80)));
  assert.deepEqual(unnamed, []);
  for (const [c, d] of arrows) {
    assert.match(await page.locator(`[data-cell="${c}"]`).getAttribute('aria-label'), d === 'cw' ? /, clockwise$/ : /, anticlockwise$/);
  }
  const [cell, dir] = arrows[0];
  await page.locator(`[data-cell="${cell}"]`).click();
  await settle(page);
  assert.equal(await page.locator('#movelist li').first().textContent(), `S b2:${dir}`);
  await checkAgainstEngine(page);
  await page.context().close();
});

test('"Copied." is a passing notice, and the record and position follow the move list during an animation', async () => {
  const page = await open('#v=1&g=katro&p=human,human', { speed: '4' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('[data-cell="b2"]').click();
  await page.locator('#choices button[data-choice="cw"]').click();
  // Still animating: the move is in the list, the record and the position.
  assert.equal(await page.evaluate(() => window.fanga.animating), true);
  assert.equal(await page.locator('#movelist li').count(), 1);
  assert.match(await page.locator('#record').inputValue(), /\nmove b2:cw\n/);
  const { state } = await engineOf(page);
  assert.equal(await page.locator('#position').inputValue(), state.position);
  await page.locator('#skip').click();
  await settle(page);
  await page.locator('#copy-link').click();
  await page.waitForFunction(() => document.querySelector('#message').textContent === 'Copied.');
  assert.equal(await page.locator('#message.notice').count(), 1, 'a notice, not an error');
  await page.waitForFunction(() => document.querySelector('#message').textContent === '', null, { timeout: 5000 });
  await page.context().close();
});

test('the game menu is searched by name and by title, in either language', async () => {
  const page = await open('#v=1&g=katro&p=human,human', { locale: 'fr-FR' });
  const offered = () => page.locator('#game option').evaluateAll((os) => os.filter((o) => !o.hidden).map((o) => o.value));
  const all = await offered();
  await page.locator('#game-search').fill('quatre rangées');
  const found = await offered();
  assert.ok(found.includes('katro') && found.length < all.length, found.join(' '));
  await page.locator('#game-search').fill('oware');
  assert.deepEqual((await offered()).sort(), ['katro', 'oware']);
  await page.selectOption('#game', 'oware');
  await page.waitForFunction(() => window.fanga.state.game === 'oware');
  assert.deepEqual(await offered(), ['oware']);
  await page.locator('#game-search').fill('');
  assert.equal((await offered()).length, all.length);
  await page.context().close();
});

test('printed, the page is a worksheet: the board with its names and the last move, no menus or buttons', async () => {
  const page = await open('#v=1&g=katro&m=b2:cw&p=human,human');
  await settle(page);
  await page.emulateMedia({ media: 'print' });
  const seen = await page.evaluate(() => ({
    board: document.querySelector('#board').checkVisibility(),
    note: document.querySelector('#note').textContent,
    menus: [...document.querySelectorAll('select, #controls button, #typed, aside')].some((e) => e.checkVisibility()),
    letters: getComputedStyle(document.querySelector('#board .coord.col')).color,
  }));
  assert.deepEqual(seen, { board: true, note: seen.note, menus: false, letters: 'rgb(0, 0, 0)' });
  assert.match(seen.note, /^South played b2 clockwise/);
  await page.context().close();
});

test('the game menu is grouped by family, each game with its region, in the page\'s language; the search hides empty families', async () => {
  const page = await open('#v=1&g=katro&p=human,human', { locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const menu = () => page.locator('#game optgroup').evaluateAll((gs) => gs.map((g) => ({
    label: g.label, hidden: g.hidden, games: [...g.children].filter((o) => !o.hidden).map((o) => [o.value, o.textContent]),
  })));
  // The page's games (not those other tests defined in Node).
  const listed = await page.evaluate(() => window.fanga.games.map((g) => g.name));
  const list = games().filter((g) => listed.includes(g.name));
  let groups = await menu();
  // One group a family, in French, each game in its family's group with
  // its region beside its name.
  assert.deepEqual(groups.map((g) => g.label).sort(), [...new Set(list.map((g) => g.family.fr))].sort());
  for (const group of groups) {
    for (const [name, text] of group.games) {
      const g = list.find((x) => x.name === name);
      assert.equal(group.label, g.family.fr, name);
      assert.equal(text, `${name} · ${g.region.fr}`);
    }
  }
  assert.equal(groups.flatMap((g) => g.games).length, list.length);
  // Searched by region: the Malagasy games, their families only.
  await page.locator('#game-search').fill('madagascar');
  groups = (await menu()).filter((g) => !g.hidden);
  const malagasy = list.filter((g) => g.region.en === 'Madagascar').map((g) => g.name).sort();
  assert.deepEqual(groups.flatMap((g) => g.games.map(([n]) => n)).sort(), malagasy);
  assert.ok(groups.every((g) => g.games.length > 0));
  // In English, the families and regions are English.
  await page.selectOption('#lang', 'en');
  await page.locator('#game-search').fill('');
  groups = await menu();
  assert.ok(groups.some((g) => g.label === 'Mancala on two rows'), groups.map((g) => g.label).join(', '));
  assert.ok(groups.flatMap((g) => g.games).some(([n, text]) => n === 'ayoayo' && text === 'ayoayo · Western Africa'));
  await page.context().close();
});

test('Bao\'s houses are square, and the board saved as an SVG picture names every hole with its seeds, in French', async () => {
  const start = new Game('bao');
  const state = start.state();
  start.free();
  assert.deepEqual(state.board.houses, ['e2', 'd3']);
  const page = await open('#v=1&g=bao&p=human,human', { locale: 'fr-FR' });
  const drawn = await page.locator('#board .hole').evaluateAll((hs) => hs.map((h) => [h.dataset.cell, h.classList.contains('house'),
    getComputedStyle(h).borderTopLeftRadius, h.getAttribute('aria-label')]));
  for (const [cell, house, radius, label] of drawn) {
    assert.equal(house, state.board.houses.includes(cell), cell);
    // A house square (a small radius), every other hole round (50%).
    assert.equal(radius === '50%', !house, `${cell}: ${radius}`);
    assert.equal(label.includes(', maison'), house, label);
  }
  // A house fallen (South's: `house=0,1` in the position text) is round.
  const fallen = state.position.replace('house=1,1', 'house=0,1');
  assert.notEqual(fallen, state.position);
  const g1 = new Game('bao', [], { position: fallen });
  assert.deepEqual(g1.state().board.houses, ['d3']);
  g1.free();
  await page.evaluate((s) => { location.hash = `#v=1&g=bao&p=human,human&s=${encodeURIComponent(s)}`; }, fallen);
  await page.waitForFunction((s) => window.fanga.state.position === s && !window.fanga.animating, fallen);
  assert.deepEqual(await page.locator('#board .hole.house').evaluateAll((hs) => hs.map((h) => h.dataset.cell)), ['d3']);
  // The picture.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#save-svg').click()]);
  assert.match(download.suggestedFilename(), /^bao-\d+\.svg$/);
  const svg = readFileSync(await download.path(), 'utf8');
  const { state: now } = await engineOf(page);
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
    return {
      root: doc.documentElement.localName,
      lang: doc.documentElement.getAttribute('xml:lang'),
      holes: [...doc.querySelectorAll('[data-cell]')].map((g) => [g.dataset.cell, g.querySelector('title').textContent,
        g.querySelector('text')?.textContent, g.querySelector('rect') !== null]),
      coords: [...doc.querySelectorAll('text.coord')].map((e) => e.textContent),
      text: [...doc.querySelectorAll('text')].map((e) => e.textContent).join(' | '),
    };
  }, svg);
  assert.equal(read.error, undefined, read.error);
  assert.equal(read.root, 'svg');
  assert.equal(read.lang, 'fr');
  const b = now.board;
  assert.equal(read.holes.length, b.rows * b.cols);
  for (const [cell, title, count, square] of read.holes) {
    const [col, row] = [cell.charCodeAt(0) - 97, Number(cell.slice(1)) - 1];
    const seeds = b.cells[row * b.cols + col];
    assert.equal(count, String(seeds), cell);
    assert.ok(title.startsWith(`${cell} : ${seeds} graine`), title);
    assert.equal(square, b.houses.includes(cell), cell);
  }
  for (const r of ['1', '2', '3', '4']) assert.ok(read.coords.includes(r), `row ${r}`);
  for (const c of 'abcdefgh') assert.ok(read.coords.includes(c), `column ${c}`);
  assert.match(read.text, /réserve : \d+/);
  assert.match(read.text, /Sud : \d+ de son côté/);
  // A board of points: every point named with its piece.
  await page.evaluate(() => { location.hash = '#v=1&g=fanorona&p=human,human'; });
  await page.waitForFunction(() => window.fanga.state.game === 'fanorona' && !window.fanga.animating);
  const [d2] = await Promise.all([page.waitForEvent('download'), page.locator('#save-svg').click()]);
  const pointsSvg = readFileSync(await d2.path(), 'utf8');
  const named = await page.evaluate((text) => [...new DOMParser().parseFromString(text, 'image/svg+xml').querySelectorAll('[data-cell]')]
    .map((g) => [g.dataset.piece, g.querySelector('title').textContent]), pointsSvg);
  assert.equal(named.length, 45);
  for (const [piece, title] of named) assert.match(title, piece === 'W' ? / : pion blanc$/ : piece === 'B' ? / : pion noir$/ : / : vide$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a pasted position whose turns relay too long: its undecided moves are named, a click on one is explained, and the button decides them, on a phone in English and French', async (t) => {
  const page = await open('#v=1&g=katra-fandatsaka&p=human,human', { viewport: { width: 390, height: 844 } });
  // docs/bounded-work.md: d2:cw, d2:ccw and f2:ccw need hundreds of
  // millions of laps (6.6 s exactly, natively); the page gives up on each
  // after 20 million.
  const slow = '0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/3,6,5,4,5,4,5,2/4,1,6,5,2,3,6,3 S reserve=0,0';
  await page.locator('#position').fill(slow);
  const started = Date.now();
  await page.locator('#load-position').click();
  await settle(page);
  t.diagnostic(`listed under the default budget in ${Date.now() - started} ms`);
  assert.equal(await page.locator('#undecided').isVisible(), true);
  assert.equal(await page.locator('#undecided-text').textContent(),
    '3 moves are undecided after 20,000,000 laps (turns that may never end): d2:cw, d2:ccw, f2:ccw.');
  assert.equal(await page.locator('#decide-exactly').textContent(), 'Decide exactly');
  assert.match(await page.locator('#decide-exactly').getAttribute('title'), /minutes, during which the page does not respond/);
  // A hole whose moves are all undecided says so when clicked.
  await page.locator('#board [data-cell="d2"]').click();
  assert.equal(await page.locator('#message').textContent(),
    'd2:cw, d2:ccw: undecided after 20,000,000 laps, so not playable yet. “Decide exactly” settles them, which may take long.');
  // A hole with one decided move and one undecided: the choice stays open.
  await page.locator('#board [data-cell="f2"]').click();
  assert.match(await page.locator('#message').textContent(), /^f2:ccw: undecided after 20,000,000 laps/);
  assert.equal(await page.locator('#choices button[data-choice="cw"]').count(), 1);
  assert.equal(await page.locator('#movelist li').count(), 0);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 392, 'the notice fits a phone');
  await page.screenshot({ path: join(shots, 'undecided-phone.png') });
  await page.selectOption('#lang', 'fr');
  assert.equal(await page.locator('#undecided-text').textContent(),
    '3 coups restent indécis après 20\u202f000\u202f000 tours de semis (leur semis ne finira peut-être jamais) : d2:cw, d2:ccw, f2:ccw.');
  assert.equal(await page.locator('#decide-exactly').textContent(), 'Décider exactement');
  assert.match(await page.locator('#decide-exactly').getAttribute('title'), /sans limite/);
  // The button, on a Katro position whose a1:ccw is decided within 2,000
  // laps: the test lowers the table's budget to 1,000 (the page has no
  // smaller budget than its default) and redraws by the language switch.
  await page.selectOption('#game', 'katro');
  await settle(page);
  await page.locator('#position').fill('0,0,0,0,0,0/0,0,0,0,0,0/1,5,3,0,1,2/3,4,0,2,1,5 S');
  await page.locator('#load-position').click();
  await settle(page);
  assert.equal(await page.locator('#undecided').isVisible(), false);
  await page.evaluate(() => {
    window.fanga.table.setLapBudget(1000);
    window.fanga.state = window.fanga.table.state();
  });
  await page.selectOption('#lang', 'en');
  assert.equal(await page.locator('#undecided-text').textContent(),
    '1 move is undecided after 1,000 laps (turns that may never end): a1:ccw.');
  await page.locator('#decide-exactly').click();
  await page.locator('#undecided').waitFor({ state: 'hidden' });
  const s = await page.evaluate(() => window.fanga.state);
  assert.equal(s.lapBudget, null);
  assert.ok(s.legal.some((m) => m.text === 'a1:ccw'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
