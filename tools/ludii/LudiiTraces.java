// fanga's driver for Ludii (tools/ludii/README.md): plays seeded random games
// of one Ludii game and writes, at every whole turn, the position and every
// legal whole turn with the position it leads to, one JSON line a turn.
//
// This file is fanga's own code (MIT OR Apache-2.0). It calls Ludii as a
// library at run time; no Ludii file is copied here. It knows no game: the
// per-game knowledge (which site is which hole, how decisions read as a
// move) is in tools/ludii/games/*.py.
//
// LudiiMatch.java reuses its header, positions and whole turns.
//
// Usage (after tools/ludii/setup.sh):
//   java -cp "$LUDII_DIR/classes:$LUDII_DIR/Common/lib/*:$LUDII_DIR/driver" LudiiTraces \
//     --lud board/sow/two_rows/Kalah.lud [--ruleset NAME] [--option "Cat/Item"]... \
//     [--games 1000] [--seed 1] [--max-decisions 200] [--max-turns 1000] [--max-seconds 20]
//     [--greedy P] [--starts FILE] [--out FILE]
//
// --max-seconds: the time the search of one position's whole turns may
// take; past it the game's trace ends (reason "driver time limit").
// --greedy P: at each turn, with probability P, play the whole turn that
// leaves the mover the most seeds on his side (the board sites of the
// tracks he owns) less the opponent's (ties drawn at random) rather than a
// uniformly random one: games that random play draws out (a player reduced
// to a single seed, the end of a game won by taking every seed) are reached.
// --starts FILE: built start positions, one a line (every site's count, in
// the global order of "counts", comma-separated; # lines are comments):
// game g starts from line g mod n, after Ludii's own start (its state,
// variables and mover kept), each site set to its count.
//
// Output (JSON lines; gzipped when FILE ends in .gz):
//   {"header": ...}  once: the game, its options, its containers, its
//       tracks (each site in order) and regions (at the start), its caps;
//   {"game": g, "turn": t, "position": P, "turns": [W...], "played": i}
//       at every whole turn; W = {"decisions": [D...], "after": P} (with
//       "capped": true when the turn had not ended after --max-decisions
//       decisions: P is where the search stopped) and
//       D = {"from": site, "to": site, "type": ActionType, "actions": [text...]},
//       the actions being what the decision applied with its consequences
//       ("Move 0>1 1": one seed from site 0 to site 1; -1 where none);
//   {"game": g, "end": P, "turns": t, "reason": ...} at each game's end.
// A position P = {"mover", "counts" (every site of every container, in
// Ludii's global site order), "values" (Ludii's per-player value),
// "vars" (Ludii's named variables), "pending", "counter", "over",
// "winner", "ranking", "status"}.

import java.io.BufferedWriter;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

import game.Game;
import game.equipment.container.Container;
import game.equipment.container.board.Track;
import game.equipment.other.Regions;
import game.types.board.SiteType;
import main.options.Ruleset;
import other.GameLoader;
import other.action.Action;
import other.context.Context;
import other.move.Move;
import other.state.State;
import other.state.container.ContainerState;
import other.trial.Trial;

public final class LudiiTraces
{
	/** One legal whole turn: its decisions and the context after them. */
	static final class WholeTurn
	{
		final List<Move> decisions;
		final List<String> texts;
		final Context after;
		/** The turn went on past the driver's decision cap: `after` is
		 * where the search stopped, with the same player still to decide. */
		final boolean capped;

		WholeTurn(final List<Move> decisions, final List<String> texts, final Context after, final boolean capped)
		{
			this.decisions = decisions;
			this.texts = texts;
			this.after = after;
			this.capped = capped;
		}
	}

	/** The search of one position's whole turns took longer than --max-seconds. */
	static final class TimeUp extends RuntimeException
	{
		private static final long serialVersionUID = 1L;
	}

	private final Game game;
	private final int maxDecisions;
	private long maxNanos = 20_000_000_000L;
	private double greedy = 0;
	private long deadline = Long.MAX_VALUE;
	private final List<int[]> starts = new ArrayList<>();

