package dev.spellspeed.bench;

import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
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

import java.util.concurrent.TimeUnit;

/**
 * A face-up monster's ATK (the StatCalculator) under N continuous effects that all apply to it:
 * field effects "monsters you control gain 100 ATK" registered to its controller, with constant
 * values, so the figure is the engine's own work (finding, checking and ordering the effects).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class StatBenchmark {
    private static final int VORSE_RAIDER = 14898066;
    private static final long EFFECT_UPDATE_ATTACK = 100;

    @Param({"1", "10", "50"})
    public int effects;

    private Card monster;

    @Setup
    public void setUp() {
        Fixtures fixtures = new Fixtures();
        Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        monster = duel.placeCard(fixtures.card(VORSE_RAIDER), 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        for (int i = 0; i < effects; i++) {
            Effect e = duel.effects().create(null, 0);
            e.setType(EffectType.FIELD);
            e.setCode(EFFECT_UPDATE_ATTACK);
            e.setTargetRange(Location.MZONE.mask(), 0);
            e.setValue(new EffectValue.Constant(100));
            duel.effects().register(e, 0);
        }
        int expected = Math.max(0, monster.data().attack()) + 100 * effects;
        if (atk() != expected) {
            throw new IllegalStateException("ATK " + atk() + ", expected " + expected);
        }
    }

    @Benchmark
    public int atk() {
        return monster.attack();
    }
}
