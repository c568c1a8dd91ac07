// fanga's match driver for Ludii (tools/ludii/README.md): plays games of one
// Ludii game between one of Ludii's own AIs and an outside player, which
// reads each of its positions with the legal whole turns on stdout and
// answers on stdin the index of the whole turn it plays
// (tools/ludii/match.py puts fanga's engine there). Colours alternate:
// the outside player is player 1 in even games, player 2 in odd ones.
//
// This file is fanga's own code (MIT OR Apache-2.0). It calls Ludii and
// Ludii's AI module (built outside the repository, tools/ludii/README.md)
// as libraries at run time; no Ludii file is copied here. It reuses
// LudiiTraces's header, positions and whole turns.
//
// Usage:
//   java -cp CLASSPATH LudiiMatch --lud PATH [--option "Cat/Item"]... [--ai UCT]
//     [--seconds 1.0] [--games 2] [--first 0] [--max-turns 600]
//
// Output (JSON lines): the header of LudiiTraces; at each turn of the
// outside player {"ask": {"game": g, "turn": t, "position": P, "turns":
// [{"decisions": [D...]}...]}}, after which one line is read: the index of
// the whole turn played; at each turn of Ludii's AI {"ludii": {"game": g,
// "turn": t, "decisions": n, "seconds": s}}; at each game's end
// {"result": {"game": g, "outside": 1 or 2, "winner": w (0 a draw, -1
// unfinished), "turns": t, "status": ...}}.

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import game.Game;
import other.AI;
import other.GameLoader;
import other.context.Context;
import other.move.Move;
import other.trial.Trial;
import utils.AIFactory;

public final class LudiiMatch
{
	public static void main(final String[] args) throws IOException
	{
		String lud = null;
		final List<String> options = new ArrayList<>();
		String aiName = "UCT";
		double seconds = 1.0;
		int games = 2;
		int first = 0;
		int maxTurns = 600;
		for (int i = 0; i + 1 < args.length; i += 2)
		{
			final String v = args[i + 1];
			switch (args[i])
			{
				case "--lud": lud = v; break;
				case "--option": options.add(v); break;
				case "--ai": aiName = v; break;
				case "--seconds": seconds = Double.parseDouble(v); break;
				case "--games": games = Integer.parseInt(v); break;
				case "--first": first = Integer.parseInt(v); break;
				case "--max-turns": maxTurns = Integer.parseInt(v); break;
				default: LudiiTraces.usage("unknown argument " + args[i]);
			}
		}
		if (lud == null)
			LudiiTraces.usage("--lud is required");
		final Game game = GameLoader.loadGameFromFile(LudiiTraces.ludFile(lud), options);
		final LudiiTraces driver = new LudiiTraces(game, 200);
		final PrintStream out = new PrintStream(System.out, true, "UTF-8");
		final BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
		out.println(driver.header(lud, null, options, games, first, maxTurns));
		for (int g = first; g < first + games; g++)
		{
			final int outside = g % 2 == 0 ? 1 : 2;
			final int ludii = 3 - outside;
			final AI ai = AIFactory.createAI(aiName);
			ai.initAI(game, ludii);
			Context context = new Context(game, new Trial(game));
			game.start(context);
			int turn = 0;
			while (!context.trial().over() && turn < maxTurns)
			{
				final int mover = context.state().mover();
				if (mover == outside)
				{
					final List<LudiiTraces.WholeTurn> turns = new ArrayList<>();
					driver.wholeTurns(context, mover, new ArrayList<>(), new ArrayList<>(), turns);
					final StringBuilder sb = new StringBuilder();
					sb.append("{\"ask\":{\"game\":").append(g).append(",\"turn\":").append(turn);
					sb.append(",\"position\":").append(driver.position(context)).append(",\"turns\":[");
					for (int i = 0; i < turns.size(); i++)
					{
						final LudiiTraces.WholeTurn t = turns.get(i);
						sb.append(i > 0 ? "," : "").append("{\"decisions\":[");
						for (int d = 0; d < t.decisions.size(); d++)
						{
							final Move m = t.decisions.get(d);
							sb.append(d > 0 ? "," : "").append("{\"from\":").append(m.from()).append(",\"to\":").append(m.to());
							sb.append(",\"type\":").append(LudiiTraces.str(String.valueOf(m.actionType())));
							sb.append(",\"actions\":").append(t.texts.get(d)).append('}');
						}
						sb.append(t.capped ? "],\"capped\":true}" : "]}");
					}
					out.println(sb.append("]}}"));
					final String line = in.readLine();
					if (line == null)
						return;
					final int chosen = Integer.parseInt(line.trim());
					if (chosen < 0 || chosen >= turns.size() || turns.get(chosen).capped)
						throw new IllegalStateException("no whole turn " + line);
					context = turns.get(chosen).after;
				}
				else
				{
					final long start = System.nanoTime();
					int decisions = 0;
					while (!context.trial().over() && context.state().mover() == mover)
					{
						final main.collections.FastArrayList<Move> legal = game.moves(context).moves();
						final Move m = legal.size() == 1 ? legal.get(0)
								: ai.selectAction(game, new Context(context), seconds, -1, -1);
						game.apply(context, m);
						decisions++;
					}
					out.printf("{\"ludii\":{\"game\":%d,\"turn\":%d,\"decisions\":%d,\"seconds\":%.2f}}%n", g, turn,
							decisions, (System.nanoTime() - start) / 1e9);
				}
				turn++;
			}
			final boolean over = context.trial().over();
			out.printf("{\"result\":{\"game\":%d,\"outside\":%d,\"winner\":%d,\"turns\":%d,\"status\":%s}}%n", g,
					outside, over ? context.trial().status().winner() : -1, turn,
					LudiiTraces.str(over ? String.valueOf(context.trial().status().endType()) : "turn cap"));
			ai.closeAI();
		}
	}
}
