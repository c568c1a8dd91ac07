// The npm package in Node: every game of its list through its typed
// surface, its typed errors (every kind the module names is typed in
// index.d.ts), games with undo and records, computer players, the solver
// and random playouts. Games come from the package's own list, never by
// name.
//
//   cd crates/wasm/js && node --test test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as fanga from '../node.js';

const { games, start, parse, think, solvable, solve, define, errorKinds, Game, Position, FangaError } = fanga;

/** The refusal `f` throws. */
function refusal(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof FangaError, `a FangaError: ${e}`);
    assert.ok(e instanceof Error);
    assert.equal(typeof e.kind, 'string');
    assert.ok(e.message.length > 0 && !e.message.includes('\n'), e.message);
    return e;
  }
  assert.fail('no refusal');
}

test('Node loads the module on import', () => {
  assert.equal(fanga.isReady(), true);
  return fanga.init();
});

test('every game starts, lists its moves, plays one traced, and its text reads back', () => {
  const list = games();
  assert.ok(list.length > 10);
  for (const g of list) {
    const p = start(g.name);
    assert.ok(p instanceof Position);
    assert.equal(p.game, g.name);
    assert.deepEqual(p.letters, g.letters);
    assert.equal(p.isOver, false, g.name);
    assert.equal(parse(g.name, p.text, p.options).text, p.text, g.name);
    const moves = p.moves();
    assert.equal(moves.length, p.moveCount, g.name);
    if (moves.length > 1000) continue; // a setup phase of tens of thousands
    const played = p.playTraced(moves[0]);
    assert.equal(played.move, moves[0]);
    assert.ok(played.trace.length > 0, g.name);
    assert.ok(played.frames.length > 0, g.name);
    assert.equal(played.position.text, p.play(moves[0]).text, g.name);
    assert.ok(p.steps(moves[0]).length > 0, g.name);
    assert.ok(['sowing', 'points', 'text'].includes(p.board.kind), g.name);
    assert.equal(p.perft(1), moves.length, g.name);
  }
});

test('every game of the list has its family and region, in English and French; Bao draws its houses', () => {
  for (const g of games()) {
    assert.ok(g.family && g.family.key && g.family.en && g.family.fr, `${g.name}: family`);
    assert.ok(g.region && g.region.en && g.region.fr, `${g.name}: region`);
  }
  assert.deepEqual(start('bao').board.houses, ['e2', 'd3']);
  assert.deepEqual(start('bao', { namua: 'off' }).board.houses, []);
  assert.deepEqual(start('katro').board.houses, []);
});

test('every option value of every game starts', () => {
  for (const g of games()) {
    for (const o of g.options) {
      for (const v of o.values) {
        try {
          const p = start(g.name, { [o.key]: v });
          assert.ok(p.options.includes(`${o.key}=${v}`), `${g.name} ${o.key}=${v}: ${p.options}`);
        } catch (e) {
          // Options that need another (a combination the game refuses) say so.
          assert.ok(e instanceof FangaError, `${g.name} ${o.key}=${v}: ${e}`);
        }
      }
    }
  }
});

test('every kind of refusal the module names is typed in index.d.ts, and no other', () => {
  const dts = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');
  const body = dts.slice(dts.indexOf('export interface ErrorFields {'));
  const typed = [...body.slice(0, body.indexOf('\n}')).matchAll(/^ {2}'([a-z-]+)':/gm)].map((m) => m[1]);
  assert.deepEqual(typed, errorKinds());
});

test('refusals are typed: kind and fields, for a page to translate', () => {
  const [first] = games();
  const p = start(first.name);

  let e = refusal(() => start(`${first.name}x`));
  assert.equal(e.kind, 'unknown-game');
  assert.equal(e.fields.name, `${first.name}x`);
  assert.ok(e.fields.known.includes(first.name));
  assert.equal(e.fields.suggestion, first.name);

  const option = first.options[0];
  e = refusal(() => start(first.name, { [option.key]: 'no-such-value' }));
  assert.equal(e.kind, 'option-bad-value');
  assert.deepEqual(e.fields, { key: option.key, value: 'no-such-value', allowed: option.values });
  e = refusal(() => start(first.name, { nosuchkey: 1 }));
  assert.equal(e.kind, 'option-unknown-key');
  e = refusal(() => start(first.name, ['novalue']));
  assert.equal(e.kind, 'option-not-assignment');
  e = refusal(() => start(first.name, [`${option.key}=${option.default}`, `${option.key}=${option.default}`]));
  assert.deepEqual([e.kind, e.fields.key], ['option-repeated', option.key]);

  e = refusal(() => parse(first.name, ''));
  assert.equal(e.kind, 'position-empty');
  e = refusal(() => parse(first.name, p.text.replace(/ .*/, ' Q')));
  assert.equal(e.kind, 'position-bad-side');
  assert.equal(e.fields.found, 'Q');

  e = refusal(() => p.play('zz9!'));
  assert.equal(e.kind, 'move-syntax');
  assert.equal(e.fields.move, 'zz9!');
  assert.ok(e.fields.reason.length > 0);

  e = refusal(() => think(p, { player: 'grandmaster' }));
  assert.deepEqual([e.kind, e.fields.spec], ['player', 'grandmaster']);
});