	LudiiTraces(final Game game, final int maxDecisions)
	{
		this.game = game;
		this.maxDecisions = maxDecisions;
	}

	public static void main(final String[] args) throws IOException
	{
		String lud = null;
		String ruleset = null;
		final List<String> options = new ArrayList<>();
		int games = 1000;
		long seed = 1;
		int maxDecisions = 200;
		int maxTurns = 1000;
		double maxSeconds = 20;
		double greedy = 0;
		String out = null;
		String startsFile = null;
		for (int i = 0; i < args.length; i++)
		{
			final String a = args[i];
			final String v = i + 1 < args.length ? args[i + 1] : null;
			if (v == null)
				usage("missing value after " + a);
			switch (a)
			{
				case "--lud": lud = v; break;
				case "--ruleset": ruleset = v; break;
				case "--option": options.add(v); break;
				case "--games": games = Integer.parseInt(v); break;
				case "--seed": seed = Long.parseLong(v); break;
				case "--max-decisions": maxDecisions = Integer.parseInt(v); break;
				case "--max-turns": maxTurns = Integer.parseInt(v); break;
				case "--max-seconds": maxSeconds = Double.parseDouble(v); break;
				case "--greedy": greedy = Double.parseDouble(v); break;
				case "--starts": startsFile = v; break;
				case "--out": out = v; break;
				default: usage("unknown argument " + a);
			}
			i++;
		}
		if (lud == null)
			usage("--lud is required");
		final File file = ludFile(lud);
		final List<String> chosen = chooseOptions(file, ruleset, options);
		final Game game = GameLoader.loadGameFromFile(file, chosen);
		final OutputStream stream = out == null ? System.out
				: out.endsWith(".gz") ? new GZIPOutputStream(new FileOutputStream(out), 1 << 16)
				: new FileOutputStream(out);
		final Writer w = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
		final LudiiTraces driver = new LudiiTraces(game, maxDecisions);
		driver.maxNanos = (long) (maxSeconds * 1e9);
		driver.greedy = greedy;
		if (startsFile != null)
			for (final String l : java.nio.file.Files.readAllLines(new File(startsFile).toPath()))
				if (!l.isBlank() && !l.startsWith("#"))
					driver.starts.add(java.util.Arrays.stream(l.trim().split(",")).mapToInt(Integer::parseInt).toArray());
		w.write(driver.header(lud, ruleset, chosen, games, seed, maxTurns));
		w.write('\n');
		for (int g = 0; g < games; g++)
			driver.play(w, g, new Random(seed * 1_000_003L + g), maxTurns);
		w.flush();
		if (out != null)
			w.close();
	}

	static void usage(final String why)
	{
		System.err.println("LudiiTraces: " + why);
		System.err.println("usage: LudiiTraces --lud PATH [--ruleset NAME] [--option CAT/ITEM]... "
				+ "[--games N] [--seed S] [--max-decisions D] [--max-turns T] [--max-seconds S] [--greedy P] "
				+ "[--starts FILE] [--out FILE]");
		System.exit(2);
	}

	/** The .lud file: a path, or a path under $LUDII_DIR/src/Common/res/lud. */
	static File ludFile(final String lud)
	{
		final File direct = new File(lud);
		if (direct.isFile())
			return direct;
		final String dir = System.getenv("LUDII_DIR");
		final File under = new File(dir == null ? "." : dir, "src/Common/res/lud/" + lud);
		if (under.isFile())
			return under;
		usage("no .lud file at " + lud + " nor " + under);
		return null;
	}

