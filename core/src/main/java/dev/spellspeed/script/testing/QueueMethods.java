package dev.spellspeed.script.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.testing.Answer;
import dev.spellspeed.testing.CardRef;
import dev.spellspeed.testing.SourceLine;
import dev.spellspeed.testing.Step;

/**
 * The queued methods of {@code t}: actions and checks (one queue for the test, used in order) and
 * answers (one queue per player). Each records the test line it was written on. The meaning of
 * each is the scenario driver's; these bindings only check and convert arguments.
 */
final class QueueMethods {
    private final TestSession session;

    private QueueMethods(TestSession session) {
        this.session = session;
    }

    static void install(LuaTable t, TestSession session) {
        QueueMethods m = new QueueMethods(session);
        // actions
        m.cardStep(t, "Summon", Step.Summon::new);
        m.cardStep(t, "Set", Step.SetMonster::new);
        m.cardStep(t, "FlipSummon", Step.FlipSummon::new);
        m.cardStep(t, "ChangePosition", Step.ChangePosition::new);
        define(t, "Attack", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            CardRef attacker = session.args().card(a, 2, fn);
            CardRef target = a.arg(3).isnil() ? null : session.args().card(a, 3, fn);
            return m.queue(new Step.Attack(p, attacker, target, session.here()));
        });
        define(t, "Phase", (a, fn) -> m.queue(new Step.PhaseTo(LuaArgs.player(a, 1, fn), LuaArgs.phase(a, 2, fn), session.here())));
        define(t, "Pass", (a, fn) -> m.queue(new Step.Pass(LuaArgs.player(a, 1, fn), session.here())));
        define(t, "Activate", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            CardRef card = session.args().card(a, 2, fn);
            int index = 0;
            if (!a.arg(3).isnil()) {
                index = ArgCheck.checkInt(a, 3, fn);
                if (index < 1) {
                    throw LuaArgs.bad(fn, 3, "a 1-based effect number", a.arg(3));
                }
            }
            return m.queue(new Step.Activate(p, card, index, session.here()));
        });
        m.cardStep(t, "SpecialSummon", Step.SpecialSummon::new);
        define(t, "PendulumSummon", (a, fn) -> m.queue(new Step.PendulumSummon(LuaArgs.player(a, 1, fn), session.here())));
        define(t, "CancelAttack", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            return m.queue(new Step.CancelAttack(p, session.here()));
        });
        // answers
        define(t, "Select", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            List<CardRef> cards = a.arg(2).istable() ? session.args().cardList(a, 2, fn)
                    : List.of(session.args().card(a, 2, fn)); // one card may be given without braces
            return m.answer(p, new Answer.Select(p, cards, session.here()));
        });
        define(t, "Yes", (a, fn) -> m.yesNo(a, fn, true));
        define(t, "No", (a, fn) -> m.yesNo(a, fn, false));
        define(t, "Option", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            int index = ArgCheck.checkInt(a, 2, fn);
            if (index < 1) {
                throw LuaArgs.bad(fn, 2, "a 1-based option number", a.arg(2));
            }
            return m.answer(p, new Answer.Option(p, index, session.here()));
        });
        define(t, "Position", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            return m.answer(p, new Answer.PositionChoice(p, LuaArgs.position(a, 2, fn), session.here()));
        });
        define(t, "Zone", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            return m.answer(p, new Answer.Zone(p, LuaArgs.count(a, 2, fn), session.here()));
        });
        define(t, "Announce", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            return m.answer(p, new Answer.Announce(p, session.args().announced(a, 2, fn), session.here()));
        });
        define(t, "Order", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            return m.answer(p, new Answer.Order(p, session.args().cardList(a, 2, fn), session.here()));
        });
        // checks
        define(t, "ExpectIllegal", m::expectIllegal);
        define(t, "Check", (a, fn) -> {
            int p = LuaArgs.player(a, 1, fn);
            return m.queue(new Step.Check(p, session.check(ArgCheck.checkFunction(a, 2, fn)), session.here()));
        });
        define(t, "ExpectOffered", (a, fn) -> m.expectOffered(a, fn, true));
        define(t, "ExpectNotOffered", (a, fn) -> m.expectOffered(a, fn, false));
    }

    /** A step constructor taking (player, card, line). */
    @FunctionalInterface
    private interface CardStep {
        Step create(int player, CardRef card, SourceLine where);
    }

    private void cardStep(LuaTable t, String name, CardStep step) {
        define(t, name, (a, fn) -> queue(step.create(LuaArgs.player(a, 1, fn), session.args().card(a, 2, fn), session.here())));
    }

    private Varargs expectOffered(Varargs a, String fn, boolean offered) {
        int p = LuaArgs.player(a, 1, fn);
        return queue(new Step.ExpectOffered(p, session.args().card(a, 2, fn), offered, session.here()));
    }

    private Varargs yesNo(Varargs a, String fn, boolean yes) {
        int p = LuaArgs.player(a, 1, fn);
        return answer(p, new Answer.YesNo(p, yes, session.here()));
    }

    /**
     * {@code t:ExpectIllegal(p, kind [, card | PHASE_X])}. "Attack" names the attacker only: which
     * targets are legal is asked after the declaration, so an illegal target shows as a failing
     * {@code t:Attack} instead.
     */
    private Varargs expectIllegal(Varargs a, String fn) {
        int p = LuaArgs.player(a, 1, fn);
        String label = ArgCheck.checkString(a, 2, fn);
        Step.IllegalKind kind = Step.IllegalKind.byLabel(label);
        if (kind == null) {
            throw LuaArgs.bad(fn, 2, "one of " + Arrays.stream(Step.IllegalKind.values())
                    .map(k -> "\"" + k.label() + "\"").toList(), a.arg(2));
        }
        if (a.narg() > 3) {
            throw new LuaError(fn + ": \"" + label + "\" takes at most one more argument"
                    + (kind == Step.IllegalKind.ATTACK ? " (the attacker; an illegal target shows as a failing t:Attack)" : ""));
        }
        List<Object> arguments = new ArrayList<>(1);
        if (!a.arg(3).isnil()) {
            arguments.add(kind == Step.IllegalKind.PHASE ? LuaArgs.phase(a, 3, fn) : session.args().card(a, 3, fn));
        }
        return queue(new Step.ExpectIllegal(p, kind, arguments, session.here()));
    }

    private Varargs queue(Step step) {
        session.scenario().queue(step);
        return LuaValue.NONE;
    }

    private Varargs answer(int player, Answer answer) {
        session.scenario().queue(player, answer);
        return LuaValue.NONE;
    }

    private static void define(LuaTable t, String name, TestFunction.Body body) {
        TestFunction.method(t, TestObject.NAME, name, body);
    }
}
