// fanga's timing of Ludii's own random playouts (tools/ludii/README.md):
// plays complete random games of one Ludii game with Ludii's playout loop
// (`Game.playout` with no AI: a uniformly random legal decision at each
// step, until the game is over or Ludii's turn or move limit ends it), as
// Ludii's own playouts-per-second experiments do, and prints the rate.
//
// This file is fanga's own code (MIT OR Apache-2.0). It calls Ludii as a
// library at run time; no Ludii file is copied here.
//
// Usage (after tools/ludii/setup.sh; run it on one core: taskset -c 0):
//   java -cp "$(cat $LUDII_DIR/classpath)" LudiiPlayouts --lud board/sow/two_rows/Kalah.lud \
//     [--option "Cat/Item"]... [--warmup 10] [--seconds 30] [--rounds 1] [--seed 1]
//
// Each round plays games for --seconds of wall time (after one --warmup of
// the same kind, so that the JIT has compiled the playout loop) and prints
// one line: games, games per second, mean decisions (Ludii moves) and mean
// turns (changes of mover) a game, and how the games ended.

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import game.Game;
import other.GameLoader;
import other.context.Context;
import other.move.Move;
import other.trial.Trial;

public final class LudiiPlayouts
{
	public static void main(final String[] args)
	{
		String lud = null;
		final List<String> options = new ArrayList<>();
		double warmup = 10;
		double seconds = 30;
		int rounds = 1;
		long seed = 1;
		for (int i = 0; i + 1 < args.length; i += 2)
		{
			final String v = args[i + 1];
			switch (args[i])
			{
				case "--lud": lud = v; break;
				case "--option": options.add(v); break;
				case "--warmup": warmup = Double.parseDouble(v); break;
				case "--seconds": seconds = Double.parseDouble(v); break;
				case "--rounds": rounds = Integer.parseInt(v); break;
				case "--seed": seed = Long.parseLong(v); break;
				default:
					System.err.println("LudiiPlayouts: unknown argument " + args[i]);
					System.exit(2);
			}
		}
		if (lud == null)
		{
			System.err.println("usage: LudiiPlayouts --lud PATH [--option CAT/ITEM]... [--warmup S] [--seconds S] [--rounds N] [--seed S]");
			System.exit(2);
		}
		File file = new File(lud);
		if (!file.isFile())
			file = new File(System.getenv("LUDII_DIR"), "src/Common/res/lud/" + lud);
		final Game game = GameLoader.loadGameFromFile(file, options);
		final Random rng = new Random(seed);
		run(game, rng, warmup, "warmup");
		for (int r = 1; r <= rounds; r++)
			run(game, rng, seconds, "round " + r);
	}

	/** Plays whole random games for `seconds` of wall time (the last game
	 * finishes) and prints the rate. */
	private static void run(final Game game, final Random rng, final double seconds, final String label)
	{
		final long limit = (long) (seconds * 1e9);
		final Map<String, Integer> ends = new TreeMap<>();
		long games = 0;
		long decisions = 0;
		long turns = 0;
		final long start = System.nanoTime();
		long elapsed;
		do
		{
			final Trial trial = new Trial(game);
			final Context context = new Context(game, trial);
			game.start(context);
			game.playout(context, null, 1.0, null, 0, -1, rng);
			games++;
			// The decisions of the game (the trial's moves after the start's
			// actions), and its turns: the changes of mover between them.
			final List<Move> moves = trial.generateCompleteMovesList();
			int prev = -1;
			for (int i = trial.numInitialPlacementMoves(); i < moves.size(); i++)
			{
				decisions++;
				final int mover = moves.get(i).mover();
				if (mover != prev)
					turns++;
				prev = mover;
			}
			final String end = trial.status() == null ? "none"
					: trial.status().winner() == 0 ? "draw " + trial.status().endType()
					: "won by " + trial.status().winner();
			ends.merge(end, 1, Integer::sum);
			elapsed = System.nanoTime() - start;
		}
		while (elapsed < limit);
		final double s = elapsed / 1e9;
		System.out.printf("%s: %d games in %.2f s: %.1f games/s, %.1f decisions and %.1f turns a game, %s%n", label,
				games, s, games / s, decisions / (double) games, turns / (double) games, ends);
	}
}
