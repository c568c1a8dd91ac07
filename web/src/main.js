// The fanga playground: every game of the registry in the page, its rules
// computed by fanga compiled to WebAssembly, the computer players in a Web
// Worker. Built by tools/web/build.sh into one script (web/dist/app.js), so
// that web/dist/index.html plays from any static host or straight from disk.
// The npm package (crates/wasm/js/, a file: dependency): this page is its
// first user. Its module's bytes are bundled too (esbuild's binary loader).
import {
  init, games as fangaGames, define as fangaDefine, Game, solvable, FangaError,
} from 'fanga';
import wasmBytes from 'fanga/fanga.wasm';
import workerSource from '../build/worker.txt';
import {
  STRINGS, initialLanguage, engineText, refusalText, word, noteText,
} from './i18n.js';

/** The version of the shared-link format (`#v=1&g=...`). */
const URL_FORMAT = 1;
/** For each speed (instant, fast, normal, slow, very slow): the
 * milliseconds a frame stays on screen, and the longest a move's animation
 * lasts, whatever its frames (a long move then shows its frames faster).
 * The default, slow, is one a class can follow (katro's `b2:cw` in 3.2 s);
 * the choice is remembered. */
const SPEEDS = [[0, 0], [15, 400], [30, 700], [110, 4000], [260, 8000]];
/** The shortest time a frame is shown (a browser draws about every 16 ms). */
const MIN_FRAME_MS = 8;
/** The default speed: slow. */
const DEFAULT_SPEED = 3;
const SEATS = ['human', 'easy', 'medium', 'hard', 'max', 'random', 'perfect'];
/** The most of a file the page reads: the module refuses a description
 * longer than 64 KiB, and a file picked by mistake (a photo) is not read
 * whole. */
const MAX_FILE_READ = 1 << 20;

const $ = (id) => document.getElementById(id);
/** The arrow drawn for a choice of direction. */
const ARROWS = { cw: '↻', ccw: '↺' };
/** How long a passing notice ("Copied.") stays. */
const NOTICE_MS = 2500;

const app = {
  lang: 'en',
  games: [],
  table: null,
  state: null,
  seats: ['human', 'medium'],
  prefix: [],
  animating: false,
  skip: false,
  gen: 0,
  hint: null,
  solved: null,
  module: null,
  worker: null,
  pending: new Map(),
  nextId: 1,
  thinking: false,
  seed: 1,
  /** The game descriptions read from files, in order (the worker reads
   * them too). */
  defined: [],
};

const t = (key, ...args) => {
  const v = STRINGS[app.lang][key] ?? STRINGS.en[key] ?? key;
  return typeof v === 'function' ? v(...args) : v;
};

// ---------------------------------------------------------------- worker

function startWorker() {
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const w = new Worker(url);
  w.onmessage = (event) => {
    const { id, ok, result, error, kind, fields } = event.data;
    const p = app.pending.get(id);
    if (!p) return;
    app.pending.delete(id);
    // A refusal keeps its kind and fields across the worker.
    if (ok) p.resolve(result);
    else p.reject(kind ? new FangaError({ kind, message: error, fields }) : new Error(error));
  };
  w.postMessage({ type: 'init', module: app.module });
  for (const text of app.defined) w.postMessage({ type: 'define', text });
  app.worker = w;
}

/** Stops whatever the worker is doing (a search cannot be interrupted from
 * outside, so the worker is replaced). */
function resetWorker() {
  if (app.pending.size === 0) return;
  app.worker.terminate();
  for (const p of app.pending.values()) p.reject(new Error('stopped'));
  app.pending.clear();
  startWorker();
}

function ask(request) {
  const id = app.nextId++;
  return new Promise((resolve, reject) => {
    app.pending.set(id, { resolve, reject });
    app.worker.postMessage({ ...request, id });
  });
}

// ---------------------------------------------------------------- helpers

function gameInfo(name) {
  return app.games.find((g) => g.name === name);
}

/** A board of points has white and black pieces: its players are White
 * and Black; on every other board, South and North. */
function playerName(index, state = app.state) {
  if (state && state.board.kind === 'points') return t(index === 0 ? 'white' : 'black');
  return t(index === 0 ? 'south' : 'north');
}

function optionsText(state = app.state) {
  return state.options.join(' ');
}

function refreshState() {
  app.state = app.table.state();
  return app.state;
}

function message(text) {
  $('message').textContent = text || '';
  $('message').classList.remove('notice');
}

/** A refusal of the package in the page's language: from its kind and
 * fields (`refusalText`). */
function errorText(err) {
  return refusalText(app.lang, err);
}

/** `key: value` with the page's typography (a space before the colon in
 * French). */
function colon(key, value) {
  return `${key}${t('colon')}${value}`;
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

function valueText(v) {
  if (!v) return '';
  let s = t(v.verdict);
  if (v.margin !== null && v.margin !== undefined && v.verdict !== 'draw') s += ` ${t('by', Math.abs(v.margin))}`;
  return s;
}

// ---------------------------------------------------------------- board

/** The cell name of a hole: `c2`. */
function holeName(row, col) {
  return String.fromCharCode(97 + col) + (row + 1);
}

/** Whose a hole is: 1 (North) or 0 (South). Rows are shared half and half,
 * South's from row 0 up (any even number of rows); a board of one row
 * (numbered cups) is shared at its middle column. */
function sideOf(board, row, col) {
  if (board.rows === 1) return col >= board.cols / 2 ? 1 : 0;
  return row >= board.rows / 2 ? 1 : 0;
}

/** The seeds on each side's holes, South's first. */
function sideTotals(board) {
  const totals = [0, 0];
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) totals[sideOf(board, r, c)] += board.cells[r * board.cols + c];
  }
  return totals;
}

function poolLabel(p) {
  if (p.hidden) return t('pool_hidden');
  return t(`pool_${p.key}`);
}

/** A coordinate at the board's edge: a row number or a column letter (a
 * cup's number on a board of cups). */
function coord(text, cls = '') {
  const span = document.createElement('span');
  span.className = `coord ${cls}`.trim();
  span.setAttribute('aria-hidden', 'true');
  span.textContent = text;
  return span;
}

/**
 * Draws `board` (a BoardView). `marks`: {legal: Set, chosen: Set, touched:
 * Set, hinted: Set, hand: number}.
 */
