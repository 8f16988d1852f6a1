package dev.spellspeed.script.testing;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.DuelFlag;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.LuaCards;

/**
 * The ygopro {@code Debug} functions of a test: set-up before the first {@code t:Run()}, with
 * ygopro's semantics. What the engine cannot represent yet raises a "not supported yet" Lua error
 * instead of being silently ignored.
 */
final class DebugBindings {
    private static final String PREFIX = "Debug.";

    private final TestSession session;
    /** The puzzle's mistakes ygopro-core tolerates, consulted only when the session loads a puzzle as it does. */
    private final PuzzleMistakes mistakes;

    private DebugBindings(TestSession session) {
        this.session = session;
        this.mistakes = new PuzzleMistakes(session);
    }

    /** Fills the session's {@code Debug} table. */
    static void install(TestSession session) {
        DebugBindings b = new DebugBindings(session);
        LuaTable debug = session.scripts().apiTable("Debug");
        TestFunction.function(debug, PREFIX, "SetPlayerInfo", b::setPlayerInfo);
        TestFunction.function(debug, PREFIX, "AddCard", b::addCard);
        TestFunction.function(debug, PREFIX, "PreSummon", b::preSummon);
        // (equip card, target): both already on the field
        TestFunction.function(debug, PREFIX, "PreEquip", (a, fn) -> {
            if (session.toleratesLikeTheReference() && !b.mistakes.equipAllowed(a, fn)) {
                return LuaValue.FALSE;
            }
            Card equip = LuaCards.checkCard(a, 1, fn);
            Card target = LuaCards.checkCard(a, 2, fn);
            if (equip.location() != Location.SZONE || target.location() != Location.MZONE || !target.position().isFaceUp()) {
                throw new org.luaj.vm2.LuaError(fn + ": the Equip Card must be in a Spell & Trap Zone and the target face-up in a Monster Zone");
            }
            session.duel().field().equip(equip, target);
            return org.luaj.vm2.LuaValue.TRUE;
        });
        // (card, target): the card keeps the target as a lasting card target (Card.SetCardTarget)
        TestFunction.function(debug, PREFIX, "PreSetTarget", (a, fn) -> {
            if (session.toleratesLikeTheReference() && !(b.mistakes.cardGiven(a, fn)
                    && b.mistakes.cardGiven(a.subargs(2), fn + " (its target)"))) {
                return LuaValue.NONE;
            }
            session.duel().field().targets().link(LuaCards.checkCard(a, 1, fn),
                    LuaCards.checkCard(a, 2, fn));
            return org.luaj.vm2.LuaValue.TRUE;
        });
        // (card, counter type, count): counters the card holds from the start, permit or not
        TestFunction.function(debug, PREFIX, "PreAddCounter", (a, fn) -> {
            if (session.toleratesLikeTheReference() && !b.mistakes.cardGiven(a, fn)) {
                return LuaValue.NONE;
            }
            Card card = LuaCards.checkCard(a, 1, fn);
            session.duel().field().addCounters(card, ArgCheck.checkInt(a, 2, fn) & 0xffff, ArgCheck.checkInt(a, 3, fn));
            return org.luaj.vm2.LuaValue.TRUE;
        });
        TestFunction.function(debug, PREFIX, "ReloadFieldBegin", b::reloadFieldBegin);
        TestFunction.function(debug, PREFIX, "ReloadFieldEnd", (a, fn) -> LuaValue.NONE);
        TestFunction.function(debug, PREFIX, "Message", b::message);
        // (name): the name of the puzzle's opponent, shown by `spellspeed puzzle`
        TestFunction.function(debug, PREFIX, "SetAIName", (a, fn) -> {
            session.setAiName(ArgCheck.checkString(a, 1, fn));
            return LuaValue.NONE;
        });
        // (text): a hint for the player (the puzzle's goal); printed like Debug.Message and kept
        TestFunction.function(debug, PREFIX, "ShowHint", (a, fn) -> {
            String hint = a.arg(1).tojstring();
            session.addHint(hint);
            session.out().println(hint);
            return LuaValue.NONE;
        });
    }

