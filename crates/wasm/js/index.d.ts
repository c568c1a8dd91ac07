// Types of fanga for JavaScript (index.js, node.js). Written by hand over
// the module's JSON; test/types.ts is checked against them (tsc --noEmit),
// and the package's tests check that `ErrorKind` lists every kind the
// module names.

/** Loads the module (the browser; Node's entry has loaded it on import). */
export function init(
  input?: WebAssembly.Module | BufferSource | Response | Promise<Response> | URL | string,
): Promise<void>;
/** Loads the module at once from its bytes or a compiled module. */
export function initSync(module: WebAssembly.Module | BufferSource): void;
/** Whether the module is loaded. */
export function isReady(): boolean;

/** Every kind of refusal, with its fields. */
export interface ErrorFields {
  'unknown-game': { name: string; known: string[]; suggestion: string | null };
  'option-not-assignment': { text: string };
  'option-unknown-key': { key: string; known: string[]; suggestion: string | null };
  'option-bad-value': { key: string; value: string; allowed: string[] };
  'option-repeated': { key: string };
  'position-empty': {};
  'position-spacing': { at: number };
  'position-missing-side': {};
  'position-bad-side': { found: string; expected: [string, string] };
  'position-row-count': { expected: string; found: number };
  'position-column-count': { row: number; expected: string; found: number };
  'position-bad-entry': { place: string; found: string; expected: string };
  'position-count-too-large': { place: string; found: string; max: number };
  'position-too-many-seeds': { total: number; max: number };
  'position-not-key-value': { field: string };
  'position-unknown-key': { key: string; expected: string };
  'position-repeated-key': { key: string };
  'position-key-order': { key: string; before: string };
  'position-missing-key': { key: string };
  'position-bad-value': { key: string; found: string; expected: string };
  'position-option-mismatch': { option: string; detail: string };
  'position-invalid': { detail: string };
  'position-shape': { rows: number; cols: number; expectedRows: number; expectedCols: number };
  'position-too-many-pieces': { side: string; found: number; max: number };
  'position-too-many-keys': { max: number };
  'position-no-pieces': {};
  'position-unexpected-seeds': { place: string; seeds: number };
  'move-syntax': { move: string; reason: string };
  'move-illegal': { move: string; reason: string };
  'undecided': { move: string; laps: number };
  'game-over': { result: string };
  'variant-name': { name: string };
  'variant-game': { name: string; named: string; game: string };
  'variant-taken': { name: string };
  'variant-title': { name: string };
  'variant-option': { name: string; option: Refusal };
  'description': { detail: string };
  'description-too-long': { max: number };
  'unavailable': { game: string; what: string };
  'session-position': { detail: string };
  'session-move': { index: number; move: string; reason: string };
  'session-game-over': { index: number; move: string; result: string };
  'lap-budget': { found: string };
  'player': { spec: string };
  'record-empty': {};
  'record-expected': { expected: string };
  'record-format': { found: string };
  'record-newer-format': { format: number; newest: number };
  'record-adjudication': {};
  'record-unexpected-line': { found: string };
  'record-result': { says: string; gives: string };
  'not-solvable': { game: string };
  'solve-cycle': { plies: number };
  'solve-node-budget': { nodes: number };
  'solve-too-deep': { plies: number };
  'solve-too-large': { positions: number; completePlies: number; cap: number };
  'solve-history-dependent': { game: string };
  'solve-game': { detail: string };
  'solve-unsupported': { game: string; why: string };
  'internal': { detail: string };
  'unmapped': { family: string; variant: string };
}

/** The name of a kind of refusal. */
export type ErrorKind = keyof ErrorFields;

/** A refusal as the module gives it. */
export interface Refusal<K extends ErrorKind = ErrorKind> {
  kind: K;
  message: string;
  fields: ErrorFields[K];
  line?: number;
  index?: number;
}

/** A refusal of the library, thrown. Narrow on `kind` to read `fields`. */
export class FangaError<K extends ErrorKind = ErrorKind> extends Error {
  constructor(refusal: Refusal<K>);
  readonly name: 'FangaError';
  /** What was refused: a stable name, the key to translate it by. */
  readonly kind: K;
  /** The structured details of the kind. */
  readonly fields: ErrorFields[K];
  /** The record's line it was met on, from 1. */
  readonly line: number | null;
  /** The place of the refused move in a record's moves, from 1. */
  readonly index: number | null;
}

