// The computer players and the solver, off the page's thread: the page
// never freezes while they think. The page sends the compiled module first,
// then every game description it has read (its own instance of the module
// holds its own games), in order. Refusals come back as the package's
// FangaError fields (kind, fields, message).
import { initSync, think, solve, define, parse, start } from 'fanga';

self.onmessage = (event) => {
  const d = event.data;
  if (d.type === 'init') {
    initSync(d.module);
    return;
  }
  if (d.type === 'define') {
    // The page read it first: refused there, it is never sent.
    try { define(d.text); } catch (_) { /* a request for its game says so */ }
    return;
  }
  try {
    let result;
    if (d.type === 'think') {
      const from = d.start ? parse(d.game, d.start, d.options) : start(d.game, d.options);
      result = think(from, { player: d.player, seed: d.seed, moves: d.moves });
    } else if (d.type === 'solve') {
      result = solve(parse(d.game, d.position, d.options));
    } else {
      throw new Error(`unknown request ${d.type}`);
    }
    self.postMessage({ id: d.id, ok: true, result });
  } catch (err) {
    const { kind, fields } = err ?? {};
    self.postMessage({ id: d.id, ok: false, error: String(err && err.message ? err.message : err), kind, fields });
  }
};
