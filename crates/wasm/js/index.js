// fanga for JavaScript: the rules of every game of fanga, its computer
// players and its solver, compiled from Rust to WebAssembly (crates/wasm),
// with typed objects and typed errors at the surface. The module speaks
// JSON across the boundary; this layer parses it.
//
// This is the browser's entry (and any bundler's): call `await init()`
// once before anything else. Node's entry (node.js) loads the module
// itself on import.
import initGlue, * as raw from './pkg/fanga_wasm.js';

let ready = false;

/**
 * Loads the WebAssembly module. With no argument the browser fetches
 * `pkg/fanga_wasm_bg.wasm` next to this file; a bundler or a page may pass
 * the module (`WebAssembly.Module`), its bytes, a `Response` or a URL.
 */
export async function init(input) {
  if (ready) return;
  await initGlue(input === undefined ? undefined : { module_or_path: input });
  ready = true;
}

/** Loads the module at once from its bytes or a compiled `WebAssembly.Module`
 * (a worker given the page's module; Node's entry). */
export function initSync(module) {
  if (ready) return;
  raw.initSync({ module });
  ready = true;
}

/** Whether the module is loaded. */
export function isReady() {
  return ready;
}

/**
 * A refusal of the library: `kind` says what was refused (a stable name,
 * one of `errorKinds()`), `fields` the structured details of that kind
 * (which option, value, move, line...), `message` the library's English
 * sentence; `line` and `index` say where it was met in a record (its line,
 * the move's place).
 */
export class FangaError extends Error {
  constructor(refusal) {
    super(refusal.message);
    this.name = 'FangaError';
    this.kind = refusal.kind;
    this.fields = refusal.fields ?? {};
    this.line = refusal.line ?? null;
    this.index = refusal.index ?? null;
  }
}

/** What the module threw, as a FangaError: a refusal arrives as its JSON
 * text; a trap (a bug: the module stopped) becomes the kind `internal`. */
function toError(e) {
  if (typeof e === 'string') {
    try {
      return new FangaError(JSON.parse(e));
    } catch {
      return new FangaError({ kind: 'internal', message: e, fields: { detail: e } });
    }
  }
  if (e instanceof WebAssembly.RuntimeError) {
    const message = `internal error (a bug of fanga, please report it): ${e.message}`;
    return new FangaError({ kind: 'internal', message, fields: { detail: e.message } });
  }
  return e;
}

/** Calls the module, its refusals thrown as FangaErrors. */
function call(f) {
  if (!ready) {
    throw new Error('fanga: the module is not loaded: call `await init()` first (Node loads it on import)');
  }
  try {
    return f();
  } catch (e) {
    throw toError(e);
  }
}

const json = (f) => JSON.parse(call(f));

/** A lap budget as the module takes it: `null` (unlimited) or a whole
 * number of laps from 0; `undefined` stays `undefined` (the call's
 * default). */
function lapBudget(laps) {
  if (laps === undefined || laps === null) return laps;
  if (typeof laps !== 'number') {
    throw new TypeError('fanga: a lap budget is a whole number of laps, or null for unlimited');
  }
  return laps;
}

/** Options as the module takes them: `{columns: 4}`, `['columns=4']` or
 * `'columns=4 seeds=3'`. */
function optionsText(options) {
  if (options === undefined || options === null) return '';
  if (typeof options === 'string') return options;
  if (Array.isArray(options)) return options.join(' ');
  if (typeof options === 'object') return Object.entries(options).map(([k, v]) => `${k}=${v}`).join(' ');
  throw new TypeError('fanga: options are an object {key: value}, an array of "KEY=VALUE" or a string');
}

/** The name of every kind of refusal, in a fixed order. */
export function errorKinds() {
  return json(() => raw.errorKinds());
}

/** Every game: the registry's, then those defined from descriptions. */
export function games() {
  return json(() => raw.games());
}

