package dev.spellspeed.ai;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.Explaining;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SeatedDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.session.DuelLine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A player that looks ahead: at its idle, battle and chain decisions it tries its most promising
 * answers on forks of the duel ({@link DuelLine#fork}), plays each fork on with heuristic players
 * on both sides to the end of the turn (or {@link #HORIZON} decisions), and takes the answer whose
 * outcome {@link Board#evaluate} rates best. Every other prompt, and every decision when it is not
 * playing on a line, goes to its {@link HeuristicDecider}.
 *
 * <p>Its budget is counted in rollouts, never in time: {@code think} is the number of answers it
 * tries per decision (the heuristic's favourites first), so its play is the same on any machine.
 * A rollout costs the replay of the duel so far plus the rest of the turn.
 */
public final class SearchDecider implements SeatedDecider, Explaining {
    /** Rollouts per decision by default: 2.5 ms per decision on average, about 50 ms at most, on the bench decks (docs/ai.md). */
    public static final int DEFAULT_THINK = 4;
    /** Decisions a rollout plays at most before it is scored. */
    static final int HORIZON = 150;

    private final long seed;
    private final int think;
    private final HeuristicDecider heuristic;
    private DuelLine line;
    private Duel duel;
    private int me;
    private long rollouts;
    private long searched;
    /** The last searched decision's reason, kept as its parts (the text is made when asked for); null when the heuristic answered. */
    private Searched explained;
    /** The answers of the last rollout's line, read by {@link #choose} for the best one. */
    private List<RecordedDecision> lastLine = List.of();

    /** A searched decision: the answer taken and its rollout's line and value, and the heuristic's favourite. */
    private record Searched(int tried, Object best, double value, List<RecordedDecision> line, int me, Object favourite,
                            double favouriteValue) {
    }

    /** Answers of our own a reason shows from the best rollout's line. */
    private static final int LINE_SHOWN = 4;

    public SearchDecider(long seed) {
        this(seed, DEFAULT_THINK);
    }

    public SearchDecider(long seed, int think) {
        if (think < 1) {
            throw new IllegalArgumentException("a search player needs at least 1 rollout per decision, got " + think);
        }
        this.seed = seed;
        this.think = think;
        this.heuristic = new HeuristicDecider(seed);
    }

    @Override
    public void takeSeat(Duel duel, int player) {
        this.duel = duel;
        this.me = player;
        heuristic.takeSeat(duel, player);
    }

    /** Seats the player at a line it may fork: without one it plays like the heuristic player. */
    public void takeSeat(DuelLine line, int player) {
        this.line = line;
        takeSeat(line.duel(), player);
    }

    /** Rollouts played so far, over all decisions. */
    public long rollouts() {
        return rollouts;
    }

    /** Decisions made by searching (more than one answer tried). */
    public long searched() {
        return searched;
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        List<T> options = prompt.options();
        explained = null;
        if (line == null || options.size() < 2 || think < 2 || !searchable(prompt.kind())) {
            return heuristic.choose(prompt);
        }
        // the heuristic's favourites first: with a small budget, those are the ones tried
        List<Integer> order = new ArrayList<>(options.size());
        List<Double> scores = new ArrayList<>(options.size());
        for (int i = 0; i < options.size(); i++) {
            order.add(i);
            scores.add(heuristic.score(prompt, options.get(i)));
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -scores.get(i)));
        int tried = Math.min(think, options.size());
        int best = order.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        double favouriteValue = 0;
        List<RecordedDecision> bestLine = List.of();
        for (int rank = 0; rank < tried; rank++) {
            int index = order.get(rank);
            double value = rollout(index);
            if (rank == 0) {
                favouriteValue = value;
            }
            if (value > bestValue) {
                bestValue = value;
                best = index;
                bestLine = lastLine;
            }
        }
        searched++;
        explained = new Searched(tried, options.get(best), bestValue, bestLine, me, options.get(order.get(0)), favouriteValue);
        // keep the heuristic's per-turn memory (uses of an effect, idle decisions) as if it had chosen
        return heuristic.chooseIndex(prompt, best);
    }

    /** Why the last answer: the best rollout's line and its value against the heuristic's favourite's, or the heuristic's reason. */
    @Override
    public String reason() {
        if (explained == null) {
            String heuristics = heuristic.reason();
            return heuristics == null ? null : heuristics.replaceFirst("^heuristic: ", "search (heuristic): ");
        }
        StringBuilder out = new StringBuilder("search: ").append(explained.best());
        int shown = 0;
        for (RecordedDecision decision : explained.line()) {
            if (decision.player() == explained.me() && decision.answer() != null && !decision.answer().equals("pass")
                    && decision.kind() != PromptKind.ZONE) {
                if (shown == LINE_SHOWN) {
                    out.append(" → …");
                    break;
                }
                out.append(" → ").append(decision.answer());
                shown++;
            }
        }
        out.append(" rates ").append(Math.round(explained.value())).append(" after ").append(explained.tried())
                .append(" rollouts");
        if (!explained.favourite().equals(explained.best())) {
            out.append(" (the heuristic's favourite ").append(explained.favourite()).append(" rates ")
                    .append(Math.round(explained.favouriteValue())).append(')');
        }
        return out.toString();
    }

    private static boolean searchable(PromptKind kind) {
        return kind == PromptKind.IDLE || kind == PromptKind.BATTLE || kind == PromptKind.CHAIN;
    }

    @Override
    public List<Card> select(SelectPrompt prompt) {
        return heuristic.select(prompt);
    }

    /** Plays answer {@code index} on a fork, then heuristic players to the horizon; the outcome's value for us. */
    private double rollout(int index) {
        rollouts++;
        int at = line.position();
        int turn = duel.turn().number();
        long rolloutSeed = seed * 31 + at;
        Rollout p0 = new Rollout(new HeuristicDecider(rolloutSeed * 2 + 1), index, turn);
        Rollout p1 = new Rollout(new HeuristicDecider(rolloutSeed * 2 + 2), index, turn);
        DuelLine fork = line.fork(p0, p1);
        Rollout.Shared shared = new Rollout.Shared(fork.duel());
        p0.seat(shared, 0);
        p1.seat(shared, 1);
        lastLine = List.of();
        try {
            fork.play();
        } catch (Rollout.Horizon horizon) {
            // the turn is over, or the horizon reached: score the position as it stands
        } catch (RuntimeException | StackOverflowError e) {
            // an engine failure on this answer's line: never choose it over one that plays
            return -2 * Board.WON;
        }
        List<RecordedDecision> played = fork.decisions();
        // the tried answer and the next few of the line, for the reason; a copy, the fork is dropped
        lastLine = List.copyOf(played.subList(Math.min(at + 1, played.size()), Math.min(at + 1 + 8 * LINE_SHOWN, played.size())));
        return Board.evaluate(fork.duel(), me);
    }

    /** A player of a rollout: the tried answer first, then the heuristic's, until the turn ends. */
    private static final class Rollout implements Decider {
        /** Ends a rollout from inside its duel. An Error, so no rule or script catches it as its own failure. */
        static final class Horizon extends Error {
            Horizon() {
                super("rollout horizon", null, false, false);
            }
        }

        /** What both players of a rollout share: the first answer given, decisions made. */
        static final class Shared {
            final Duel duel;
            boolean first = true;
            int decisions;

            Shared(Duel duel) {
                this.duel = duel;
            }
        }

        private final HeuristicDecider player;
        private final int firstAnswer;
        private final int turn;
        private Shared shared;

        Rollout(HeuristicDecider player, int firstAnswer, int turn) {
            this.player = player;
            this.firstAnswer = firstAnswer;
            this.turn = turn;
        }

        void seat(Shared shared, int seat) {
            this.shared = shared;
            player.takeSeat(shared.duel, seat);
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            if (shared.first) {
                shared.first = false;
                return prompt.options().get(firstAnswer);
            }
            stopAtHorizon();
            return player.choose(prompt);
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            if (shared.first) {
                throw new IllegalStateException("a rollout starts at a choice, not a selection");
            }
            stopAtHorizon();
            return player.select(prompt);
        }

        private void stopAtHorizon() {
            if (++shared.decisions > HORIZON || shared.duel.turn().number() != turn) {
                throw new Horizon();
            }
        }
    }
}