/** Every kind, in a fixed order. */
export function errorKinds(): ErrorKind[];

/** A name in English and French. */
export interface Bilingual {
  en: string;
  fr: string;
}

/** One option of a game. */
export interface OptionInfo {
  key: string;
  values: string[];
  default: string;
  doc: string;
  name: Bilingual | null;
  docFr: string | null;
  /** One a value: its names, or `null` where the value is its own name. */
  valueNames: (Bilingual | null)[];
}

/** The family a game belongs to: its key and its names. */
export interface FamilyInfo {
  /** `two_row_mancala`, `four_row_mancala`, `alquerque`... */
  key: string;
  en: string;
  fr: string;
}

/** One game. */
export interface GameInfo {
  name: string;
  title: string;
  titleFr: string | null;
  /** Its family (a game read from a file may say none). */
  family: FamilyInfo | null;
  /** Where it is played, in English and French (`Madagascar`, `Western Africa`). */
  region: Bilingual | null;
  options: OptionInfo[];
  /** The players' letters, South's (White's) seat first. */
  letters: [string, string];
  rules: { source: string; en: string; fr: string } | null;
}

/** Options as `{key: value}`, `['KEY=VALUE', ...]` or `'KEY=VALUE ...'`. */
export type Options = Record<string, string | number> | string[] | string;

/** One pool of a sowing board (stores, reserves, captured seeds). */
export interface PoolView {
  key: string;
  label: string;
  seeds: { south: number; north: number };
  hidden: boolean;
}

/** A board as data. */
export type BoardView =
  | {
      kind: 'sowing';
      rows: number;
      cols: number;
      cells: number[];
      pools: PoolView[];
      cups: boolean;
      /** The holes that are a player's house now (Bao's nyumba, a square hole): `['e2', 'd3']`. */
      houses: string[];
    }
  | {
      kind: 'points';
      rows: number;
      cols: number;
      cells: string;
      diagonals: string;
      hand: { south: number; north: number };
    }
  | { kind: 'text'; diagram: string };

/** How a game ended. */
export interface Outcome {
  /** The winner's seat (0 South or White, 1 North or Black); `null` for a draw. */
  winner: 0 | 1 | null;
  reason: string;
  /** As a record writes it: `S wins (kamo)`. */
  text: string;
}

/** One step of a move as a player enters it: a cell, or a choice. */
export interface Step {
  text: string;
  cell: string | null;
  label: string;
}

/** One picture of a move in progress. */
export interface Frame {
  board: BoardView;
  hand: number;
  at: string[];
  note: string;
}

/** A move played from a position. */
export interface Played {
  move: string;
  position: Position;
  /** One step a line: every lap, capture and choice, and why the turn ended. */
  trace: string[];
  frames: Frame[];
}

/** What random playouts came to. */
export interface Tally {
  games: number;
  plies: number;
  wins: [number, number];
  draws: number;
  unfinished: number;
  reasons: Record<string, number>;
}

/** The laps one turn may sow before its move is called undecided: a whole
 * number from 0, or `null` for unlimited (exact, however long). */
export type LapBudget = number | null;

/** The optional lap budget of a call; without it, the call is exact. */
export interface LapBudgetOption {
  lapBudget?: LapBudget;
}

/** A position: an immutable value, its game, options and text. */
export class Position {
  private constructor();
  readonly game: string;
  /** Every option of the game, as `KEY=VALUE`. */
  readonly options: string[];
  readonly text: string;
  readonly letters: [string, string];
  /** The seat to move: 0 South (White), 1 North (Black). */
  readonly turn: 0 | 1;
  readonly outcome: Outcome | null;
  readonly score: [number, number];
  /** The number of legal moves (of a position returned by a call given a
   * `lapBudget`: of those decided within it). */
  readonly moveCount: number;
  readonly board: BoardView;
  readonly diagram: string;
  readonly isOver: boolean;
  moves(): string[];
  /** Exact by default; with `lapBudget`, a turn still undecided after that
   * many laps is refused (`FangaError` of kind `undecided`). */
  play(move: string, options?: LapBudgetOption): Position;
  playTraced(move: string, options?: LapBudgetOption): Played;
  steps(move: string, options?: LapBudgetOption): Step[];
  perft(depth: number, options?: LapBudgetOption): number;
  randomPlayouts(games: number, options?: { seed?: number; maxPlies?: number }): Tally;
  toString(): string;
}

