// Random playouts in Node, timed: the package's rate against the native
// build's (`cargo run --release --example selfplay -- GAME --games N`, the
// same seeds, the same games).
//
//   node bench/playouts.mjs GAME [GAMES] [SEED]
import { start } from '../node.js';

const [game, n = '2000', seed = '0'] = process.argv.slice(2);
if (!game) {
  console.error('usage: node bench/playouts.mjs GAME [GAMES] [SEED]');
  process.exit(2);
}
const p = start(game);
p.randomPlayouts(50, { seed: 1_000_000 }); // warm up the module
const t0 = performance.now();
const tally = p.randomPlayouts(Number(n), { seed: Number(seed) });
const s = (performance.now() - t0) / 1000;
console.log(`${tally.games} playouts, ${tally.plies} plies in ${s.toFixed(3)} s: ${(tally.games / s).toFixed(0)} playouts/s, ${(tally.plies / s).toFixed(0)} plies/s`);
console.log(JSON.stringify(tally));