function drawBoard(board, marks = {}) {
  const el = $('board');
  el.replaceChildren();
  el.setAttribute('aria-label', t('board'));
  const legal = marks.legal || new Set();
  const chosen = marks.chosen || new Set();
  const touched = marks.touched || new Set();
  const hinted = marks.hinted || new Set();
  const last = marks.last || null;
  const arrows = marks.arrows || new Map();
  const undecided = marks.undecided || new Set();
  const houses = new Set(board.houses || []);
  const letters = app.state.letters;
  el.classList.toggle('wide', board.kind === 'sowing' && board.cols > 6);
  if (board.kind === 'sowing') {
    const stores = board.pools.filter((p) => p.key === 'store');
    const others = board.pools.filter((p) => p.key !== 'store');
    const totals = sideTotals(board);
    // Each side's bar: its seeds on its holes (who is ahead), then its pools.
    const sideBar = (player) => {
      const bar = document.createElement('div');
      bar.className = `pools side-${player}`;
      const total = document.createElement('span');
      total.className = 'pool total';
      total.dataset.sideTotal = String(totals[player]);
      total.textContent = t('onSide', playerName(player), totals[player]);
      bar.append(total);
      for (const p of others) {
        const span = document.createElement('span');
        span.className = 'pool';
        span.dataset.pool = `${p.key}-${letters[player]}`;
        if (touched.has(span.dataset.pool)) span.classList.add('touched');
        if (last && last.pools.has(span.dataset.pool)) span.classList.add('last-pool');
        span.textContent = colon(poolLabel(p), p.seeds[player]);
        span.setAttribute('role', 'img');
        span.setAttribute('aria-label', `${playerName(player)}, ${colon(poolLabel(p), p.seeds[player])}`);
        bar.append(span);
      }
      return bar;
    };
    el.append(sideBar(1));
    const line = document.createElement('div');
    line.className = 'board-row';
    const store = (player) => {
      const s = document.createElement('div');
      s.className = `store side-${player}`;
      const id = `store-${letters[player]}`;
      s.dataset.pool = id;
      if (touched.has(id)) s.classList.add('touched');
      if (last && last.pools.has(id)) s.classList.add('last-pool');
      const seeds = stores[0].seeds[player];
      s.setAttribute('role', 'img');
      s.setAttribute('aria-label', `${playerName(player)}, ${colon(t('pool_store'), t('seeds', seeds))}`);
      s.innerHTML = `<span>${seeds}</span><small>${playerName(player)}</small>`;
      return s;
    };
    if (stores.length) line.append(store(1));
    const grid = document.createElement('div');
    grid.className = 'grid';
    // A first column of row numbers, unless the holes are numbered cups.
    const numbered = !board.cups;
    grid.style.gridTemplateColumns = `${numbered ? 'auto ' : ''}repeat(${board.cols}, auto)`;
    const span = board.cols + (numbered ? 1 : 0);
    for (let r = board.rows - 1; r >= 0; r--) {
      // Between the two sides of a board of four rows or more.
      if (board.rows >= 4 && r === board.rows / 2 - 1) {
        const gap = document.createElement('div');
        gap.className = 'row-gap';
        gap.style.gridColumn = `1 / span ${span}`;
        grid.append(gap);
      }
      if (numbered) {
        const side = sideOf(board, r, 0);
        const label = coord(String(r + 1), `row side-${side}`);
        label.title = t('rowOf', playerName(side), r + 1);
        grid.append(label);
      }
      for (let c = 0; c < board.cols; c++) {
        const name = holeName(r, c);
        const seeds = board.cells[r * board.cols + c];
        const b = document.createElement('button');
        b.type = 'button';
        b.className = `hole side-${sideOf(board, r, c)}`;
        b.dataset.cell = name;
        b.dataset.seeds = String(seeds);
        const label = board.cups ? t('cup', c + 1) : name;
        // A player's house (Bao's nyumba): the square hole it is.
        const house = houses.has(name);
        if (house) b.classList.add('house');
        b.setAttribute('aria-label', `${colon(label, t('seeds', seeds))}${house ? `, ${t('houseHole')}` : ''}${legal.has(name) ? `, ${t('legalHere')}` : ''}`);
        const dots = seeds <= 12 ? '<span class="dot"></span>'.repeat(seeds) : '';
        b.innerHTML = `<span class="count">${seeds}</span><span class="dots" aria-hidden="true">${dots}</span>`;
        if (legal.has(name)) b.classList.add('legal');
        if (chosen.has(name)) b.classList.add('chosen');
        if (touched.has(name)) b.classList.add('touched');
        if (hinted.has(name)) b.classList.add('hinted');
        lastMarks(b, last, name);
        const arrow = arrows.get(name);
        if (arrow) {
          // The direction that sows this hole first: its arrow, and a click
          // on the hole chooses it.
          b.classList.add('arrow');
          b.dataset.arrow = arrow.text;
          b.insertAdjacentHTML('beforeend', `<span class="arrow-glyph" aria-hidden="true">${arrow.glyph}</span>`);
          b.setAttribute('aria-label', `${b.getAttribute('aria-label')}, ${arrow.label}`);
        }
        // A hole that begins only moves left undecided: marked, and a click
        // on it says why it plays nothing.
        const open = !legal.has(name) && !arrow && undecided.has(name);
        if (open) {
          b.classList.add('undecided');
          b.setAttribute('aria-label', `${b.getAttribute('aria-label')}, ${t('undecidedHere')}`);
        }
        b.disabled = !legal.has(name) && !arrow && !open;
        b.addEventListener('click', () => onCell(name));
        grid.append(b);
      }
    }
    // Column letters (or cup numbers) under the holes.
    if (numbered) grid.append(coord(''));
    for (let c = 0; c < board.cols; c++) {
      grid.append(coord(board.cups ? String(c + 1) : String.fromCharCode(97 + c), 'col'));
    }
    line.append(grid);
    if (stores.length) line.append(store(0));
    el.append(line);
    el.append(sideBar(0));
    extrasBar(el, letters);
    const hand = document.createElement('div');
    hand.className = 'hand';
    hand.textContent = marks.hand ? t('inHand', marks.hand) : '';
    el.append(hand);
  } else if (board.kind === 'points') {
    drawPoints(el, board, { legal, chosen, touched, hinted, last });
  } else {
    drawText(el, board);
  }
}

/** A board the page draws as its diagram (a game that declares no view):
 * moves are entered by their steps' buttons or typed. */
function drawText(el, board) {
  const pre = document.createElement('pre');
  pre.className = 'diagram';
  pre.textContent = board.diagram;
  el.append(pre);
  extrasBar(el, app.state.letters);
}

/** The game's own state beyond the board (`rova: S 1 · N 1`). */
function extrasBar(el, letters) {
  if (!app.state.extras.length) return;
  const bar = document.createElement('div');
  bar.className = 'pools extras';
  for (const e of app.state.extras) {
    const [key, value] = e.split('=');
    const parts = value.split(',');
    const span = document.createElement('span');
    span.className = 'pool';
    span.dataset.extra = key;
    span.textContent = parts.length === 2
      ? colon(word(app.lang, key), `${letters[0]} ${word(app.lang, parts[0])} · ${letters[1]} ${word(app.lang, parts[1])}`)
      : colon(word(app.lang, key), word(app.lang, value));
    bar.append(span);
  }
  el.append(bar);
}

/** The marks the last move leaves on a cell: the cell it started from,
 * the holes it sowed (or the point it reached), the cells it captured
 * from. */
function lastMarks(b, last, name) {
  if (!last) return;
  if (last.from.has(name)) b.classList.add('last-from');
  if (last.sown.has(name)) b.classList.add('last-sown');
  if (last.captured.has(name)) b.classList.add('last-captured');
}