    /** {@code Debug.SetPlayerInfo(player, lp, startcount, drawcount)}: only the LP can be chosen. */
    private Varargs setPlayerInfo(Varargs a, String fn) {
        setUpOnly(fn);
        if (session.toleratesLikeTheReference()) {
            if (mistakes.playerInfo(a, fn)) {
                session.duel().setLp(LuaArgs.player(a, 1, fn), ArgCheck.checkInt(a, 2, fn));
            }
            return LuaValue.NONE;
        }
        int player = LuaArgs.player(a, 1, fn);
        int lp = ArgCheck.checkInt(a, 2, fn);
        if (lp <= 0) {
            throw LuaArgs.bad(fn, 2, "LP of at least 1", a.arg(2));
        }
        if (ArgCheck.optInteger(a, 3, fn, 0) != 0 || ArgCheck.optInteger(a, 4, fn, 0) != 0) {
            throw notSupported(fn + " with a start or draw count other than 0",
                    "every test uses the standard 5-card opening hand and 1-card draw");
        }
        session.duel().setLp(player, lp);
        return LuaValue.NONE;
    }

    /**
     * {@code Debug.AddCard(code, owner, player, location, seq, pos [, proc])}: the card is where it
     * is since before the scenario began. Deck: seq 0 is the top, any other the bottom. Field: seq
     * is the zone. Other piles: seq is ignored, the card goes on top. {@code proc = true} marks it
     * as properly summoned (a monster with a summoning condition may then be revived).
     */
    private Varargs addCard(Varargs a, String fn) {
        setUpOnly(fn);
        if (session.toleratesLikeTheReference()) {
            a = mistakes.addCard(a, fn);
            if (a == null) {
                return LuaValue.NONE; // ygopro-core returns nothing for a card it did not place
            }
        }
        a = zoneAliases(a, fn);
        CardData data = session.args().code(a, 1, fn);
        int owner = LuaArgs.player(a, 2, fn);
        int player = LuaArgs.player(a, 3, fn);
        Location location = LuaArgs.location(a, 4, fn);
        int sequence = LuaArgs.count(a, 5, fn);
        Position position = position(a, fn, location);
        LuaValue proc = a.arg(7);
        if (!proc.isnil() && !proc.isboolean()) {
            throw LuaArgs.bad(fn, 7, "a boolean", proc);
        }
        if (!location.isOnField() && location != Location.OVERLAY && owner != player) {
            throw new LuaError(fn + ": a card in the " + location + " belongs to its owner's " + location
                    + ": owner and player must be the same");
        }
        if (location == Location.MZONE && !data.isMonster()) {
            throw new LuaError(fn + ": " + data.name() + " is not a monster: it cannot be placed in the Monster Zone");
        }
        if (location == Location.SZONE && sequence == 5 && !data.is(CardType.FIELD)) {
            throw new LuaError(fn + ": " + data.name() + " is not a Field Spell: it cannot be placed in the Field Zone (5)");
        }
        Card card;
        try {
            card = session.scenario().addCard(data, owner, player, location, sequence, position);
        } catch (IllegalArgumentException e) {
            throw new LuaError(fn + ": " + e.getMessage()); // a zone that does not exist or is occupied
        }
        if (proc.toboolean()) {
            // ygopro's "procedure complete": the monster counts as properly summoned, so it may be revived
            session.duel().field().markProperlySummoned(card);
        }
        LuaValue wrapped = session.cards().wrap(card);
        session.initialise(card, fn);
        return wrapped;
    }

    /**
     * LOCATION_FZONE (sequence 0) and LOCATION_PZONE (0: left, 1: right), as ygopro's Debug.AddCard
     * takes them: Spell &amp; Trap Zone 5, and Spell &amp; Trap Zones 0 and 4 (Master Rule 4 and later).
     */
    private static Varargs zoneAliases(Varargs a, String fn) {
        Integer mask = LuaArgs.integer(a.arg(4));
        if (mask == null || mask != LocationMask.FZONE && mask != LocationMask.PZONE) {
            return a;
        }
        int sequence = LuaArgs.count(a, 5, fn);
        int zone;
        if (mask == LocationMask.FZONE) {
            if (sequence != 0) {
                throw LuaArgs.bad(fn, 5, "0, the Field Zone's only sequence", a.arg(5));
            }
            zone = Field.fieldZone();
        } else {
            if (sequence > 1) {
                throw LuaArgs.bad(fn, 5, "0 or 1 for a Pendulum Zone", a.arg(5));
            }
            zone = sequence == 0 ? Field.LEFT_PENDULUM_ZONE : Field.RIGHT_PENDULUM_ZONE;
        }
        LuaValue[] values = new LuaValue[Math.max(a.narg(), 6)];
        for (int i = 0; i < values.length; i++) {
            values[i] = a.arg(i + 1);
        }
        values[3] = LuaValue.valueOf(Location.SZONE.mask());
        values[4] = LuaValue.valueOf(zone);
        return LuaValue.varargsOf(values);
    }

