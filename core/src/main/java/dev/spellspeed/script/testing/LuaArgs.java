package dev.spellspeed.script.testing;

import java.util.ArrayList;
import java.util.List;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardNameException;
import dev.spellspeed.data.CardNames;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.lua53.LuaIntegers;
import dev.spellspeed.testing.CardRef;

/**
 * Argument checks and conversions shared by the {@code Debug} and {@code t} bindings: players,
 * cards (a code, a name or a Card), and the ygopro PHASE/POS/LOCATION constants. Errors use
 * {@link ArgCheck}'s wording, e.g. {@code t:Summon: argument 2 must be a card code, name or Card, got nil}.
 */
final class LuaArgs {
    /** The LOCATION_* bits the engine knows (LOCATION_FZONE and LOCATION_PZONE are not zones of their own here). */
    private static final int KNOWN_LOCATIONS = 0xff;

    private final CardDatabase cards;
    private final CardNames names;

    LuaArgs(CardDatabase cards, CardNames names) {
        this.cards = cards;
        this.names = names;
    }

    static int player(Varargs args, int index, String fn) {
        return playerValue(args.arg(index), fn, "argument " + index);
    }

    /** @param what how the message names the value, e.g. {@code argument 1} or {@code player} */
    static int playerValue(LuaValue v, String fn, String what) {
        Integer p = integer(v);
        if (p != null && (p == 0 || p == 1)) {
            return p;
        }
        throw bad(fn, what, "player 0 or 1", v);
    }

    /** An error in ArgCheck's wording for a value that is not a positional argument (a table field, an element). */
    static LuaError bad(String fn, String what, String expected, LuaValue actual) {
        return new LuaError(fn + ": " + what + " must be " + expected + ", got " + shown(actual));
    }

    /** Positional form of {@link #bad(String, String, String, LuaValue)}. */
    static LuaError bad(String fn, int index, String expected, LuaValue actual) {
        return bad(fn, "argument " + index, expected, actual);
    }

    /** A number or string is shown as itself (a wrong value of the right type), anything else by its type. */
    private static String shown(LuaValue v) {
        if (v.type() == LuaValue.TNUMBER) {
            return v.tojstring();
        }
        if (v.type() == LuaValue.TSTRING) {
            return "\"" + v.tojstring() + "\"";
        }
        return ArgCheck.typeName(v);
    }

    /** The card database cards are looked up in. */
    CardDatabase cards() {
        return cards;
    }

    /** The value as an int when it is an integral number that fits, else null (whatever its Lua subtype). */
    static Integer integer(LuaValue v) {
        Long l = v.type() == LuaValue.TNUMBER ? LuaIntegers.tryToLong(v) : null;
        return l != null && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE ? (int) l.longValue() : null;
    }

    /** A card the card database knows, by code or by name. */
    CardData code(Varargs args, int index, String fn) {
        return codeValue(args.arg(index), fn, "argument " + index);
    }

    private CardData codeValue(LuaValue v, String fn, String what) {
        if (v.type() == LuaValue.TSTRING) {
            return byName(v.tojstring(), fn, what);
        }
        Integer code = integer(v);
        if (code == null) {
            throw bad(fn, what, "a card code or name", v);
        }
        return cards.find(code).orElseThrow(() ->
                new LuaError(fn + ": " + what + ": unknown card code " + code + " (not in the card database)"));
    }

    private CardData byName(String name, String fn, String what) {
        try {
            return names.find(name);
        } catch (CardNameException e) {
            throw new LuaError(fn + ": " + what + ": " + e.getMessage());
        }
    }

    /** A card named by code or name (the first match in location order) or exactly, by a Card. */
    CardRef card(Varargs args, int index, String fn) {
        return cardValue(args.arg(index), fn, "argument " + index);
    }

    private CardRef cardValue(LuaValue v, String fn, String what) {
        Card card = LuaCards.toCard(v);
        if (card != null) {
            return CardRef.of(card);
        }
        if (v.type() == LuaValue.TSTRING) {
            return CardRef.named(v.tojstring(), byName(v.tojstring(), fn, what).code());
        }
        if (integer(v) != null) {
            return CardRef.code(codeValue(v, fn, what).code());
        }
        throw bad(fn, what, "a card code, name or Card", v);
    }