function drawPoints(el, board, { legal, chosen, touched, hinted, last }) {
  const phone = window.matchMedia('(max-width: 560px)').matches;
  const step = phone ? Math.min(2.4, 19.5 / board.cols) : 3.2;
  if (board.hand[0] + board.hand[1] > 0) {
    const bar = document.createElement('div');
    bar.className = 'pools';
    for (const p of [1, 0]) {
      const span = document.createElement('span');
      span.className = 'pool';
      span.textContent = colon(playerName(p), t('pieces_in_hand', board.hand[p]));
      bar.append(span);
    }
    el.append(bar);
  }
  const box = document.createElement('div');
  box.className = 'points';
  box.style.width = `${board.cols * step}rem`;
  box.style.height = `${board.rows * step}rem`;
  const svgNS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${board.cols} ${board.rows}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  const at = (c, r) => [c + 0.5, board.rows - 1 - r + 0.5];
  const line = (c1, r1, c2, r2) => {
    const [x1, y1] = at(c1, r1);
    const [x2, y2] = at(c2, r2);
    const l = document.createElementNS(svgNS, 'line');
    l.setAttribute('x1', x1); l.setAttribute('y1', y1); l.setAttribute('x2', x2); l.setAttribute('y2', y2);
    l.setAttribute('vector-effect', 'non-scaling-stroke');
    svg.append(l);
  };
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) {
      if (c + 1 < board.cols) line(c, r, c + 1, r);
      if (r + 1 < board.rows) line(c, r, c, r + 1);
      if ((c + r) % 2 === 0) {
        if (c + 1 < board.cols && r + 1 < board.rows) line(c, r, c + 1, r + 1);
        if (c >= 1 && r + 1 < board.rows) line(c, r, c - 1, r + 1);
      }
    }
  }
  box.append(svg);
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) {
      const name = holeName(r, c);
      const piece = board.cells[r * board.cols + c];
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'point';
      b.dataset.cell = name;
      b.dataset.piece = piece;
      const [x, y] = at(c, r);
      b.style.left = `${(x / board.cols) * 100}%`;
      b.style.top = `${(y / board.rows) * 100}%`;
      const what = piece === 'W' ? t('whitePiece') : piece === 'B' ? t('blackPiece') : t('empty');
      b.setAttribute('aria-label', `${colon(name, what)}${legal.has(name) ? `, ${t('legalHere')}` : ''}`);
      if (piece !== '.') b.innerHTML = `<span class="piece ${piece}" aria-hidden="true"></span>`;
      if (legal.has(name)) b.classList.add('legal');
      if (chosen.has(name)) b.classList.add('chosen');
      if (touched.has(name)) b.classList.add('touched');
      if (hinted.has(name)) b.classList.add('hinted');
      lastMarks(b, last, name);
      b.disabled = !legal.has(name);
      b.addEventListener('click', () => onCell(name));
      box.append(b);
    }
  }
  // Coordinates, as moves are typed (`d3-e3`): row numbers at the left,
  // column letters below.
  for (let r = 0; r < board.rows; r++) {
    const label = coord(String(r + 1), 'row');
    label.style.top = `${(at(0, r)[1] / board.rows) * 100}%`;
    box.append(label);
  }
  for (let c = 0; c < board.cols; c++) {
    const label = coord(String.fromCharCode(97 + c), 'col');
    label.style.left = `${(at(c, 0)[0] / board.cols) * 100}%`;
    box.append(label);
  }
  el.append(box);
  extrasBar(el, app.state.letters);
}

// ---------------------------------------------------------------- the board as an image

/** Text escaped for XML. */
function xml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;',
  }[c]));
}

/**
 * The position shown as an SVG image, for a worksheet: the game's title,
 * the board as the page draws it (holes with their seeds, a house square,
 * stores and pools, pieces on points, or the diagram), the row numbers and
 * column letters, each side's seeds, and the last move's line, in the
 * page's language. Each hole or point is a group named by its cell and
 * what it holds (`c2: 3 seeds`), as the page's buttons are.
 */
function boardSvg() {
  const s = app.state;
  const board = s.board;
  const letters = s.letters;
  const body = [];
  const text = (x, y, words, attrs = '') => body.push(`<text x="${x}" y="${y}"${attrs ? ` ${attrs}` : ''}>${xml(words)}</text>`);
  const top = 64;
  let width = 480;
  let height = top;
  if (board.kind === 'sowing') {
    const size = 56;
    const stores = board.pools.filter((p) => p.key === 'store');
    const others = board.pools.filter((p) => p.key !== 'store');
    const totals = sideTotals(board);
    const left = 36 + (stores.length ? size + 12 : 0);
    const gap = board.rows >= 4 ? 12 : 0;
    const gridW = board.cols * size;
    const gridH = board.rows * size + gap;
    const bar = (player) => [t('onSide', playerName(player), totals[player]),
      ...others.map((p) => colon(poolLabel(p), p.seeds[player]))].join(' · ');
    text(left, top + 16, bar(1), `class="side-1"`);
    const y0 = top + 32;
    const houses = new Set(board.houses || []);
    for (let r = board.rows - 1; r >= 0; r--) {
      const row = board.rows - 1 - r;
      const y = y0 + row * size + (board.rows >= 4 && r < board.rows / 2 ? gap : 0);
      if (!board.cups) text(18, y + size / 2 + 5, String(r + 1), `class="coord side-${sideOf(board, r, 0)}" text-anchor="middle"`);
      for (let c = 0; c < board.cols; c++) {
        const name = holeName(r, c);
        const seeds = board.cells[r * board.cols + c];
        const x = left + c * size;
        const label = colon(board.cups ? t('cup', c + 1) : name, t('seeds', seeds))
          + (houses.has(name) ? `, ${t('houseHole')}` : '');
        const shape = houses.has(name)
          ? `<rect x="${x + 5}" y="${y + 5}" width="${size - 10}" height="${size - 10}" rx="4"/>`
          : `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 2 - 5}"/>`;
        body.push(`<g class="hole side-${sideOf(board, r, c)}" data-cell="${name}" data-seeds="${seeds}"><title>${xml(label)}</title>${shape}`
          + `<text x="${x + size / 2}" y="${y + size / 2 + 6}" text-anchor="middle">${seeds}</text></g>`);
      }
    }
    for (let c = 0; c < board.cols; c++) {
      text(left + c * size + size / 2, y0 + gridH + 16, board.cups ? String(c + 1) : String.fromCharCode(97 + c), 'class="coord" text-anchor="middle"');
    }
    if (stores.length) {
      // North's store at the left, South's at the right, as on the page.
      for (const [player, x] of [[1, 36], [0, left + gridW + 12]]) {
        const seeds = stores[0].seeds[player];
        body.push(`<g class="store side-${player}" data-pool="store-${letters[player]}"><title>${xml(`${playerName(player)}, ${colon(t('pool_store'), t('seeds', seeds))}`)}</title>`
          + `<rect x="${x}" y="${y0 + 5}" width="${size}" height="${gridH - 10}" rx="${size / 2}"/>`
          + `<text x="${x + size / 2}" y="${y0 + gridH / 2 + 6}" text-anchor="middle">${seeds}</text></g>`);
      }
    }
    text(left, y0 + gridH + 40, bar(0), `class="side-0"`);
    width = Math.max(width, left + gridW + (stores.length ? size + 24 : 12));
    height = y0 + gridH + 52;
  } else if (board.kind === 'points') {
    const step = 64;
    const left = 48;
    const at = (c, r) => [left + c * step, top + 24 + (board.rows - 1 - r) * step];
    for (let r = 0; r < board.rows; r++) {
      for (let c = 0; c < board.cols; c++) {
        const link = (c2, r2) => {
          const [x1, y1] = at(c, r);
          const [x2, y2] = at(c2, r2);
          body.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
        };
        if (c + 1 < board.cols) link(c + 1, r);
        if (r + 1 < board.rows) link(c, r + 1);
        if ((c + r) % 2 === 0) {
          if (c + 1 < board.cols && r + 1 < board.rows) link(c + 1, r + 1);
          if (c >= 1 && r + 1 < board.rows) link(c - 1, r + 1);
        }
      }
    }
    for (let r = 0; r < board.rows; r++) {
      text(18, at(0, r)[1] + 5, String(r + 1), 'class="coord" text-anchor="middle"');
      for (let c = 0; c < board.cols; c++) {
        const name = holeName(r, c);
        const piece = board.cells[r * board.cols + c];
        const [x, y] = at(c, r);
        const what = piece === 'W' ? t('whitePiece') : piece === 'B' ? t('blackPiece') : t('empty');
        const mark = piece === '.' ? `<circle cx="${x}" cy="${y}" r="4" class="spot"/>` : `<circle cx="${x}" cy="${y}" r="20" class="piece ${piece}"/>`;
        body.push(`<g class="point" data-cell="${name}" data-piece="${piece}"><title>${xml(colon(name, what))}</title>${mark}</g>`);
      }
    }
    for (let c = 0; c < board.cols; c++) text(at(c, 0)[0], at(0, 0)[1] + 40, String.fromCharCode(97 + c), 'class="coord" text-anchor="middle"');
    width = Math.max(width, left + (board.cols - 1) * step + 48);
    height = at(0, 0)[1] + 56;
  } else {
    const lines = board.diagram.split('\n');
    lines.forEach((line, i) => text(16, top + 20 + i * 20, line, 'class="diagram" xml:space="preserve"'));
    width = Math.max(width, 32 + 9.6 * Math.max(...lines.map((l) => l.length)));
    height = top + 20 + lines.length * 20;
  }
  const last = app.last && app.last.key === lastKey() ? app.last.text : '';
  if (last) {
    text(16, height + 8, last, 'class="note"');
    height += 24;
  }
  const title = titleOf(gameInfo(s.game));
  const head = `${s.game}${s.moves.length ? ` · ${t('moveN', s.moves.length)}` : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width)}" height="${Math.ceil(height)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" role="img" aria-labelledby="svg-title" xml:lang="${app.lang}" font-family="system-ui, sans-serif" font-size="15">
<title id="svg-title">${xml(title)}</title>
<style>
.hole circle, .hole rect, .store rect { fill: #fff; stroke: #000; stroke-width: 2; }
.side-0 circle, .side-0 rect { stroke: #1f6f8b; } .side-1 circle, .side-1 rect { stroke: #9b3d5a; }
.hole text, .store text { font-size: 18px; font-weight: 700; }
.coord { font-weight: 700; } .coord.side-0, text.side-0 { fill: #1f6f8b; } .coord.side-1, text.side-1 { fill: #9b3d5a; }
line { stroke: #8a5a2b; stroke-width: 3; } .spot { fill: #8a5a2b; }
.piece.W { fill: #fff; stroke: #333; stroke-width: 2; } .piece.B { fill: #222; stroke: #000; stroke-width: 2; }
.diagram { font-family: ui-monospace, monospace; white-space: pre; }
.head { font-size: 18px; font-weight: 700; } .note { font-style: italic; }
</style>
<rect width="100%" height="100%" fill="#fff"/>
<text x="16" y="26" class="head">${xml(title)}</text>
<text x="16" y="48">${xml(head)}</text>
${body.join('\n')}
</svg>
`;
}

