package dev.spellspeed.script;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.luaj.vm2.LuaValue;

import dev.spellspeed.script.lua53.LuaIntegers;

/**
 * The script mistakes of one duel that the reference engine (ygopro-core) silently accepts and
 * Spellspeed therefore accepts too, as it does — each reported once per card as a warning
 * (docs/compatibility.md, "What ygopro tolerates"). With {@link ScriptCompatibility#strict()} each
 * is an error instead.
 *
 * <p>Only a card's own code is tolerated: while no card's callback or script is running (a test
 * body, a puzzle file, the prelude loading), a mistake stays an error, so the test framework and
 * puzzle set-up remain strict.
 *
 * <p>The bindings find the duel's tolerances through a thread-local set around every callback, as
 * {@link dev.spellspeed.script.sandbox.ActiveBudget} is, because argument conversion
 * ({@link ArgCheck}) is shared static code that knows no duel; it holds nothing between callbacks.
 */
public final class Tolerances {

    /** What was tolerated. */
    public enum Kind {
        /** nil, a non-integral number or another value where an integer is expected: ygopro's lua_tointeger */
        INTEGER("read as ygopro reads an integer argument"),
        /** an effect registered again, to the same or another card or player: ygopro ignores the call */
        REGISTERED_TWICE("ignored, as ygopro does"),
        /** Effect.SetCode on a registered effect: ygopro keeps it where it was registered */
        CODE_CHANGED_AFTER_REGISTERING("the effect keeps applying under the code it was registered with, as in ygopro"),
        /** Duel.CreateToken with a code the database lacks: ygopro creates a card with empty data */
        UNKNOWN_CARD_CODE("a card without data is created, as ygopro does: no monster, so it cannot be Special Summoned");

        private final String consequence;

        Kind(String consequence) {
            this.consequence = consequence;
        }

        public String consequence() {
            return consequence;
        }
    }

    private static final ThreadLocal<Tolerances> ACTIVE = new ThreadLocal<>();

    private final boolean strict;
    /** First warning per card and kind, in the order they happened. */
    private final Map<Integer, Map<Kind, String>> warnings = new LinkedHashMap<>();
    private int card;
    private java.util.function.BiConsumer<Integer, String> listener = (code, message) -> { };

    Tolerances(boolean strict) {
        this.strict = strict;
    }

    /** The tolerances of the duel whose callback runs on this thread, or null outside callbacks. */
    public static Tolerances active() {
        return ACTIVE.get();
    }

    /** Enters a callback of {@code code} (0: no card; a nested callback then stays the outer card's). */
    Entered enter(int code) {
        Entered previous = new Entered(ACTIVE.get(), card);
        ACTIVE.set(this);
        if (code != 0) {
            card = code;
        }
        return previous;
    }

    void restore(Entered previous) {
        ACTIVE.set(previous.active());
        card = previous.card();
    }

    /**
     * Enters a callback nested in one of this duel's callbacks, which already made these tolerances the
     * thread's: only the running card changes (0 keeps the outer card's).
     *
     * @return the outer card, for {@link #restoreNested}
     */
    int enterNested(int code) {
        int outer = card;
        if (code != 0) {
            card = code;
        }
        return outer;
    }

    void restoreNested(int outerCard) {
        card = outerCard;
    }

    record Entered(Tolerances active, int card) { }

    /**
     * Whether the mistake described may go on as in ygopro: true (recorded once for the running
     * card) unless strict or no card's code is running.
     *
     * @param what the mistake, e.g. {@code Effect.SetCode: argument 2 must be an integer, got nil}
     */
    public boolean tolerate(Kind kind, String what) {
        if (strict || card == 0) {
            return false;
        }
        Map<Kind, String> byKind = warnings.computeIfAbsent(card, c -> new LinkedHashMap<>());
        if (!byKind.containsKey(kind)) {
            String message = what + " (" + kind.consequence() + ")";
            byKind.put(kind, message);
            dev.spellspeed.script.sandbox.ActiveBudget.wrote(); // reported once per card and kind: a replay must report it where it happened
            listener.accept(card, message);
        }
        return true;
    }

    /** Whether the duel whose callback runs on this thread tolerates the mistake (false outside callbacks). */
    public static boolean tolerates(Kind kind, String what) {
        Tolerances active = ACTIVE.get();
        return active != null && active.tolerate(kind, what);
    }

    /** Tells {@code listener} (card code, message) each first warning of a card and kind, as it happens. */
    public void onWarning(java.util.function.BiConsumer<Integer, String> listener) {
        this.listener = java.util.Objects.requireNonNull(listener);
    }

    /** Per card code, the first warning of each kind tolerated, in order. */
    public Map<Integer, Map<Kind, String>> warnings() {
        return Collections.unmodifiableMap(warnings);
    }

    /** Per card code, its first warning (one line). */
    public Map<Integer, String> firstWarnings() {
        Map<Integer, String> first = new LinkedHashMap<>();
        warnings.forEach((code, byKind) -> first.put(code, byKind.values().iterator().next()));
        return first;
    }

    /**
     * An integer argument as ygopro-core reads it with {@code lua_tointeger} (Lua 5.3/5.4): an
     * integral number or a string naming one gives its value; a number or string with a fractional
     * part, nil, a boolean and anything else give 0.
     */
    public static long luaToInteger(LuaValue v) {
        LuaValue number = v.type() == LuaValue.TSTRING ? v.tonumber() : v;
        if (number.type() != LuaValue.TNUMBER) {
            return 0;
        }
        Long l = LuaIntegers.tryToLong(number);
        return l == null ? 0 : l;
    }
}
