package dev.spellspeed.script.testing;

import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.testing.Expectations;

/**
 * The {@code t:Expect…} methods that look at the duel right now (between runs, or inside a
 * {@code t:Check}); each is a call of {@link Expectations} with the test line.
 */
final class ExpectationMethods {
    private ExpectationMethods() {
    }

    static void install(LuaTable t, TestSession s) {
        // s.expect() at each call: t:Replay and t:Restore give the test another duel
        define(t, "ExpectLP", (a, fn) -> {
            s.expect().lp(LuaArgs.player(a, 1, fn), ArgCheck.checkInt(a, 2, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectCount", (a, fn) -> {
            s.expect().count(LuaArgs.player(a, 1, fn), LuaArgs.locationMask(a, 2, fn), LuaArgs.count(a, 3, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectCard", (a, fn) -> {
            int controller = a.arg(3).isnil() ? -1 : LuaArgs.player(a, 3, fn);
            s.expect().card(s.args().card(a, 1, fn), LuaArgs.locationMask(a, 2, fn), controller,
                    LuaArgs.optPositionMask(a, 4, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectAttack", (a, fn) -> {
            s.expect().attack(s.args().card(a, 1, fn), ArgCheck.checkInt(a, 2, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectDefense", (a, fn) -> {
            s.expect().defense(s.args().card(a, 1, fn), ArgCheck.checkInt(a, 2, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectWinner", (a, fn) -> {
            s.expect().winner(LuaArgs.player(a, 1, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectDraw", (a, fn) -> {
            s.expect().draw(s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectTurn", (a, fn) -> {
            s.expect().turn(ArgCheck.checkInt(a, 1, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectPhase", (a, fn) -> {
            s.expect().phase(LuaArgs.phase(a, 1, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectChainLength", (a, fn) -> {
            s.expect().chainLength(LuaArgs.count(a, 1, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectChainLink", (a, fn) -> {
            int number = ArgCheck.checkInt(a, 1, fn);
            if (number < 1) {
                throw LuaArgs.bad(fn, 1, "a chain link number of at least 1", a.arg(1));
            }
            s.expect().chainLink(number, s.args().card(a, 2, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectCanActivate", (a, fn) -> {
            s.expect().canActivate(LuaArgs.player(a, 1, fn), s.args().card(a, 2, fn), s.here());
            return LuaValue.NONE;
        });
        define(t, "ExpectCannotActivate", (a, fn) -> {
            s.expect().cannotActivate(LuaArgs.player(a, 1, fn), s.args().card(a, 2, fn), s.here());
            return LuaValue.NONE;
        });
    }


    private static void define(LuaTable t, String name, TestFunction.Body body) {
        TestFunction.method(t, TestObject.NAME, name, body);
    }
}
