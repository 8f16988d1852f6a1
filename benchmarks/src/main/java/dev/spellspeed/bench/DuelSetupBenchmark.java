package dev.spellspeed.bench;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptHost;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Setting up a duel from cached scripts, what {@code spellspeed bench} reports as setup: the bench
 * decks' 80 cards, a fresh Lua sandbox with the prelude, the API and every card's
 * {@code initial_effect}; and the fresh sandbox with its prelude alone.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 3)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DuelSetupBenchmark {
    private Fixtures fixtures;
    private ScriptHost host;
    private long seed;

    @Setup
    public void setUp() {
        fixtures = new Fixtures();
        host = fixtures.newHost();
        fixtures.preparedBenchDuel(host, 0); // compiles every script once: later duels use the cache
    }

    @Benchmark
    public Duel benchDecksDuel() {
        return fixtures.preparedBenchDuel(host, ++seed);
    }

    @Benchmark
    public DuelScripts sandboxWithPrelude() {
        return host.openDuel();
    }
}