test('an illegal move is told from a text that is no move', () => {
  // In some game of the list, the first move played twice is illegal
  // (its hole changed hands, or emptied).
  const kinds = new Set();
  for (const g of games()) {
    const p = start(g.name);
    if (p.moveCount > 1000) continue;
    const m = p.moves()[0];
    try {
      p.play(m).play(m);
    } catch (e) {
      assert.ok(e instanceof FangaError);
      kinds.add(e.kind);
      if (e.kind === 'move-illegal') assert.equal(e.fields.move, m);
    }
  }
  assert.ok(kinds.has('move-illegal'), [...kinds].join());
});

test('a game keeps its moves, undoes, redoes, and its record reads back', () => {
  const [first, second] = games();
  for (const g of [first, second]) {
    const game = new Game(g.name);
    for (let i = 0; i < 6; i++) {
      const s = game.state();
      if (s.result !== null) break;
      const shown = game.play(s.legal[i % s.legal.length].text);
      assert.ok(shown.frames.length > 0);
    }
    const moves = game.moves;
    assert.ok(moves.length > 0);
    const record = game.record();
    const back = Game.fromRecord(record);
    assert.equal(back.record(), record);
    assert.equal(back.position.text, game.position.text);
    assert.equal(game.undo(), true);
    assert.deepEqual(game.state().redo, [moves.at(-1)]);
    assert.equal(game.redo().move, moves.at(-1));
    assert.equal(game.redo(), null);
    const thought = game.think({ player: 'ab:d2', seed: 1 });
    assert.ok(game.position.moves().includes(thought.move), thought.move);

    const broken = record.replace(`move ${moves[0]}`, 'move zz9!');
    const e = refusal(() => Game.fromRecord(broken));
    assert.equal(e.kind, 'move-syntax');
    assert.equal(e.index, 1);
    assert.equal(e.line, record.split('\n').indexOf(`move ${moves[0]}`) + 1);
    const newer = refusal(() => Game.fromRecord(record.replace('# format 2', '# format 9')));
    assert.deepEqual([newer.kind, newer.fields.format, newer.line], ['record-newer-format', 9, 3]);
    assert.equal(refusal(() => Game.fromRecord('')).kind, 'record-empty');
    back.free();
  }
});

test('computer players choose legal moves in every game', () => {
  for (const g of games()) {
    const p = start(g.name);
    const t = think(p, { player: 'ab:d1', seed: 3 });
    assert.ok(typeof t.move === 'string' && t.move.length > 0, g.name);
    p.play(t.move);
  }
});

test('the solver values every move of the boards it solves, and refuses the others', () => {
  let solved = 0;
  for (const g of games()) {
    if (!solvable(g.name)) {
      if (solved === 0 && g === games()[0]) {
        assert.equal(refusal(() => solve(start(g.name))).kind, 'not-solvable');
      }
      continue;
    }
    const p = start(g.name);
    const s = solve(p);
    assert.ok(['win', 'draw', 'loss'].includes(s.value.verdict), g.name);
    assert.deepEqual(s.moves.map(([m]) => m).sort(), p.moves().sort(), g.name);
    solved++;
  }
  assert.ok(solved > 0, 'some game of the list is solved at its default options');
});

test('random playouts are seeded: the same seeds play the same games', () => {
  const p = start(games()[0].name);
  const a = p.randomPlayouts(50, { seed: 7 });
  const b = p.randomPlayouts(50, { seed: 7 });
  assert.deepEqual(a, b);
  assert.equal(a.games, 50);
  assert.equal(a.wins[0] + a.wins[1] + a.draws + a.unfinished, 50);
  const short = p.randomPlayouts(10, { seed: 7, maxPlies: 1 });
  assert.equal(short.unfinished, 10);
  assert.equal(short.plies, 10);
});

test('a game defined from a description is played as every other', () => {
  const description = JSON.stringify({
    name: 'npm-four-three',
    title: 'Four holes a row, three seeds each',
    board: { holes: 4, seeds: 3 },
    capture: { counts: [2, 3], side: 'opponent' },
  });
  const g = define(description);
  assert.equal(g.name, 'npm-four-three');
  assert.equal(games().at(-1).name, g.name);
  const p = start(g.name);
  assert.equal(p.moves().length, 4);
  assert.ok(think(p, { player: 'ab:d2' }).move);
  const e = refusal(() => define('{"name": "npm-bad", "title": "x", "board": {"holes": 40, "seeds": 3}}'));
  assert.equal(e.kind, 'description');
  assert.match(e.fields.detail, /board\.holes/);
  assert.equal(refusal(() => define('x'.repeat(70_000))).kind, 'description-too-long');
});