	/** The option strings of a ruleset (by heading, with or without its
	 * "Ruleset/" prefix), each overridden by an --option of its category. */
	static List<String> chooseOptions(final File file, final String ruleset, final List<String> options)
	{
		final List<String> chosen = new ArrayList<>();
		if (ruleset != null)
		{
			final Game probe = GameLoader.loadGameFromFile(file);
			Ruleset found = null;
			if (probe.description().rulesets() != null)
				for (final Ruleset r : probe.description().rulesets())
					if (r.heading().equals(ruleset) || r.heading().equals("Ruleset/" + ruleset))
						found = r;
			if (found == null)
				usage("no ruleset " + ruleset + " in " + file);
			chosen.addAll(found.optionSettings());
		}
		for (final String o : options)
		{
			final String category = o.substring(0, Math.max(0, o.lastIndexOf('/')) + 1);
			chosen.removeIf(c -> !category.isEmpty() && c.startsWith(category));
			chosen.add(o);
		}
		return chosen;
	}

	String header(final String lud, final String ruleset, final List<String> options, final int games,
			final long seed, final int maxTurns)
	{
		final StringBuilder sb = new StringBuilder();
		sb.append("{\"header\":{\"lud\":").append(str(lud));
		sb.append(",\"game\":").append(str(game.name()));
		sb.append(",\"ruleset\":").append(ruleset == null ? "null" : str(ruleset));
		sb.append(",\"options\":[");
		for (int i = 0; i < options.size(); i++)
			sb.append(i > 0 ? "," : "").append(str(options.get(i)));
		sb.append("],\"players\":").append(game.players().count());
		sb.append(",\"board_site_type\":").append(str(game.board().defaultSite().toString()));
		sb.append(",\"containers\":[");
		final Container[] containers = game.equipment().containers();
		final int[] from = game.equipment().sitesFrom();
		for (int c = 0; c < containers.length; c++)
		{
			sb.append(c > 0 ? "," : "").append("{\"name\":").append(str(containers[c].name()));
			sb.append(",\"first\":").append(from[c]).append(",\"sites\":").append(sites(c)).append('}');
		}
		sb.append("],\"tracks\":[");
		final List<Track> tracks = game.board().tracks();
		for (int t = 0; t < tracks.size(); t++)
		{
			final Track track = tracks.get(t);
			sb.append(t > 0 ? "," : "").append("{\"name\":").append(str(track.name()));
			sb.append(",\"owner\":").append(track.owner()).append(",\"loop\":").append(track.islooped());
			sb.append(",\"sites\":[");
			for (int e = 0; e < track.elems().length; e++)
				sb.append(e > 0 ? "," : "").append(track.elems()[e].site);
			sb.append("]}");
		}
		sb.append("],\"regions\":[");
		final Context start = new Context(game, new Trial(game));
		game.start(start);
		final Regions[] regions = game.equipment().regions();
		for (int r = 0; r < regions.length; r++)
		{
			sb.append(r > 0 ? "," : "").append("{\"name\":").append(str(regions[r].name()));
			sb.append(",\"owner\":").append(regions[r].owner()).append(",\"sites\":[");
			final int[] sites = regions[r].eval(start);
			for (int i = 0; i < sites.length; i++)
				sb.append(i > 0 ? "," : "").append(sites[i]);
			sb.append("]}");
		}
		sb.append("],\"max_turn_limit\":").append(game.getMaxTurnLimit());
		sb.append(",\"max_moves_limit\":").append(game.getMaxMoveLimit());
		sb.append(",\"max_decisions\":").append(maxDecisions);
		sb.append(",\"max_turns\":").append(maxTurns);
		sb.append(",\"max_seconds\":").append(maxNanos / 1e9).append(",\"greedy\":").append(greedy);
		sb.append(",\"starts\":").append(starts.size());
		sb.append(",\"keeps_scores\":").append(game.requiresScore());
		sb.append(",\"games\":").append(games).append(",\"seed\":").append(seed).append("}}");
		return sb.toString();
	}

	private int sites(final int c)
	{
		final Container container = game.equipment().containers()[c];
		return c == 0 ? game.board().topology().getGraphElements(game.board().defaultSite()).size()
				: container.numSites();
	}

