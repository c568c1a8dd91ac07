// fanga's driver for AbstractPlay's games library (tools/abstractplay/README.md):
// plays seeded random games of one of its games and writes, at every turn,
// the game's state and every legal move with what it leads to, one JSON line
// a turn. This file is fanga's own code (MIT OR Apache-2.0); it imports
// gameslib's TypeScript at run time from the cache setup.sh fills, and copies
// nothing of it. It knows no game: games.txt names each game's module and
// class, and every game of gameslib has the same surface (a constructor
// taking (state?, variants?), moves(), move(m), clone(), moveState(),
// gameover, winner, currplayer, and most getPlayerScore(p)).
//
//   tsx driver.ts --game NAME [--games N] [--seed S] [--from G] [--max-turns T]
//
// Output: {"header": {...}} once, then per turn
//   {"game": g, "turn": t, "state": S, "moves": [{"move": m, "after": A} |
//    {"move": m, "error": text}], "played": i}
// where S is the game's moveState() (its bookkeeping fields dropped) and A =
// {"state": S, "over": bool, "winner": [...], "score": [s1, s2] | null,
// "results": [...]} (the move's own result records); and at a game's end
//   {"game": g, "end": A, "turns": t, "reason": text}.
// Game g draws its moves from mulberry32(seed * 1000003 + g).
import { readFileSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
    const i = args.indexOf(name);
    return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const gameName = opt("--game", "");
const games = Number(opt("--games", "100"));
const seed = Number(opt("--seed", "1"));
const from = Number(opt("--from", "0"));
const maxTurns = Number(opt("--max-turns", "500"));
const root = process.env.ABSTRACTPLAY_DIR ?? join(process.env.HOME ?? ".", ".cache/fanga/abstractplay-b8c3115");
// games.txt: NAME MODULE CLASS ADAPTER [VARIANTS], # comments.
const table: Record<string, any> = {};
for (const l of readFileSync(join(__dirname, "games.txt"), "utf8").split("\n")) {
    const w = l.trim().split(/\s+/);
    if (w[0] === "" || w[0].startsWith("#") || w.length < 4) { continue; }
    table[w[0]] = { module: w[1], class: w[2], adapter: w[3], variants: w[4] ? w[4].split(",") : [] };
}
const entry = table[gameName];
if (entry === undefined) {
    process.stderr.write(`driver: unknown game '${gameName}' (games.txt has ${Object.keys(table).join(", ")})\n`);
    process.exit(2);
}

function mulberry32(a: number): () => number {
    return () => {
        a |= 0; a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

const DROPPED = new Set(["_version", "_results", "_timestamp", "deltas", "lastmove"]);
function state(g: any): any {
    const s = g.moveState();
    const out: any = {};
    for (const k of Object.keys(s)) {
        if (!DROPPED.has(k)) { out[k] = s[k]; }
    }
    return out;
}
function after(g: any): any {
    return {
        state: state(g),
        over: g.gameover,
        winner: [...g.winner],
        score: typeof g.getPlayerScore === "function" ? [g.getPlayerScore(1), g.getPlayerScore(2)] : null,
        results: g.results ?? [],
    };
}
const line = (o: any) => process.stdout.write(JSON.stringify(o) + "\n");

// eslint-disable-next-line @typescript-eslint/no-require-imports
const mod = require(join(root, "gameslib", entry.module));
const Game = mod[entry.class];
line({ header: { game: gameName, module: entry.module, class: entry.class, variants: entry.variants ?? [],
    games, seed, from, max_turns: maxTurns, commit: readFileSync(join(root, "COMMIT"), "utf8").trim() } });

for (let g = from; g < games; g++) {
    const rng = mulberry32(seed * 1000003 + g);
    let game = new Game(undefined, entry.variants ?? []);
    let turn = 0;
    let reason = "";
    while (true) {
        if (game.gameover) { reason = "over"; break; }
        if (turn >= maxTurns) { reason = "driver turn cap"; break; }
        const moves: string[] = game.moves();
        const listed: any[] = [];
        const next: any[] = [];
        for (const m of moves) {
            const c = game.clone();
            try {
                c.move(m);
                listed.push({ move: m, after: after(c) });
                next.push(c);
            } catch (e: any) {
                listed.push({ move: m, error: String(e?.message ?? e) });
                next.push(undefined);
            }
        }
        const played = moves.length === 0 ? -1 : Math.floor(rng() * moves.length);
        line({ game: g, turn, state: state(game), moves: listed, played });
        if (played < 0) { reason = "no legal move while the game is not over"; break; }
        if (next[played] === undefined) { reason = "AbstractPlay refused its own move"; break; }
        game = next[played];
        turn++;
    }
    line({ game: g, end: after(game), turns: turn, reason });
}
