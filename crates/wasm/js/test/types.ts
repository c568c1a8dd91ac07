// A typed use of the package, checked by `tsc --noEmit -p test/` against
// index.d.ts: every kind narrows its fields.
import { games, start, think, Game, FangaError, type ErrorKind, type Position } from 'fanga';

const [first] = games();
const p: Position = start(first.name, { [first.options[0].key]: first.options[0].default });
const next: Position = p.play(p.moves()[0]);
const seeds: number = next.score[0];
const over: boolean = next.isOver;
const reply: string = think(next, { player: 'easy', seed: 1 }).move;
const game = new Game(first.name);
const shown = game.play(game.state().legal[0].text);
const notes: string[] = shown.frames.map((f) => f.note);
const back: Game = Game.fromRecord(game.record(), { lapBudget: null });
game.setLapBudget(1_000);
const budget: number | null = game.state().lapBudget;
const undecided: string[] = game.state().undecided.map((m) => m.text);
const exact: Position = p.play(p.moves()[0], { lapBudget: null });
const family: string = first.family?.fr ?? first.region?.en ?? '';
const board = p.board;
const houses: string[] = board.kind === 'sowing' ? board.houses : [];

/** A refusal in words, by its kind and fields. */
function explain(e: unknown): string {
  if (!(e instanceof FangaError)) return String(e);
  const kind: ErrorKind = e.kind;
  if (e.kind === 'option-bad-value') {
    const f = (e as FangaError<'option-bad-value'>).fields;
    return `${f.key}: ${f.value} is not one of ${f.allowed.join(', ')}`;
  }
  return `${kind}: ${e.message}`;
}

console.log(seeds, over, reply, notes, back.moves, explain(null), family, houses, budget, undecided, exact);