	/** Plays one random game, drawing uniformly among its legal whole turns. */
	private void play(final Writer w, final int g, final Random rng, final int maxTurns) throws IOException
	{
		final Trial trial = new Trial(game);
		Context context = new Context(game, trial);
		game.start(context);
		if (!starts.isEmpty())
		{
			final int[] counts = starts.get(g % starts.size());
			for (int site = 0; site < counts.length; site++)
				new other.action.state.ActionSetCount(null, site, counts[site] > 0 ? 1 : 0, counts[site])
						.apply(context, false);
		}
		int turn = 0;
		String reason = null;
		while (!context.trial().over())
		{
			if (turn >= maxTurns)
			{
				reason = "driver turn cap";
				break;
			}
			final List<WholeTurn> turns = new ArrayList<>();
			deadline = System.nanoTime() + maxNanos;
			try
			{
				wholeTurns(context, context.state().mover(), new ArrayList<>(), new ArrayList<>(), turns);
			}
			catch (final TimeUp e)
			{
				reason = "driver time limit";
				break;
			}
			final StringBuilder sb = new StringBuilder();
			sb.append("{\"game\":").append(g).append(",\"turn\":").append(turn);
			sb.append(",\"position\":").append(position(context));
			final int played = turns.isEmpty() ? -1 : choose(turns, context.state().mover(), rng);
			sb.append(",\"turns\":[");
			for (int i = 0; i < turns.size(); i++)
			{
				final WholeTurn t = turns.get(i);
				sb.append(i > 0 ? "," : "").append("{\"decisions\":[");
				for (int d = 0; d < t.decisions.size(); d++)
				{
					final Move m = t.decisions.get(d);
					sb.append(d > 0 ? "," : "").append("{\"from\":").append(m.from()).append(",\"to\":").append(m.to());
					sb.append(",\"type\":").append(str(String.valueOf(m.actionType())));
					sb.append(",\"actions\":").append(t.texts.get(d)).append('}');
				}
				sb.append("],\"after\":").append(position(t.after));
				sb.append(t.capped ? ",\"capped\":true}" : "}");
			}
			sb.append("],\"played\":").append(played).append("}\n");
			w.write(sb.toString());
			if (played < 0)
			{
				reason = "no legal move while the game is not over";
				break;
			}
			if (turns.get(played).capped)
			{
				reason = "driver decision cap";
				break;
			}
			context = turns.get(played).after;
			turn++;
		}
		final StringBuilder sb = new StringBuilder();
		sb.append("{\"game\":").append(g).append(",\"end\":").append(position(context));
		sb.append(",\"turns\":").append(turn).append(",\"reason\":");
		sb.append(reason == null ? str(String.valueOf(context.trial().status().endType())) : str(reason));
		sb.append("}\n");
		w.write(sb.toString());
	}

	/** The whole turn played: uniformly random, or with probability
	 * `greedy` one of those best for the mover's seeds on his side. */
	private int choose(final List<WholeTurn> turns, final int mover, final Random rng)
	{
		if (greedy <= 0 || rng.nextDouble() >= greedy)
			return rng.nextInt(turns.size());
		final List<Integer> best = new ArrayList<>();
		long top = Long.MIN_VALUE;
		for (int i = 0; i < turns.size(); i++)
		{
			final Context after = turns.get(i).after;
			long v = 0;
			for (final Track track : game.board().tracks())
				if (track.owner() >= 1)
				{
					final java.util.Set<Integer> seen = new java.util.HashSet<>();
					for (final Track.Elem e : track.elems())
						if (seen.add(e.site))
							v += (track.owner() == mover ? 1 : -1)
									* after.containerState(0).count(e.site, game.board().defaultSite());
				}
			if (after.trial().over() && after.trial().status().winner() == mover)
				v = Long.MAX_VALUE - 1;
			if (v > top)
			{
				top = v;
				best.clear();
			}
			if (v == top)
				best.add(i);
		}
		return best.get(rng.nextInt(best.size()));
	}