/** One game by name. */
export function info(name) {
  const found = games().find((g) => g.name === name);
  if (found) return found;
  // The module's refusal, with the names and the closest one.
  call(() => raw.positionInfo(name, '', undefined));
  throw new FangaError({ kind: 'unknown-game', message: `unknown game \`${name}\``, fields: { name, known: [], suggestion: null } });
}

/** Reads a game described by data (fanga's rule-set JSON, a MancalaGames
 * file, a variant's text) and adds it to the games: its info. */
export function define(description) {
  const name = call(() => raw.define(description));
  return info(name);
}

/** A position of a game: an immutable value (its game, options and text),
 * read again by the rules on each call. */
export class Position {
  constructor(shown) {
    Object.assign(this, shown);
    Object.freeze(this);
  }

  #args() {
    return [this.game, this.options.join(' '), this.text];
  }

  /** Whether the game is over. */
  get isOver() {
    return this.outcome !== null;
  }

  /** The legal moves, in the game's notation (none once the game is over). */
  moves() {
    return json(() => raw.positionMoves(...this.#args()));
  }

  /** The position after `move`. Exact by default: with `lapBudget` (laps),
   * a turn still undecided after that many laps is refused (kind
   * `undecided`), as for the next three. */
  play(move, { lapBudget: laps } = {}) {
    const budget = lapBudget(laps);
    return new Position(json(() => raw.positionPlay(...this.#args(), move, false, budget)).position);
  }

  /** Plays `move`: the move as the game writes it, the position after it,
   * its trace (one step a line) and its animation frames. */
  playTraced(move, { lapBudget: laps } = {}) {
    const budget = lapBudget(laps);
    const p = json(() => raw.positionPlay(...this.#args(), move, true, budget));
    return { ...p, position: new Position(p.position) };
  }

  /** The steps a player takes to enter the legal move `move`. */
  steps(move, { lapBudget: laps } = {}) {
    const budget = lapBudget(laps);
    return json(() => raw.positionSteps(...this.#args(), move, budget));
  }

  /** The number of move sequences `depth` plies deep. */
  perft(depth, { lapBudget: laps } = {}) {
    const budget = lapBudget(laps);
    return call(() => raw.positionPerft(...this.#args(), depth, budget));
  }

  /** `games` random playouts from here, seeded `seed`, `seed + 1`, ...
   * (the same games as in Rust and Python), each of at most `maxPlies`
   * moves, tallied. */
  randomPlayouts(games, { seed = 0, maxPlies = 1000 } = {}) {
    return json(() => raw.randomPlayouts(...this.#args(), games, seed, maxPlies));
  }

  toString() {
    return this.text;
  }
}

/** The start position of `game` under `options`. */
export function start(game, options) {
  return new Position(json(() => raw.positionInfo(game, optionsText(options), undefined)));
}

/** The position of `game` with the text `text`. */
export function parse(game, text, options) {
  return new Position(json(() => raw.positionInfo(game, optionsText(options), text)));
}

/** The move a computer player (`easy`, `medium`, `hard`, `max`, `random`,
 * `ab:d6`, `ab:200ms`, `mcts:1000`, `perfect`) chooses in `position`, or
 * in the position `moves` reach from it (a game's history: the rules that
 * end on repetitions see it). */
export function think(position, { player = 'medium', seed = 0, moves = [] } = {}) {
  const { game, options, text } = position;
  return json(() => raw.think(game, options.join(' '), text, moves.join(';'), player, seed));
}

/** Whether `solve` solves this game's boards under `options` (the boards
 * solved well within a second). */
export function solvable(game, options) {
  return call(() => raw.solvable(game, optionsText(options)));
}

/** The exact value of `position` and of each of its moves, for the player
 * to move. */
export function solve(position) {
  return json(() => raw.solve(position.game, position.options.join(' '), position.text));
}

const WRAP = Symbol('wrap');

/** A game in progress: its moves, undo and redo, its record, and the state
 * a page draws (board, legal moves broken into steps).
 *
 * Each turn it lists or plays sows at most its lap budget (20,000,000 laps,
 * under a second, unless `setLapBudget` sets another): a move whose turn is
 * still undecided by then (a relay that may never end) is listed apart, in
 * the state's `undecided`, and refused when played (kind `undecided`). */
export class Game {
  #table;

  /** A new game of `game` under `options`, from its start or from
   * `position` (a position text), under `lapBudget` (laps, `null` for
   * unlimited) if given. */
  constructor(game, options, { position, lapBudget: laps } = {}) {
    if (game === WRAP) {
      this.#table = options;
      return;
    }
    const budget = lapBudget(laps);
    this.#table = call(() => new raw.Table(game, optionsText(options), position ?? undefined));
    if (budget !== undefined) this.setLapBudget(budget);
  }

  /** The game a record describes (the text `record()` writes), its moves
   * played under `lapBudget` if given (else the default 20,000,000 laps),
   * kept for the moves to come. */
  static fromRecord(record, { lapBudget: laps } = {}) {
    const budget = lapBudget(laps);
    return new Game(WRAP, call(() => raw.Table.fromRecord(record, budget)));
  }

  /** The whole state, for drawing: game, options, start, moves, redo,
   * letters, turn, position text, board, score, extras, result, winner,
   * legal moves with their steps, legalCount, the undecided moves with
   * their steps, lapBudget. */
  state() {
    return json(() => this.#table.state());
  }

  /** The laps one turn may sow before its move is called undecided
   * (`null`: unlimited). */
  get lapBudget() {
    return this.#table.lapBudget() ?? null;
  }

  /** Lists and plays every later turn under `laps`: a whole number of laps
   * from 0 (0 decides only the turns that sow no lap), or `null` for
   * unlimited, exact however long a turn sows (a relay can take minutes).
   * The moves already played stay. */
  setLapBudget(laps) {
    if (laps === undefined) throw new TypeError('fanga: setLapBudget(laps): laps is a number, or null for unlimited');
    const budget = lapBudget(laps);
    call(() => this.#table.setLapBudget(budget));
  }

  /** The current position. */
  get position() {
    const s = this.state();
    return parse(s.game, s.position, s.options);
  }

  /** The moves played. */
  get moves() {
    return this.state().moves;
  }

  /** Plays `move` (the redo list is forgotten unless it is the move next
   * to redo): the move as the game writes it, and its animation frames. */
  play(move) {
    return json(() => this.#table.play(move));
  }

  /** The animation of `move` from the current position, without playing
   * it (refused as `play` refuses it). */
  preview(move) {
    return json(() => this.#table.preview(move));
  }

  /** The last move played: the move, its mover, its steps, the board before
   * it and its frames, replayed under the lap budget; `null` at the start
   * (or if its turn is undecided within today's budget). */
  lastMove() {
    const r = call(() => this.#table.lastMove());
    return r === undefined ? null : JSON.parse(r);
  }

  /** Takes back the last move; `false` at the start. */
  undo() {
    return call(() => this.#table.undo());
  }

  /** Plays again the last move taken back; `null` if there is none. Its
   * turn is checked against the lap budget, as a move played. */
  redo() {
    const r = call(() => this.#table.redo());
    return r === undefined ? null : JSON.parse(r);
  }

  /** The game's record (the text `Game.fromRecord` and fanga's tools read). */
  record() {
    return call(() => this.#table.record());
  }

  /** The move a computer player chooses now. */
  think({ player = 'medium', seed = 0 } = {}) {
    const s = this.state();
    const from = s.start === null ? start(s.game, s.options) : parse(s.game, s.start, s.options);
    return think(from, { player, seed, moves: s.moves });
  }

  /** Frees the module's memory for this game now (otherwise when the
   * object is collected). */
  free() {
    this.#table.free();
  }
}