export function games(): GameInfo[];
export function info(name: string): GameInfo;
export function define(description: string): GameInfo;
export function start(game: string, options?: Options): Position;
export function parse(game: string, text: string, options?: Options): Position;

/** What a computer player chose. */
export interface Thought {
  move: string;
  /** The score in words: `+1.50`, `win in 5`, `loss in 3`. */
  score: string | null;
  /** The score in hundredths of the game's unit (seeds), for the player to move. */
  value: number | null;
  /** Plies to a won (positive) or lost (negative) end. */
  pliesToEnd: number | null;
  depth: number;
  nodes: number;
  ms: number;
  pv: string[];
}

export interface Player {
  /** `easy`, `medium`, `hard`, `max`, `random`, `ab:d6`, `ab:200ms`, `mcts:1000`, `perfect`. */
  player?: string;
  seed?: number;
}

/** A computer player, and the moves from the position it thinks after. */
export interface ThinkOptions extends Player {
  /** Moves played from the position given: the game's history. */
  moves?: string[];
}

export function think(position: Position, options?: ThinkOptions): Thought;
export function solvable(game: string, options?: Options): boolean;

/** A solved value, for the player to move. */
export interface SolvedValue {
  verdict: 'win' | 'draw' | 'loss';
  margin: number | null;
}

/** An exact solution. */
export interface Solution {
  value: SolvedValue;
  plies: number | null;
  moves: [string, SolvedValue][];
  pv: string[];
}

export function solve(position: Position): Solution;

/** A legal move (or an undecided one, in `State.undecided`) and its steps. */
export interface LegalMove {
  text: string;
  steps: Step[];
}

/** What a page draws of a game in progress. */
export interface State {
  game: string;
  options: string[];
  start: string | null;
  moves: string[];
  redo: string[];
  letters: [string, string];
  turn: 0 | 1;
  position: string;
  board: BoardView;
  score: [number, number];
  extras: string[];
  result: string | null;
  winner: 0 | 1 | null;
  /** The moves decided within the lap budget; empty above 1,000 legal
   * moves (`legalCount` says how many). */
  legal: LegalMove[];
  legalCount: number;
  /** The moves whose turns were still undecided after `lapBudget` laps
   * (relays that may never end), not in `legal`: `play` refuses them
   * (kind `undecided`) until a larger budget decides them. */
  undecided: LegalMove[];
  /** The laps one turn may sow: 20,000,000 for a new game; `null`:
   * unlimited. */
  lapBudget: LapBudget;
}

/** A move played in a game: its text and its frames. */
export interface MoveShown {
  move: string;
  frames: Frame[];
}

/** The last move of a game, as a page describes it. */
export interface LastMove {
  move: string;
  /** Who played it: 0 South (White), 1 North (Black). */
  mover: 0 | 1;
  steps: Step[];
  /** The board before it. */
  before: BoardView;
  frames: Frame[];
}

/** A game in progress. */
export class Game {
  constructor(game: string, options?: Options, start?: { position?: string; lapBudget?: LapBudget });
  static fromRecord(record: string, options?: LapBudgetOption): Game;
  state(): State;
  /** The laps one turn may sow before its move is called undecided. */
  readonly lapBudget: LapBudget;
  /** Lists and plays every later turn under `laps` (`null`: unlimited). */
  setLapBudget(laps: LapBudget): void;
  readonly position: Position;
  readonly moves: string[];
  play(move: string): MoveShown;
  /** The animation of `move` from the current position, without playing it. */
  preview(move: string): MoveShown;
  /** The last move played; `null` at the start. */
  lastMove(): LastMove | null;
  undo(): boolean;
  redo(): MoveShown | null;
  record(): string;
  think(player?: Player): Thought;
  free(): void;
}