	/** Every sequence of decisions of `mover` from `context` until the mover
	 * changes or the game ends: a depth-first search on copies. A sequence
	 * that reaches the decision cap is listed as it stands, marked capped. */
	void wholeTurns(final Context context, final int mover, final List<Move> path, final List<String> texts,
			final List<WholeTurn> out)
	{
		if (System.nanoTime() > deadline)
			throw new TimeUp();
		if (path.size() >= maxDecisions)
		{
			out.add(new WholeTurn(path, texts, context, true));
			return;
		}
		for (final Move m : game.moves(context).moves())
		{
			final Context child = new Context(context);
			game.apply(child, m);
			final String text = actions(child.trial().lastMove());
			final List<Move> p = new ArrayList<>(path);
			p.add(m);
			final List<String> t = new ArrayList<>(texts);
			t.add(text);
			if (child.trial().over() || child.state().mover() != mover)
				out.add(new WholeTurn(p, t, child, false));
			else
				wholeTurns(child, mover, p, t, out);
		}
	}

	/** The actions a decision applied, its consequences included, as a JSON
	 * list of "Kind from>to count" texts (a sowing is one Move action a seed). */
	static String actions(final Move applied)
	{
		final StringBuilder sb = new StringBuilder("[");
		final List<Action> list = applied.actions();
		for (int i = 0; i < list.size(); i++)
		{
			final Action a = list.get(i);
			sb.append(i > 0 ? "," : "").append(str(a.getDescription() + " " + a.from() + ">" + a.to() + " " + a.count()));
		}
		return sb.append(']').toString();
	}

	String position(final Context context)
	{
		final State state = context.state();
		final StringBuilder sb = new StringBuilder();
		sb.append("{\"mover\":").append(state.mover()).append(",\"counts\":[");
		final Container[] containers = game.equipment().containers();
		final int[] from = game.equipment().sitesFrom();
		boolean first = true;
		for (int c = 0; c < containers.length; c++)
		{
			final ContainerState cs = context.containerState(c);
			final SiteType type = c == 0 ? game.board().defaultSite() : SiteType.Cell;
			for (int s = 0; s < sites(c); s++)
			{
				sb.append(first ? "" : ",").append(cs.count(from[c] + s, type));
				first = false;
			}
		}
		sb.append("],\"values\":[");
		for (int p = 1; p <= game.players().count(); p++)
			sb.append(p > 1 ? "," : "").append(state.getValue(p));
		sb.append("],\"vars\":{");
		final String[] keys = state.getValueMap() == null ? new String[0]
				: state.getValueMap().keys(new String[0]);
		java.util.Arrays.sort(keys);
		for (int i = 0; i < keys.length; i++)
			sb.append(i > 0 ? "," : "").append(str(keys[i])).append(':').append(state.getValue(keys[i]));
		sb.append("},\"pending\":[");
		if (state.pendingValues() != null)
		{
			final int[] pending = state.pendingValues().toArray();
			java.util.Arrays.sort(pending);
			for (int i = 0; i < pending.length; i++)
				sb.append(i > 0 ? "," : "").append(pending[i]);
		}
		sb.append("],\"counter\":").append(state.counter());
		final Trial trial = context.trial();
		sb.append(",\"over\":").append(trial.over());
		if (trial.over())
		{
			sb.append(",\"winner\":").append(trial.status().winner());
			sb.append(",\"status\":").append(str(String.valueOf(trial.status().endType())));
			sb.append(",\"ranking\":[");
			for (int p = 1; p <= game.players().count(); p++)
				sb.append(p > 1 ? "," : "").append(trial.ranking()[p]);
			sb.append(']');
			if (game.requiresScore())
			{
				sb.append(",\"scores\":[");
				for (int p = 1; p <= game.players().count(); p++)
					sb.append(p > 1 ? "," : "").append(context.score(p));
				sb.append(']');
			}
		}
		sb.append('}');
		return sb.toString();
	}

	static String str(final String s)
	{
		final StringBuilder sb = new StringBuilder("\"");
		for (final char ch : s.toCharArray())
		{
			if (ch == '"' || ch == '\\')
				sb.append('\\').append(ch);
			else if (ch < 0x20)
				sb.append(String.format("\\u%04x", (int) ch));
			else
				sb.append(ch);
		}
		return sb.append('"').toString();
	}
}