/** Saves the position shown as an SVG image (`boardSvg`). */
function saveSvg() {
  const s = app.state;
  const url = URL.createObjectURL(new Blob([boardSvg()], { type: 'image/svg+xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${s.game}-${s.moves.length}.svg`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// ---------------------------------------------------------------- the last move

/** The row and column of a cell id (`c2`), or `null` for a pool's id. */
function cellAt(board, id) {
  const m = /^([a-z])(\d+)$/.exec(id);
  if (!m) return null;
  const col = m[1].charCodeAt(0) - 97;
  const row = Number(m[2]) - 1;
  return row < board.rows && col < board.cols ? [row, col] : null;
}

/**
 * What a move did, for the marks and the line that stay after it: the
 * cells it was entered by (its steps), the holes it sowed, the cells it
 * captured from and the pools it touched, read from its frames (a hole
 * touched that grew was sown; one of the other side's that shrank was
 * captured from), and its summary in the page's language.
 */
function describeMove({ mover, move, steps, before, frames, after }) {
  const from = new Set(steps.filter((st) => st.cell).map((st) => st.cell));
  const sown = new Set();
  const captured = new Set();
  const pools = new Set();
  const who = playerName(mover);
  const choices = steps.filter((st) => !st.cell).map((st) => word(app.lang, st.label));
  let text;
  if (before.kind === 'sowing') {
    let seeds = 0;
    let prev = before;
    for (const f of frames) {
      for (const id of f.at) {
        const rc = cellAt(f.board, id);
        if (!rc) { pools.add(id); continue; }
        const i = rc[0] * f.board.cols + rc[1];
        const d = f.board.cells[i] - prev.cells[i];
        if (d > 0) sown.add(id);
        else if (d < 0 && sideOf(f.board, rc[0], rc[1]) !== mover) {
          captured.add(id);
          seeds -= d;
        }
      }
      prev = f.board;
    }
    const first = steps.find((st) => st.cell);
    const head = first ? (before.cups ? t('cup', first.text) : first.text) : move;
    text = t('lastSown', who, head, choices.join(', '), sown.size, seeds, [...captured].join(', '));
  } else if (before.kind === 'points' && after.kind === 'points') {
    const mine = mover === 0 ? 'W' : 'B';
    let taken = 0;
    for (let i = 0; i < before.cells.length; i++) {
      const id = holeName(Math.floor(i / before.cols), i % before.cols);
      if (before.cells[i] !== '.' && before.cells[i] !== mine && after.cells[i] === '.') {
        captured.add(id);
        taken++;
      }
      if (after.cells[i] === mine && before.cells[i] !== mine) sown.add(id);
    }
    const path = [...from].join(' → ') || move;
    text = t('lastMoved', who, path, taken);
  } else {
    text = t('lastPlayed', who, move);
  }
  return { from, sown, captured, pools, text };
}

/** What the last move's description belongs to: the game, its moves and
 * the page's language. */
function lastKey(s = app.state) {
  return `${s.game} ${s.options.join(' ')} ${s.start} ${s.moves.join(';')} ${app.lang}`;
}

/** Keeps the description of a move just played from its frames (no
 * replay): `before` is the state it was played from. */
function keepLast(before, mover, shown) {
  const entered = before.legal.find((m) => m.text === shown.move);
  try {
    const last = describeMove({
      mover, move: shown.move, steps: entered ? entered.steps : [], before: before.board, frames: shown.frames,
      after: app.state.board,
    });
    app.last = { ...last, key: lastKey() };
  } catch (_) {
    app.last = null;
  }
}

/** The last move of the game shown, described: kept from its animation,
 * or replayed by the package from the game's start (after an undo, a
 * link, a record). `null` before the first move. */
function lastMove() {
  const s = app.state;
  if (!s.moves.length) return null;
  const key = lastKey();
  if (app.last && app.last.key === key) return app.last;
  let last = null;
  try {
    // The table replays it from the position before it, within its lap
    // budget: the page reads no position of its own, which would count
    // its moves exactly, however long their turns relay.
    const shown = app.table.lastMove();
    if (shown) {
      last = describeMove({
        mover: shown.mover, move: shown.move, steps: shown.steps, before: shown.before, frames: shown.frames,
        after: s.board,
      });
    }
  } catch (_) {
    last = null;
  }
  // A history the table cannot replay within its budget: no marks.
  if (!last) last = { from: new Set(), sown: new Set(), captured: new Set(), pools: new Set(), text: '' };
  app.last = { ...last, key };
  return app.last;
}

// ---------------------------------------------------------------- moves by clicks

function humanToMove() {
  const s = app.state;
  return !s.result && !app.animating && app.seats[s.turn] === 'human';
}

/** The legal moves that begin with the steps chosen so far. */
function candidates() {
  const p = app.prefix;
  return app.state.legal.filter((m) => p.every((text, i) => m.steps[i] && m.steps[i].text === text));
}

/** The moves the lap budget left undecided that begin with the steps
 * chosen so far. */
function undecidedCandidates() {
  const p = app.prefix;
  return app.state.undecided.filter((m) => p.every((text, i) => m.steps[i] && m.steps[i].text === text));
}

/** Says why a step that begins only undecided moves plays nothing. */
function explainUndecided(moves) {
  const s = app.state;
  message(t('undecidedClick', moves.length, formatNumber(s.lapBudget), moves.map((m) => m.text).join(', ')));
}

/** The next steps of the moves still possible, each once. */
function nextSteps() {
  const seen = new Map();
  for (const m of candidates()) {
    const s = m.steps[app.prefix.length];
    if (s && !seen.has(s.text)) seen.set(s.text, s);
  }
  return [...seen.values()];
}

function onCell(cell) {
  if (!humanToMove()) return;
  const step = nextSteps().find((s) => s.cell === cell);
  if (step) {
    app.prefix.push(step.text);
    advance();
    return;
  }
  // A direction chosen on the board, by the hole it sows first.
  const arrow = directionArrows().get(cell);
  if (arrow) {
    onChoice(arrow.text);
    return;
  }
  // A hole whose moves are all undecided: not a silent click.
  const n = app.prefix.length;
  const undecided = undecidedCandidates().filter((m) => m.steps[n] && m.steps[n].cell === cell);
  if (undecided.length) explainUndecided(undecided);
}

/**
 * The arrows a choice of direction puts on the board: for each direction
 * offered (`cw`, `ccw`), the hole its sowing reaches first, read from the
 * frames of a move that takes it, with the direction's arrow; clicking the
 * hole chooses the direction. Empty when no direction is to be chosen.
 */
function directionArrows() {
  const arrows = new Map();
  if (!humanToMove() || !app.prefix.length) return arrows;
  const s = app.state;
  const key = `${s.position} ${app.prefix.join(' ')}`;
  if (app.arrows && app.arrows.key === key) return app.arrows.map;
  const directions = nextSteps().filter((st) => !st.cell && ARROWS[st.text]);
  try {
    for (const d of directions) {
      const move = candidates().find((m) => m.steps[app.prefix.length]?.text === d.text);
      if (!move) continue;
      let prev = s.board;
      // Previewed by the table: a decided move, within its lap budget.
      for (const f of app.table.preview(move.text).frames) {
        const sown = f.at.find((id) => {
          const rc = cellAt(f.board, id);
          return rc && f.board.cells[rc[0] * f.board.cols + rc[1]] > prev.cells[rc[0] * prev.cols + rc[1]];
        });
        prev = f.board;
        if (sown) {
          if (!arrows.has(sown)) arrows.set(sown, { text: d.text, glyph: ARROWS[d.text], label: word(app.lang, d.label) });
          break;
        }
      }
    }
  } catch (_) {
    // No arrows: the buttons under the board still choose.
  }
  app.arrows = { key, map: arrows };
  return arrows;
}

function onChoice(text) {
  if (!humanToMove()) return;
  app.prefix.push(text);
  advance();
}

/** Plays the move once the steps chosen fix it; else shows what is next. */
function advance() {
  const c = candidates();
  const n = app.prefix.length;
  const complete = c.filter((m) => m.steps.length === n);
  const longer = c.filter((m) => m.steps.length > n);
  // An undecided move that begins the same way keeps the one decided move
  // from being played at once: the player chooses, told why one is missing.
  const undecided = n > 0 ? undecidedCandidates() : [];
  if (undecided.length) explainUndecided(undecided);
  if (c.length === 1 && n > 0 && !undecided.length) {
    playMove(c[0].text);
  } else if (complete.length === 1 && longer.length === 0 && !undecided.length) {
    playMove(complete[0].text);
  } else if (c.length === 0) {
    app.prefix = [];
    show();
  } else {
    show();
  }
}

function drawChoices() {
  const el = $('choices');
  el.replaceChildren();
  el.setAttribute('aria-label', t('choices'));
  if (!humanToMove()) return;
  const steps = nextSteps().filter((s) => !s.cell);
  const complete = candidates().filter((m) => m.steps.length === app.prefix.length);
  if (steps.length === 0 && app.prefix.length === 0) return;
  const label = document.createElement('span');
  label.textContent = app.prefix.length ? `${app.prefix.join(' ')} → ${t('choose')}` : t('choose');
  el.append(label);
  for (const s of steps) {
    const b = document.createElement('button');
    b.type = 'button';
    const words = word(app.lang, s.label);
    b.textContent = `${ARROWS[s.text] ? `${ARROWS[s.text]} ` : ''}${words === s.text ? s.text : `${words} (${s.text})`}`;
    b.dataset.choice = s.text;
    b.addEventListener('click', () => onChoice(s.text));
    el.append(b);
  }
  if (complete.length === 1) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = t('stopHere');
    b.dataset.choice = '';
    b.addEventListener('click', () => playMove(complete[0].text));
    el.append(b);
  }
  if (app.prefix.length) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = t('cancel');
    b.dataset.choice = 'cancel';
    b.addEventListener('click', () => { app.prefix = []; show(); });
    el.append(b);
  }
}

// ---------------------------------------------------------------- showing the state

function show() {
  const s = app.state;
  const legal = new Set();
  const chosen = new Set();
  if (humanToMove()) {
    for (const step of nextSteps()) if (step.cell) legal.add(step.cell);
    // The cells already chosen in this move.
    const first = candidates()[0];
    if (first) first.steps.slice(0, app.prefix.length).forEach((st) => st.cell && chosen.add(st.cell));
  }
  const undecided = new Set();
  if (humanToMove()) {
    for (const m of undecidedCandidates()) {
      const step = m.steps[app.prefix.length];
      if (step && step.cell) undecided.add(step.cell);
    }
  }
  const hinted = new Set();
  if (app.hint && app.hint.steps) for (const st of app.hint.steps) if (st.cell) hinted.add(st.cell);
  const last = lastMove();
  const arrows = s.board.kind === 'sowing' ? directionArrows() : new Map();
  drawBoard(s.board, { legal, chosen, hinted, last, arrows, undecided });
  drawChoices();
  drawStatus();
  drawUndecided();
  drawMoves();
  drawSolved();
  drawControls();
  if (!app.animating) drawLastNote(last);
  if (s.legal.length === 0 && s.legalCount > 0 && humanToMove()) message(t('manyMoves', s.legalCount));
  updateUrl();
}

/** A number in the page's language: 20,000,000 or 20 000 000. */
function formatNumber(n) {
  return new Intl.NumberFormat(app.lang === 'fr' ? 'fr-FR' : 'en-US').format(n);
}

/** The moves the table's lap budget left undecided (turns that relay for
 * longer, perhaps for ever), and the button that decides them exactly. */
function drawUndecided() {
  const s = app.state;
  const shown = s.undecided.length > 0 && !s.result;
  $('undecided').hidden = !shown;
  if (!shown) return;
  $('undecided-text').textContent = t('undecidedMoves', s.undecided.length, formatNumber(s.lapBudget),
    s.undecided.map((m) => m.text).join(', '));
  $('decide-exactly').title = t('decideTitle');
  $('decide-exactly').disabled = app.animating;
}

/** Lifts the table's lap budget for this game: every turn decided exactly,
 * however long (the page waits meanwhile; the button's title warns). */
function decideExactly() {
  if (app.animating) return;
  $('decide-exactly').disabled = true;
  $('undecided-text').textContent = t('deciding');
  // Painted before the work starts: the page does not respond during it.
  setTimeout(() => {
    changed();
    app.table.setLapBudget(null);
    refreshState();
    message('');
    show();
    next();
  }, 50);
}

/** The buttons that act on the game, enabled when they do something:
 * during an animation, Undo (which stops it) and Skip. */
function drawControls() {
  const s = app.state;
  $('undo').disabled = s.moves.length === 0;
  $('redo').disabled = s.redo.length === 0 || app.animating;
  $('hint').disabled = !humanToMove();
  $('random-move').disabled = !humanToMove();
  $('play-typed').disabled = !humanToMove();
  $('skip').disabled = !app.animating;
}

function drawStatus() {
  const s = app.state;
  let text;
  if (s.result) {
    text = t('over', engineText(app.lang, s.result));
    const humans = app.seats.filter((x) => x === 'human').length;
    if (humans === 1 && s.winner !== null && s.winner !== undefined) {
      text += `. ${app.seats[s.winner] === 'human' ? t('youWin') : t('youLose')}`;
    }
  } else if (app.animating && app.playing) {
    text = colon(playerName(app.playing.mover), app.playing.mv);
  } else if (app.seats[s.turn] !== 'human') {
    text = t('computerThinking', playerName(s.turn));
  } else {
    // Whose turn, and what to click.
    const humans = app.seats.filter((x) => x === 'human').length;
    const who = humans === 1 ? t('yourTurn', playerName(s.turn)) : t('playerTurn', playerName(s.turn));
    const cells = nextSteps();
    let what = t('typeOne');
    if (cells.some((st) => st.cell)) what = t(s.board.kind === 'points' ? 'clickPoint' : 'clickHole');
    else if (s.board.kind === 'sowing' && directionArrows().size) what = t('clickArrow');
    else if (cells.length) what = t('clickChoice');
    text = colon(who, what);
  }
  if (app.hint && app.hint.text) text += ` · ${app.hint.text}`;
  $('status').textContent = text;
}

/** The last move's line under the board, kept until the next move. */
function drawLastNote(last) {
  const note = $('note');
  note.textContent = last ? last.text : '';
  note.classList.toggle('last', Boolean(last));
}

/** The move list, and the record and position fields with it (at once,
 * as a move is played: not after its animation). */
function drawMoves() {
  $('record').value = app.table.record();
  $('position').value = app.state.position;
  const ol = $('movelist');
  ol.replaceChildren();
  app.state.moves.forEach((m, i) => {
    const li = document.createElement('li');
    li.textContent = `${app.state.letters[moverOf(i)]} ${m}`;
    if (i === app.state.moves.length - 1) li.classList.add('current');
    ol.append(li);
  });
  ol.scrollTop = ol.scrollHeight;
}

/** Who played move `i`: kept as moves are played (a Mangala pie choice can
 * change who moves next). */
function moverOf(i) {
  return app.movers[i] ?? 0;
}

function drawSolved() {
  const box = $('solved');
  const s = app.state;
  if (!solvable(s.game, optionsText())) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const v = app.solved;
  const list = $('solved-moves');
  list.replaceChildren();
  if (s.result) {
    $('solved-value').textContent = '';
    return;
  }
  if (!v) {
    $('solved-value').textContent = t('solving');
    return;
  }
  if (v.error) {
    $('solved-value').textContent = v.error;
    return;
  }
  $('solved-value').textContent = t('valueFor', playerName(s.turn), valueText(v.value));
  for (const [mv, val] of v.moves) {
    const li = document.createElement('li');
    li.className = val.verdict;
    li.dataset.move = mv;
    li.textContent = colon(mv, valueText(val));
    list.append(li);
  }
}

// ---------------------------------------------------------------- playing

/** Shows a move's frames; `false` when the game changed meanwhile (an
 * undo, a new game, a link): the caller then stops, the new state shown. */
async function animate(frames) {
  const gen = app.gen;
  app.animating = true;
  app.skip = false;
  // What belonged to the position before the move goes: its choices, its
  // hint; Undo stays, and stops the animation.
  drawChoices();
  drawControls();
  const [frameMs, longestMs] = SPEEDS[Number($('speed').value)] ?? SPEEDS[DEFAULT_SPEED];
  // A long move is shown faster, down to MIN_FRAME_MS a frame, then by
  // every second, third... frame (the last always shown).
  let per = Math.min(frameMs, longestMs / Math.max(1, frames.length));
  let stride = 1;
  if (frameMs > 0 && per < MIN_FRAME_MS) {
    stride = Math.ceil(MIN_FRAME_MS / per);
    per *= stride;
  }
  const shown = frameMs > 0 ? frames.filter((_, i) => (i + 1) % stride === 0 || i === frames.length - 1) : [];
  app.lastAnimation = { frames: shown.length, ms: per * shown.length };
  for (const f of shown) {
    if (app.skip || gen !== app.gen) break;
    drawBoard(f.board, { touched: new Set(f.at), hand: f.hand });
    $('note').textContent = noteText(app.lang, f.note) ?? f.at.join(' ');
    $('note').classList.remove('last');
    await sleep(per);
  }
  if (gen !== app.gen) return false;
  app.animating = false;
  return true;
}

/** Plays `text` on the table, animates it, and goes on with the game. */
async function playMove(text) {
  let shown;
  const mover = app.state.turn;
  try {
    shown = app.table.play(text);
  } catch (err) {
    message(errorText(err));
    app.prefix = [];
    show();
    return;
  }
  message('');
  changed();
  app.movers[app.state.moves.length] = mover;
  const before = app.state;
  refreshState();
  keepLast(before, mover, shown);
  app.playing = { mover, mv: shown.move };
  app.animating = true;
  drawStatus();
  drawMoves();
  drawSolved();
  if (!(await animate(shown.frames))) return;
  show();
  next();
}

/** The table changed: forget what belonged to the old position. */
function changed() {
  app.gen++;
  app.animating = false;
  app.prefix = [];
  app.hint = null;
  app.solved = null;
  app.thinking = false;
  resetWorker();
}

/** What comes after a change: the computer's move, and the exact values. */
function next() {
  const s = app.state;
  const gen = app.gen;
  if (solvable(s.game, optionsText()) && !s.result && !app.solved) {
    ask({ type: 'solve', game: s.game, options: optionsText(), position: s.position })
      .then((r) => { if (gen === app.gen) { app.solved = r; drawSolved(); } })
      .catch((e) => { if (gen === app.gen && e.message !== 'stopped') { app.solved = { error: errorText(e) }; drawSolved(); } });
  }
  if (s.result || app.seats[s.turn] === 'human') return;
  app.thinking = true;
  drawStatus();
  ask({
    type: 'think', game: s.game, options: optionsText(), start: s.start, moves: s.moves,
    player: app.seats[s.turn], seed: app.seed + s.moves.length,
  }).then((r) => {
    if (gen !== app.gen) return;
    app.thinking = false;
    playMove(r.move);
  }).catch((e) => {
    if (gen !== app.gen || e.message === 'stopped') return;
    app.thinking = false;
    message(errorText(e));
    drawStatus();
  });
}

function newTable(table) {
  changed();
  if (app.table && app.table !== table) app.table.free();
  app.table = table;
  app.movers = [];
  refreshState();
  // Who moved each move, replayed from the start.
  const moves = app.state.moves;
  if (moves.length) {
    const replay = new Game(app.state.game, optionsText(), {
      position: app.state.start ?? undefined, lapBudget: app.state.lapBudget,
    });
    for (const m of moves) {
      app.movers.push(replay.state().turn);
      replay.play(m);
    }
    replay.free();
  }
  syncMenus();
  drawRules();
  show();
  next();
}

function startGame() {
  const game = $('game').value;
  const opts = [...document.querySelectorAll('#options select')].map((s) => `${s.dataset.key}=${s.value}`);
  try {
    newTable(new Game(game, opts));
    message('');
  } catch (err) {
    message(errorText(err));
  }
}

function undo() {
  if (app.state.moves.length === 0) return;
  changed();
  if (!app.table.undo()) return;
  refreshState();
  // Against the computer, back to the human's turn.
  if (app.seats.includes('human')) {
    while (app.seats[app.state.turn] !== 'human' && app.table.undo()) refreshState();
  }
  show();
  next();
}

async function redo() {
  if (app.animating) return;
  const mover = app.state.turn;
  changed();
  let r;
  try {
    r = app.table.redo();
  } catch (err) {
    // Undecided within the table's budget (played under a larger one).
    message(errorText(err));
    show();
    return;
  }
  if (r === null) return;
  app.movers[app.state.moves.length] = mover;
  const before = app.state;
  refreshState();
  keepLast(before, mover, r);
  const redone = r;
  app.playing = { mover, mv: redone.move };
  app.animating = true;
  drawStatus();
  drawMoves();
  if (!(await animate(redone.frames))) return;
  show();
  next();
}

function hint() {
  if (!humanToMove()) return;
  const s = app.state;
  const gen = app.gen;
  ask({ type: 'think', game: s.game, options: optionsText(), start: s.start, moves: s.moves, player: 'medium', seed: 0 })
    .then((r) => {
      if (gen !== app.gen) return;
      const m = s.legal.find((x) => x.text === r.move);
      app.hint = { text: t('hintIs', r.move, hintScore(r)), steps: m ? m.steps : [] };
      show();
    })
    .catch((e) => { if (e.message !== 'stopped') message(errorText(e)); });
}

/** A hint's score for the player: in seeds, or the plies to a won or
 * lost end. */
function hintScore(r) {
  if (r.pliesToEnd !== null && r.pliesToEnd !== undefined) {
    return `${t(r.pliesToEnd > 0 ? 'win' : 'loss')} ${t('inPlies', Math.abs(r.pliesToEnd))}`;
  }
  if (r.value !== null && r.value !== undefined) return t('hintScore', r.value / 100);
  return '';
}

function randomMove() {
  if (!humanToMove()) return;
  const s = app.state;
  if (s.legal.length) {
    playMove(s.legal[Math.floor(Math.random() * s.legal.length)].text);
    return;
  }
  const gen = app.gen;
  ask({ type: 'think', game: s.game, options: optionsText(), start: s.start, moves: s.moves, player: 'random', seed: Math.floor(Math.random() * 1e9) })
    .then((r) => { if (gen === app.gen) playMove(r.move); })
    .catch((e) => { if (e.message !== 'stopped') message(errorText(e)); });
}

// ---------------------------------------------------------------- menus, rules, language

/**
 * The game menu: a group a family (the games' catalog entries, in the
 * page's language), the games read from files that say none last; in each
 * group the games by region, each game's region beside its name. The game
 * chosen stays chosen.
 */
function fillGames() {
  const sel = $('game');
  const chosen = sel.value;
  sel.replaceChildren();
  const groups = new Map();
  for (const g of app.games) {
    const key = g.family ? g.family.key : '';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(g);
  }
  const keys = [...groups.keys()].filter(Boolean);
  if (groups.has('')) keys.push('');
  for (const key of keys) {
    const og = document.createElement('optgroup');
    const list = groups.get(key);
    og.label = key ? wordsIn(list[0].family, key) : t('fromFiles');
    og.dataset.family = key;
    // By region, then in the list's order.
    const sorted = list.map((g, i) => [g, i])
      .sort(([a, i], [b, j]) => regionOf(a).localeCompare(regionOf(b), app.lang) || i - j);
    for (const [g] of sorted) {
      const o = document.createElement('option');
      o.value = g.name;
      o.textContent = g.region ? `${g.name} · ${regionOf(g)}` : g.name;
      o.title = titleOf(g);
      og.append(o);
    }
    sel.append(og);
  }
  if (chosen) sel.value = chosen;
}

/** A game's region in the page's language (`''` when it says none). */
function regionOf(g) {
  return wordsIn(g.region, '');
}

/** Keeps in the game menu the games whose name, title, family or region,
 * in either language, holds every word typed in the search box; the game
 * shown stays, and a family left empty is hidden. */
function filterGames() {
  const words = $('game-search').value.toLowerCase().split(/\s+/).filter(Boolean);
  for (const o of $('game').options) {
    const g = gameInfo(o.value);
    const text = [g.name, g.title, g.titleFr, g.family?.en, g.family?.fr, g.region?.en, g.region?.fr]
      .filter(Boolean).join(' ').toLowerCase();
    o.hidden = o.value !== $('game').value && !words.every((w) => text.includes(w));
  }
  for (const og of $('game').querySelectorAll('optgroup')) og.hidden = [...og.children].every((o) => o.hidden);
}

/** A game's title in the page's language (its crate's `Labels`). */
function titleOf(g) {
  return (app.lang === 'fr' && g.titleFr) || g.title;
}

/** The name of a game's option, or of one of its values, in the page's
 * language, as the game's crate gives it; the key or the value itself
 * where it gives none (a number). */
function wordsIn(words, fallback) {
  return (words && words[app.lang]) || fallback;
}

/** The option menus of the selected game, set to `values` (KEY=VALUE). */
function fillOptions(values = []) {
  const g = gameInfo($('game').value);
  const box = $('options');
  box.replaceChildren();
  const given = new Map(values.map((v) => v.split('=')));
  for (const o of g.options) {
    // A single value is no choice (a rule set's name): not shown.
    if (o.values.length < 2) continue;
    const label = document.createElement('label');
    const doc = (app.lang === 'fr' && o.docFr) || o.doc;
    label.title = doc;
    const span = document.createElement('span');
    span.textContent = wordsIn(o.name, o.key);
    const sel = document.createElement('select');
    sel.dataset.key = o.key;
    sel.setAttribute('aria-label', colon(span.textContent, doc));
    o.values.forEach((v, i) => {
      const opt = document.createElement('option');
      opt.value = v;
      opt.textContent = wordsIn(o.valueNames[i], v);
      sel.append(opt);
    });
    sel.value = given.get(o.key) ?? o.default;
    sel.addEventListener('change', startGame);
    label.append(span, sel);
    box.append(label);
  }
  drawTitle();
}

/** The game's title under the menus, and whether the page solves it. */
function drawTitle() {
  const g = gameInfo($('game').value);
  const s = app.state;
  const solved = s && s.game === g.name && solvable(s.game, optionsText());
  $('title').textContent = titleOf(g) + (solved ? ` · ${t('solvedBadge')}` : '');
}

function fillSeats() {
  const s = app.state;
  const canSolve = s && solvable(s.game, optionsText());
  for (const i of [0, 1]) {
    const sel = $(`seat${i}`);
    sel.replaceChildren();
    for (const v of SEATS) {
      if (v === 'perfect' && !canSolve) continue;
      const o = document.createElement('option');
      o.value = v;
      o.textContent = v === 'human' ? t('human') : v === 'perfect' ? t('perfect') : t(`level_${v}`);
      sel.append(o);
    }
    if (!canSolve && app.seats[i] === 'perfect') app.seats[i] = 'max';
    sel.value = app.seats[i];
    $(`seat${i}-label`).textContent = playerName(i);
  }
}

/** Menus follow the table (after a record, a link or a new game). */
function syncMenus() {
  const s = app.state;
  $('game').value = s.game;
  fillOptions(s.options);
  fillSeats();
}

/** The game's rules as its crate states them, or its title alone. */
function drawRules() {
  const g = gameInfo(app.state.game);
  const r = g.rules;
  const el = $('rules');
  el.replaceChildren();
  if (!r) {
    const title = document.createElement('p');
    title.textContent = titleOf(g);
    const none = document.createElement('p');
    none.textContent = t('noRules');
    el.append(title, none);
    return;
  }
  const p = document.createElement('p');
  p.textContent = r[app.lang] ?? r.en;
  const src = document.createElement('p');
  src.innerHTML = `<em>${t('source')}</em> `;
  src.append(document.createTextNode(r.source));
  el.append(p, src);
}

function setLanguage(lang) {
  app.lang = STRINGS[lang] ? lang : 'en';
  document.documentElement.lang = app.lang;
  $('lang').value = app.lang;
  try { localStorage.setItem('fanga-lang', app.lang); } catch (_) { /* file:// */ }
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const v = STRINGS[app.lang][el.dataset.i18n];
    if (typeof v === 'string') el.textContent = v;
  }
  const speedLabel = () => { $('speed-value').textContent = t('speeds')[Number($('speed').value)]; };
  speedLabel();
  $('speed').oninput = () => {
    speedLabel();
    try { localStorage.setItem('fanga-speed', $('speed').value); } catch (_) { /* file:// */ }
  };
  // The game menu's families and regions in the new language.
  if (app.games.length) {
    fillGames();
    filterGames();
  }
  if (app.state) {
    // The setup form, kept as it is set (a game chosen, not yet started).
    const set = [...document.querySelectorAll('#options select')].map((s) => `${s.dataset.key}=${s.value}`);
    fillOptions(set);
    fillSeats();
    drawRules();
    show();
  }
}

// ---------------------------------------------------------------- records, positions, links

function updateUrl() {
  const s = app.state;
  const p = new URLSearchParams();
  p.set('v', String(URL_FORMAT));
  p.set('g', s.game);
  if (s.options.length) p.set('o', s.options.join(','));
  if (s.start) p.set('s', s.start);
  if (s.moves.length) p.set('m', s.moves.join(';'));
  p.set('p', app.seats.join(','));
  const hash = `#${p.toString()}`;
  app.hash = hash;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

/** Opens the game of the address (a link), if it holds one: `true` then,
 * or when the link is refused (the message says why, the game stays). */
function openUrl() {
  let table = null;
  try {
    table = tableFromUrl();
  } catch (err) {
    message(t('badUrl') + errorText(err));
    return true;
  }
  if (!table) return false;
  message('');
  newTable(table);
  return true;
}

/** The game a link describes, or `null` when the link holds none. */
function tableFromUrl() {
  if (location.hash.length < 2) return null;
  const p = new URLSearchParams(location.hash.slice(1));
  const v = Number(p.get('v') ?? '1');
  if (!(v >= 1)) throw new Error(`v=${p.get('v')}`);
  if (v > URL_FORMAT) throw new Error(`${t('newerFormat')}${v}).`);
  const game = p.get('g');
  if (!game) return null;
  const seats = (p.get('p') || '').split(',');
  if (seats.length === 2 && seats.every((x) => SEATS.includes(x))) app.seats = seats;
  const table = new Game(game, (p.get('o') || '').replaceAll(',', ' '), { position: p.get('s') ?? undefined });
  const moves = (p.get('m') || '').split(';').filter((m) => m);
  moves.forEach((m, i) => {
    try {
      table.play(m);
    } catch (err) {
      throw new Error(colon(`${t('moveN', i + 1)} ${m}`, errorText(err)));
    }
  });
  return table;
}

async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    notice(t('copied'));
  } catch (_) {
    message(t('copyFailed'));
  }
}

