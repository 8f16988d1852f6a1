package dev.spellspeed.script.testing;

import java.util.List;
import java.util.Set;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.DeckException;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.script.ArgCheck;

/**
 * The set-up methods of {@code t}: where the duel starts ({@code t:Start}, {@code t:StartDuel}) and
 * its randomness ({@code t:Seed}, {@code t:Shuffle}, {@code t:Coin}, {@code t:Dice}).
 */
final class SetupMethods {
    /** The defaults of {@code t:Start}: player 0's turn 3, Main Phase 1. */
    static final int DEFAULT_PLAYER = 0;
    static final int DEFAULT_TURN = 3;
    static final Phase DEFAULT_PHASE = Phase.MAIN1;

    private static final Set<String> START_KEYS = Set.of("player", "turn", "phase");
    private static final Set<String> START_DUEL_KEYS = Set.of("deck0", "deck1");
    private static final Set<String> DECK_KEYS = Set.of("main", "extra", "side", "sizes");

    private final TestSession session;

    private SetupMethods(TestSession session) {
        this.session = session;
    }

    static void install(LuaTable t, TestSession session) {
        SetupMethods m = new SetupMethods(session);
        TestFunction.method(t, TestObject.NAME, "Start", m::start);
        TestFunction.method(t, TestObject.NAME, "StartDuel", m::startDuel);
        TestFunction.method(t, TestObject.NAME, "DeckProblem", m::deckProblem);
        TestFunction.method(t, TestObject.NAME, "Seed", (a, fn) -> {
            session.duel().random().reseed(ArgCheck.checkInteger(a, 1, fn));
            return LuaValue.NONE;
        });
        TestFunction.method(t, TestObject.NAME, "Shuffle", (a, fn) -> {
            session.duel().field().shuffleDeck(LuaArgs.player(a, 1, fn), session.duel().random());
            return LuaValue.NONE;
        });
        // the duel has one generator for both players; the player documents whose coin or die it is
        TestFunction.method(t, TestObject.NAME, "Coin", (a, fn) -> {
            LuaArgs.player(a, 1, fn);
            session.duel().random().forceCoin(ArgCheck.checkBoolean(a, 2, fn));
            return LuaValue.NONE;
        });
        TestFunction.method(t, TestObject.NAME, "Dice", (a, fn) -> {
            LuaArgs.player(a, 1, fn);
            int value = ArgCheck.checkInt(a, 2, fn);
            if (value < 1 || value > 6) {
                throw LuaArgs.bad(fn, 2, "a die value from 1 to 6", a.arg(2));
            }
            session.duel().random().forceDice(value);
            return LuaValue.NONE;
        });
    }

    /** {@code t:Start{player=, turn=, phase=}}: any key may be left out. */
    private Varargs start(Varargs a, String fn) {
        LuaTable options = ArgCheck.checkTable(a, 1, fn);
        checkKeys(options, START_KEYS, fn);
        int player = options.get("player").isnil() ? DEFAULT_PLAYER : LuaArgs.playerValue(options.get("player"), fn, "player");
        int turn = DEFAULT_TURN;
        if (!options.get("turn").isnil()) {
            Integer value = LuaArgs.integer(options.get("turn"));
            if (value == null || value < 1) {
                throw LuaArgs.bad(fn, "turn", "a number of at least 1", options.get("turn"));
            }
            turn = value;
        }
        Phase phase = options.get("phase").isnil() ? DEFAULT_PHASE : LuaArgs.phaseValue(options.get("phase"), fn, "phase");
        notStarted(fn);
        session.scenario().start(player, turn, phase);
        return LuaValue.NONE;
    }

    /** {@code t:StartDuel{deck0={codes…}, deck1={codes…}}}: a real duel from turn 1; t:Start's player goes first. */
    private Varargs startDuel(Varargs a, String fn) {
        LuaTable options = ArgCheck.checkTable(a, 1, fn);
        checkKeys(options, START_DUEL_KEYS, fn);
        List<CardData> deck0 = options.get("deck0").isnil() ? List.of() : session.args().codeList(options.get("deck0"), fn, "deck0");
        List<CardData> deck1 = options.get("deck1").isnil() ? List.of() : session.args().codeList(options.get("deck1"), fn, "deck1");
        notStarted(fn);
        session.scenario().startDuel(deck0, deck1);
        for (Card card : session.duel().field().allCards()) {
            session.initialise(card, fn); // cards added before are set up already: this is once per card
        }
        return LuaValue.NONE;
    }

    /**
     * {@code t:DeckProblem{main={codes…}, extra=, side=, sizes=false}}: what the deck check says about
     * this deck under the standard rules, or nil when it is legal; {@code sizes=false} checks only
     * the copies per name (so a test need not list 40 cards).
     */
    private Varargs deckProblem(Varargs a, String fn) {
        LuaTable options = ArgCheck.checkTable(a, 1, fn);
        checkKeys(options, DECK_KEYS, fn);
        List<CardData> main = codes(options, "main", fn);
        List<CardData> extra = codes(options, "extra", fn);
        List<CardData> side = codes(options, "side", fn);
        DeckRules standard = DeckRules.STANDARD;
        DeckRules rules = options.get("sizes").isnil() || options.get("sizes").toboolean() ? standard
                : new DeckRules(0, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, standard.maxCopies());
        try {
            DeckReader.check(main, extra, side, "deck", rules);
            return LuaValue.NIL;
        } catch (DeckException problem) {
            return LuaValue.valueOf(problem.getMessage());
        }
    }

    private List<CardData> codes(LuaTable options, String key, String fn) {
        return options.get(key).isnil() ? List.of() : session.args().codeList(options.get(key), fn, key);
    }

    private void notStarted(String fn) {
        if (session.scenario().hasStarted()) {
            throw new LuaError(fn + ": the duel has already started: call it before the first t:Run()");
        }
    }

    private static void checkKeys(LuaTable options, Set<String> allowed, String fn) {
        for (LuaValue key = options.next(LuaValue.NIL).arg1(); !key.isnil(); key = options.next(key).arg1()) {
            if (!key.isstring() || !allowed.contains(key.tojstring())) {
                throw new LuaError(fn + ": unknown option " + key.tojstring() + " (known: " + String.join(", ",
                        allowed.stream().sorted().toList()) + ")");
            }
        }
    }
}