    /** On the field the position is exact; in a Spell & Trap Zone only face-up or face-down counts; elsewhere it is ignored. */
    private static Position position(Varargs a, String fn, Location location) {
        if (location == Location.MZONE) {
            return LuaArgs.position(a, 6, fn);
        }
        int mask = ArgCheck.checkInt(a, 6, fn);
        if (location == Location.SZONE) {
            boolean faceUp = mask != 0 && (mask & ~0x5) == 0;
            boolean faceDown = mask != 0 && (mask & ~0xa) == 0;
            if (!faceUp && !faceDown) {
                throw LuaArgs.bad(fn, 6, "POS_FACEUP or POS_FACEDOWN for a Spell & Trap Zone", a.arg(6));
            }
            return faceUp ? Position.FACEUP_ATTACK : Position.FACEDOWN_DEFENSE;
        }
        if (location == Location.REMOVED && mask != 0 && (mask & ~0xa) == 0) {
            throw notSupported(fn + " of a face-down banished card", "the engine keeps banished cards face-up");
        }
        return Position.FACEDOWN_DEFENSE; // piles: the engine decides the facing
    }

    /**
     * {@code Debug.PreSummon(card, summon_type [, summon_location])}: records how a monster placed
     * in a Monster Zone was summoned, for scripts that ask ({@code Card.IsSummonType}). It does not
     * make the monster count as summoned this turn: placed cards are there since before the
     * scenario. Only the summon types the engine has are accepted.
     */
    private Varargs preSummon(Varargs a, String fn) {
        setUpOnly(fn);
        if (session.toleratesLikeTheReference()) {
            SummonType known = mistakes.summonType(a, fn);
            if (known != null) {
                session.duel().field().markSummoned(LuaCards.checkCard(a, 1, fn), known);
            }
            return LuaValue.NONE;
        }
        Card card = LuaCards.checkCard(a, 1, fn);
        long value = ArgCheck.checkInteger(a, 2, fn);
        if (ArgCheck.optInteger(a, 3, fn, 0) != 0) {
            throw notSupported(fn + " with a summon location", "the engine does not record where a monster was summoned from");
        }
        if (card.location() != Location.MZONE) {
            throw new LuaError(fn + ": " + card + " is not in a Monster Zone");
        }
        SummonType type = null;
        for (SummonType candidate : SummonType.values()) {
            if (candidate != SummonType.NONE && candidate.value() == value) {
                type = candidate;
            }
        }
        if (type == null) {
            throw notSupported(fn + " with summon type 0x" + Long.toHexString(value),
                    "the engine knows SUMMON_TYPE_NORMAL, _ADVANCE, _FLIP, _SPECIAL, _FUSION, _RITUAL, _SYNCHRO, _XYZ, _PENDULUM and _LINK");
        }
        session.duel().field().markSummoned(card, type);
        return LuaValue.NONE;
    }

    /**
     * {@code Debug.ReloadFieldBegin(flags [, rule])}: a ygopro puzzle starts its field afresh under
     * these DUEL_* flags and master rule (0 or none: 1 under DUEL_OBSOLETE_RULING, else 5, as in
     * ygopro). It must come before any card is placed.
     */
    private Varargs reloadFieldBegin(Varargs a, String fn) {
        setUpOnly(fn);
        long flags = ArgCheck.checkInteger(a, 1, fn);
        long rule = ArgCheck.optInteger(a, 2, fn, 0);
        if (rule == 0) {
            rule = (flags & DuelFlag.OBSOLETE_RULING) != 0 ? 1 : 5;
        }
        if (session.toleratesLikeTheReference()) {
            rule = mistakes.masterRule((int) rule, fn);
        }
        if (rule < 1 || rule > 5) {
            throw LuaArgs.bad(fn, 2, "a master rule from 1 to 5", a.arg(2));
        }
        if (!session.duel().field().allCards().isEmpty()) {
            throw new LuaError(fn + ": call it before the first Debug.AddCard (it starts the field afresh)");
        }
        session.duel().configureRules(flags, (int) rule);
        return LuaValue.NONE;
    }

    /** {@code Debug.Message(…)}: prints its arguments to the test's output, like {@code print}. */
    private Varargs message(Varargs a, String fn) {
        StringBuilder line = new StringBuilder();
        for (int i = 1; i <= a.narg(); i++) {
            if (i > 1) {
                line.append('\t');
            }
            line.append(a.arg(i).tojstring());
        }
        session.out().println(line);
        return LuaValue.NONE;
    }

    private void setUpOnly(String fn) {
        if (session.scenario().hasStarted()) {
            throw new LuaError(fn + ": set-up is over: call it before the first t:Run()");
        }
    }

    private static LuaError notSupported(String what, String why) {
        return new LuaError(what + " is not supported yet: " + why);
    }
}