/** A passing notice ("Copied."), not an error: shown a moment in the
 * message line, in the notice's colour. */
function notice(text) {
  message(text);
  const el = $('message');
  el.classList.add('notice');
  clearTimeout(app.noticeTimer);
  app.noticeTimer = setTimeout(() => { if (el.textContent === text) message(''); }, NOTICE_MS);
}

function loadRecord() {
  try {
    newTable(Game.fromRecord($('record').value));
    message('');
  } catch (err) {
    message(errorText(err));
  }
}

function loadPosition() {
  const s = app.state;
  try {
    newTable(new Game(s.game, optionsText(), { position: $('position').value }));
    message('');
  } catch (err) {
    message(errorText(err));
  }
}

// ---------------------------------------------------------------- games read from files

function defineMessage(text, error = false) {
  const el = $('define-message');
  el.textContent = text;
  el.classList.toggle('error', error);
}

/** Reads the game a file describes (a rule set, a MancalaGames game file,
 * a variant: whatever the module reads), adds it to the list of games and
 * starts it; a refused file is explained beside the button, on one line. */
async function loadDefinition(file) {
  let name;
  let text;
  try {
    text = await file.slice(0, MAX_FILE_READ).text();
    name = fangaDefine(text).name;
  } catch (err) {
    defineMessage(t('defineRefused', file.name, errorText(err)), true);
    return;
  }
  if (!app.defined.includes(text)) {
    app.defined.push(text);
    app.worker.postMessage({ type: 'define', text });
  }
  app.games = fangaGames();
  fillGames();
  $('game').value = name;
  fillOptions();
  startGame();
  defineMessage(t('defined', titleOf(gameInfo(name)), name));
  // On a phone the board is above the form: bring it back into view.
  if ($('play').getBoundingClientRect().top < 0) $('play').scrollIntoView({ block: 'start' });
}