test('options are taken as an object, an array or a string', () => {
  const g = games().find((x) => x.options.some((o) => o.values.length > 1));
  const o = g.options.find((x) => x.values.length > 1);
  const v = o.values.find((x) => x !== o.default);
  const a = start(g.name, { [o.key]: v });
  assert.equal(start(g.name, [`${o.key}=${v}`]).text, a.text);
  assert.equal(start(g.name, `${o.key}=${v}`).text, a.text);
  assert.throws(() => start(g.name, 42), TypeError);
});

// katra fandatsaka's slow position (docs/bounded-work.md): d2:cw, d2:ccw and
// f2:ccw need hundreds of millions of laps, h2:ccw a few million.
const SLOW = '0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/3,6,5,4,5,4,5,2/4,1,6,5,2,3,6,3 S reserve=0,0';
// A Katro position whose a1:ccw is proven endless after under 2,000 laps.
const CHEAP = '0,0,0,0,0,0/0,0,0,0,0,0/1,5,3,0,1,2/3,4,0,2,1,5 S';

test('a game lists the moves undecided within its lap budget apart, refuses them, and decides them under a larger one', () => {
  const slow = new Game('katra-fandatsaka', undefined, { position: SLOW, lapBudget: 1000 });
  let s = slow.state();
  assert.equal(s.lapBudget, 1000);
  assert.deepEqual(s.undecided.map((m) => m.text), ['d2:cw', 'd2:ccw', 'f2:ccw', 'h2:ccw']);
  assert.equal(s.undecided[0].steps[0].cell, 'd2');
  assert.ok(!s.legal.some((m) => m.text === 'd2:cw'));
  const e = refusal(() => slow.play('d2:cw'));
  assert.equal(e.kind, 'undecided');
  assert.deepEqual(e.fields, { move: 'd2:cw', laps: 1000 });
  assert.equal(slow.state().position, SLOW);
  slow.free();

  // A new game plays under the default budget.
  const game = new Game('katro', undefined, { position: CHEAP });
  assert.equal(game.lapBudget, 20_000_000);
  assert.deepEqual(game.state().undecided, []);
  game.setLapBudget(1000);
  assert.equal(game.lapBudget, 1000);
  assert.deepEqual(game.state().undecided.map((m) => m.text), ['a1:ccw']);
  assert.equal(refusal(() => game.play('a1:ccw')).kind, 'undecided');
  game.setLapBudget(null);
  assert.equal(game.lapBudget, null);
  s = game.state();
  assert.equal(s.lapBudget, null);
  assert.deepEqual(s.undecided, []);
  assert.ok(s.legal.some((m) => m.text === 'a1:ccw'));
  game.play('a1:ccw');
  assert.match(game.state().result, /^N wins/);
  // A record is read under the default budget, or the one given.
  const record = game.record();
  assert.equal(Game.fromRecord(record).state().result, game.state().result);
  const r = refusal(() => Game.fromRecord(record, { lapBudget: 1000 }));
  assert.equal(r.kind, 'undecided');
  assert.equal(r.index, 1);
  // Taken back, it is redone under the budget of the moment.
  game.undo();
  game.setLapBudget(1000);
  assert.equal(refusal(() => game.redo()).kind, 'undecided');
  assert.equal(refusal(() => game.setLapBudget(-1)).kind, 'lap-budget');
  assert.equal(refusal(() => game.setLapBudget(1.5)).kind, 'lap-budget');
  assert.throws(() => game.setLapBudget('1000'), TypeError);
  assert.throws(() => game.setLapBudget(), TypeError);
  game.free();

  // A move previewed, then played: the same frames; the last move replayed.
  const previewed = new Game('katra-fandatsaka', undefined, { position: SLOW });
  previewed.setLapBudget(1000);
  assert.equal(refusal(() => previewed.preview('d2:cw')).kind, 'undecided');
  assert.equal(previewed.lastMove(), null);
  const shown = previewed.preview('f2:cw');
  assert.deepEqual(previewed.play('f2:cw'), shown);
  const last = previewed.lastMove();
  assert.equal(last.move, 'f2:cw');
  assert.equal(last.mover, 0);
  assert.deepEqual(last.frames, shown.frames);
  previewed.free();

  // A position's calls are exact, unless given a budget.
  const p = parse('katro', CHEAP);
  assert.match(p.play('a1:ccw').outcome.text, /^N wins/);
  assert.equal(refusal(() => p.play('a1:ccw', { lapBudget: 1000 })).kind, 'undecided');
  assert.equal(refusal(() => p.playTraced('a1:ccw', { lapBudget: 1000 })).kind, 'undecided');
  assert.equal(refusal(() => p.steps('a1:ccw', { lapBudget: 1000 })).kind, 'undecided');
  assert.equal(refusal(() => p.perft(1, { lapBudget: 1000 })).kind, 'undecided');
  assert.equal(p.perft(1, { lapBudget: 2000 }), p.perft(1));
  assert.deepEqual(p.steps('a1:ccw', { lapBudget: null }), p.steps('a1:ccw'));
});