    /** A card code for an announcement: a number as given, or the code of a card named by name. */
    long announced(Varargs args, int index, String fn) {
        if (args.arg(index).type() == LuaValue.TSTRING) {
            return byName(args.arg(index).tojstring(), fn, "argument " + index).code();
        }
        return ArgCheck.checkInteger(args, index, fn);
    }

    /** A list of cards: a table whose elements are codes, names or Cards. */
    List<CardRef> cardList(Varargs args, int index, String fn) {
        LuaTable table = ArgCheck.checkTable(args, index, fn);
        List<CardRef> refs = new ArrayList<>();
        for (int i = 1; i <= table.length(); i++) {
            refs.add(cardValue(table.get(i), fn, "argument " + index + " element " + i));
        }
        return refs;
    }

    /** A list of cards by code or name, e.g. a deck. */
    List<CardData> codeList(LuaValue value, String fn, String what) {
        if (!value.istable()) {
            throw bad(fn, what, "a table of card codes or names", value);
        }
        LuaTable table = value.checktable();
        List<CardData> list = new ArrayList<>();
        for (int i = 1; i <= table.length(); i++) {
            list.add(codeValue(table.get(i), fn, what + " element " + i));
        }
        return list;
    }

    static Phase phase(Varargs args, int index, String fn) {
        return phaseValue(args.arg(index), fn, "argument " + index);
    }

    static Phase phaseValue(LuaValue v, String fn, String what) {
        Integer mask = integer(v);
        if (mask != null) {
            for (Phase phase : Phase.values()) {
                if (phase.mask() == mask) {
                    return phase;
                }
            }
        }
        throw bad(fn, what, "a PHASE_ constant", v);
    }

    /** Exactly one battle position (POS_FACEUP_ATTACK, POS_FACEDOWN_DEFENSE, …). */
    static Position position(Varargs args, int index, String fn) {
        LuaValue v = args.arg(index);
        Integer mask = integer(v);
        if (mask != null) {
            for (Position position : Position.values()) {
                if (position.mask() == mask) {
                    return position;
                }
            }
        }
        throw bad(fn, index, "one POS_ constant (POS_FACEUP_ATTACK, POS_FACEDOWN_DEFENSE, …)", v);
    }

    /** Exactly one location (LOCATION_DECK, LOCATION_MZONE, …). */
    static Location location(Varargs args, int index, String fn) {
        LuaValue v = args.arg(index);
        Integer mask = integer(v);
        if (mask != null) {
            for (Location location : Location.values()) {
                if (location.mask() == mask) {
                    return location;
                }
            }
        }
        throw bad(fn, index, "one LOCATION_ constant (LOCATION_HAND, LOCATION_MZONE, …)", v);
    }

    /** A LOCATION_* mask of one or more locations the engine knows. */
    static int locationMask(Varargs args, int index, String fn) {
        int mask = ArgCheck.checkInt(args, index, fn);
        if (mask == 0 || (mask & ~KNOWN_LOCATIONS) != 0) {
            throw bad(fn, index, "LOCATION_ constants (LOCATION_FZONE and LOCATION_PZONE are not supported yet)",
                    args.arg(index));
        }
        return mask;
    }

    /** An optional POS_* mask: 0 (any position) when absent. */
    static int optPositionMask(Varargs args, int index, String fn) {
        int mask = (int) ArgCheck.optInteger(args, index, fn, 0);
        if ((mask & ~0xf) != 0) {
            throw bad(fn, index, "POS_ constants", args.arg(index));
        }
        return mask;
    }

    /** A non-negative integer that fits in an int. */
    static int count(Varargs args, int index, String fn) {
        int n = ArgCheck.checkInt(args, index, fn);
        if (n < 0) {
            throw bad(fn, index, "a number of at least 0", args.arg(index));
        }
        return n;
    }
}
