package dev.spellspeed.bench;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.api.ScriptedDuels;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
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
 * A round trip from the engine into a card's Lua function and back. {@code cardTargetCheck} is what
 * the engine does to ask whether a card is a legal target: Raigeki Break's target function with
 * {@code chkc} set, which calls back into the engine ({@code chkc:IsOnField()}); arguments are
 * converted to Lua and the answer back, through the callback boundary (budget, error handling).
 * {@code emptyFunction} is the boundary alone: a Lua function that returns true at once.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LuaCallbackBenchmark {
    private static final int RAIGEKI_BREAK = 4178474;
    private static final int VORSE_RAIDER = 14898066;

    private Effect effect;
    private EffectFunction target;
    private Card monster;
    private DuelScripts scripts;
    private LuaValue empty;
    private Varargs emptyArgs;

    @Setup
    public void setUp() {
        Fixtures fixtures = new Fixtures();
        Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        duel.useCards(fixtures.cards);
        Card raigeki = duel.placeCard(fixtures.card(RAIGEKI_BREAK), 0, 0, Location.SZONE, 0, Position.FACEDOWN_DEFENSE);
        monster = duel.placeCard(fixtures.card(VORSE_RAIDER), 1, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Rules rules = Rules.of(duel);
        scripts = ScriptedDuels.prepare(rules, fixtures.newHost()).bridge().scripts();
        effect = duel.effects().of(raigeki).get(0);
        target = effect.target();
        if (!Boolean.TRUE.equals(cardTargetCheck())) {
            throw new IllegalStateException("Raigeki Break should be able to target Vorse Raider");
        }
        empty = scripts.globals().load("return function(e, tp, eg, ep, ev, re, r, rp) return true end").call();
        emptyArgs = LuaValue.varargsOf(new LuaValue[] {LuaValue.NIL, LuaValue.ZERO, LuaValue.NIL, LuaValue.ZERO,
                LuaValue.ZERO, LuaValue.NIL, LuaValue.ZERO, LuaValue.ZERO});
    }

    /** The arguments the engine passes for a target check: (e, tp, eg, ep, ev, re, r, rp, chk, chkc). */
    @Benchmark
    public Object cardTargetCheck() {
        return target.invoke(effect, 0, null, 0, 0L, null, 0L, 0, 0, monster);
    }

    @Benchmark
    public Varargs emptyFunction() {
        return scripts.call(0, CallbackRole.CONDITION, empty, emptyArgs);
    }
}
