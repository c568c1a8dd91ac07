// The computer players and the solver, off the page's thread: the page
// never freezes while they think. The page sends the compiled module first,
// then every game description it has read (its own instance of the module
// holds its own games), in order.
import { initSync, think, solve, define } from '../pkg/fanga_wasm.js';

self.onmessage = (event) => {
  const d = event.data;
  if (d.type === 'init') {
    initSync({ module: d.module });
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
      result = JSON.parse(think(d.game, d.options, d.start ?? undefined, d.moves.join(';'), d.player, d.seed));
    } else if (d.type === 'solve') {
      result = JSON.parse(solve(d.game, d.options, d.position));
    } else {
      throw new Error(`unknown request ${d.type}`);
    }
    self.postMessage({ id: d.id, ok: true, result });
  } catch (err) {
    self.postMessage({ id: d.id, ok: false, error: String(err && err.message ? err.message : err) });
  }
};
