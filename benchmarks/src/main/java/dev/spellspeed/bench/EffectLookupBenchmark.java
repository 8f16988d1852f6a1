package dev.spellspeed.bench;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectRegistry;
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

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Looking effects up in a duel's {@link EffectRegistry} with every effect of the bench decks'
 * 80 cards registered: by a code many effects have (EVENT_FREE_CHAIN, the activation of most
 * Spells and Traps), by a code none has (EFFECT_SKIP_DP, asked every turn), and by card.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EffectLookupBenchmark {
    private static final long EVENT_FREE_CHAIN = 1002;
    private static final long EFFECT_SKIP_DP = 180;

    private EffectRegistry effects;
    private Card card;

    @Setup
    public void setUp() {
        Fixtures fixtures = new Fixtures();
        Duel duel = fixtures.preparedBenchDuel(fixtures.newHost(), 1);
        effects = duel.effects();
        if (effects.withCode(EVENT_FREE_CHAIN).isEmpty()) {
            throw new IllegalStateException("the bench decks should have EVENT_FREE_CHAIN effects");
        }
        // the card with the most effects of its own
        card = duel.field().allCards().stream()
                .max((a, b) -> Integer.compare(effects.of(a).size(), effects.of(b).size())).orElseThrow();
    }

    @Benchmark
    public List<Effect> byCommonCode() {
        return effects.withCode(EVENT_FREE_CHAIN);
    }

    @Benchmark
    public List<Effect> byAbsentCode() {
        return effects.withCode(EFFECT_SKIP_DP);
    }

    @Benchmark
    public List<Effect> byCard() {
        return effects.of(card);
    }
}