// ---------------------------------------------------------------- start

async function main() {
  app.module = await WebAssembly.compile(wasmBytes);
  await init(app.module);
  startWorker();
  app.games = fangaGames();
  // The speed chosen last time (the default, slow, is one a class can
  // follow).
  try {
    const speed = localStorage.getItem('fanga-speed');
    if (speed !== null && SPEEDS[Number(speed)]) $('speed').value = speed;
  } catch (_) { /* storage may be off */ }
  setLanguage(initialLanguage());
  fillGames();
  $('lang').addEventListener('change', (e) => setLanguage(e.target.value));
  $('game').addEventListener('change', () => { fillOptions(); startGame(); filterGames(); });
  // The menu keeps the games found; the game in progress goes on.
  $('game-search').addEventListener('input', filterGames);
  $('new').addEventListener('click', startGame);
  $('define-file').addEventListener('change', async (e) => {
    const file = e.target.files && e.target.files[0];
    if (file) await loadDefinition(file);
    // The same file may be picked again.
    e.target.value = '';
  });
  for (const i of [0, 1]) {
    $(`seat${i}`).addEventListener('change', (e) => {
      app.seats[i] = e.target.value;
      changed();
      show();
      next();
    });
  }
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('decide-exactly').addEventListener('click', decideExactly);
  $('hint').addEventListener('click', hint);
  $('skip').addEventListener('click', () => { app.skip = true; });
  $('random-move').addEventListener('click', randomMove);
  $('typed').addEventListener('submit', (e) => {
    e.preventDefault();
    if (!humanToMove()) return;
    const text = $('move-input').value.trim();
    if (text) playMove(text).then(() => { $('move-input').value = ''; });
  });
  $('copy-record').addEventListener('click', () => copy($('record').value));
  $('load-record').addEventListener('click', loadRecord);
  $('copy-position').addEventListener('click', () => copy($('position').value));
  $('load-position').addEventListener('click', loadPosition);
  $('copy-link').addEventListener('click', () => copy(location.href));
  $('save-svg').addEventListener('click', saveSvg);
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, textarea, select')) return;
    if (e.key === 'Escape') { app.prefix = []; if (app.animating) app.skip = true; else show(); }
    if ((e.ctrlKey || e.metaKey) && e.key === 'z') { e.preventDefault(); undo(); }
    if ((e.ctrlKey || e.metaKey) && e.key === 'y') { e.preventDefault(); redo(); }
  });
  let problem = '';
  if (!openUrl() || !app.table) {
    problem = $('message').textContent;
    $('game').value = app.games[0].name;
    fillOptions();
    startGame();
  }
  if (problem) message(problem);
  // A link pasted into the address bar of an open page: its game replaces
  // the one shown (the page's own address updates replace the state, and
  // fire no event).
  window.addEventListener('hashchange', () => {
    if (location.hash !== app.hash) openUrl();
  });
  document.body.dataset.ready = 'true';
}

main().catch((err) => {
  document.body.dataset.ready = 'error';
  $('message').textContent = `fanga could not start: ${err.message || err}`;
});

// For tests and curious users: the table in the console.
window.fanga = app;
