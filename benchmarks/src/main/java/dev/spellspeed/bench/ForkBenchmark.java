package dev.spellspeed.bench;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;
import dev.spellspeed.session.DuelLine;
import dev.spellspeed.session.DuelRecipe;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What a fork costs (issue 29): one bench-decks duel is recorded in the set-up; then the benchmarks
 * play it normally, replay it whole from a fork at its end, fork it at its first prompt (the setup
 * term) and at half its length (a fork at the median depth). Divide {@code replayWholeDuel} and
 * {@code playWholeDuel} by the decision count printed in the set-up for per-decision figures.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 3)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ForkBenchmark {
    /** Stops a fork at its pending prompt. */
    private static final class AtForkPoint extends Error {
        AtForkPoint() {
            super("at the fork point", null, false, false);
        }
    }

    private static final Decider STOP = new Decider() {
        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            throw new AtForkPoint();
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            throw new AtForkPoint();
        }
    };

    @Param({"3"})
    public long seed;

    private Fixtures fixtures;
    private ScriptHost host;
    private DuelLine recorded;

    @Setup
    public void setUp() {
        fixtures = new Fixtures();
        host = fixtures.newHost();
        DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(seed), fixtures.cards, fixtures.benchA, fixtures.benchB, host);
        recorded = DuelLine.start(recipe, RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1));
        recorded.play();
        System.out.println("\nthe recorded duel has " + recorded.position() + " decisions");
    }

    @Benchmark
    public DuelResult playWholeDuel() {
        Duel duel = Duel.fromDecks(DuelOptions.standard(seed), fixtures.cards, fixtures.benchA, fixtures.benchB,
                RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1));
        Rules rules = Rules.of(duel);
        ScriptedDuels.prepare(rules, host);
        return new DuelRunner(rules).play();
    }

    @Benchmark
    public DuelResult replayWholeDuel() {
        return recorded.branch(recorded.position(), STOP, STOP).play();
    }

    @Benchmark
    public DuelLine forkAtFirstPrompt() {
        return forkAt(0);
    }

    @Benchmark
    public DuelLine forkAtHalfTheDuel() {
        return forkAt(recorded.position() / 2);
    }

    private DuelLine forkAt(int at) {
        DuelLine fork = recorded.branch(at, STOP, STOP);
        try {
            fork.play();
        } catch (AtForkPoint expected) {
            // the fork waits at its pending prompt
        }
        return fork;
    }
}
