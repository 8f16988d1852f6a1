package dev.spellspeed.script.testing;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/**
 * A puzzle file's own mistakes that ygopro-core's {@code Debug} functions (libdebug.cpp) tolerate,
 * loaded as there when a puzzle is loaded {@link PuzzleLoading#AS_REFERENCE}: each check below
 * either returns the call's arguments corrected, or says the call does nothing, and records a
 * {@link PuzzleWarning} naming the puzzle's line. ygopro-core reads a missing number as 0, skips a
 * card whose owner, player or zone is unusable, keeps any position value, refuses an equip without
 * failing, and ignores what it cannot apply; where Spellspeed cannot hold what ygopro would (a Spell
 * in a Monster Zone, a card in another player's pile), the card is skipped or put where it can be,
 * and the warning says so. The test framework's {@code Debug} never comes here: it stays strict.
 */
final class PuzzleMistakes {
    private static final String SKIPPED = ": the card is skipped, as ygopro-core does";

    private final TestSession session;

    PuzzleMistakes(TestSession session) {
        this.session = session;
    }

    /**
     * {@code Debug.AddCard(code, owner, player, location, seq, pos [, proc])}: the arguments as the
     * strict binding accepts them, or null when ygopro-core would place no card (or Spellspeed cannot).
     */
    Varargs addCard(Varargs a, String fn) {
        CardData data = knownCard(a.arg(1));
        if (data == null) {
            // ygopro-core places a card without data here (no type, no script); Spellspeed has no such card
            session.warn(fn + ": unknown card code " + a.arg(1).tojstring() + " (not in the card database)" + SKIPPED
                    + " (it would place a card with no data)");
            return null;
        }
        Integer owner = player(a.arg(2), fn, "owner");
        Integer player = player(a.arg(3), fn, "player");
        if (owner == null || player == null) {
            return null;
        }
        int locationMask = number(a.arg(4));
        int sequence = number(a.arg(5));
        Location location = locationOf(locationMask);
        if (locationMask == LocationMask.FZONE) {
            location = Location.SZONE;
            if (sequence != 0) {
                session.warn(fn + ": the Field Zone has no sequence " + sequence + SKIPPED);
                return null;
            }
            sequence = Field.fieldZone();
        } else if (locationMask == LocationMask.PZONE) {
            location = Location.SZONE;
            if (sequence != 0 && sequence != 1) {
                session.warn(fn + ": there is no Pendulum Zone " + sequence + SKIPPED);
                return null;
            }
            sequence = sequence == 0 ? Field.LEFT_PENDULUM_ZONE : Field.RIGHT_PENDULUM_ZONE; // Master Rule 4 and later
        }
        if (location == null || location == Location.OVERLAY) {
            session.warn(fn + ": location 0x" + Integer.toHexString(locationMask) + " is not one place a card can be put"
                    + SKIPPED);
            return null;
        }
        if (location.isOnField()) {
            Card occupant = session.duel().field().zoneCard(player, location, sequence);
            if (location == Location.MZONE && occupant != null && occupant.data().is(CardType.XYZ)) {
                // ygopro-core: a card added onto an Xyz Monster becomes its Xyz Material (the puzzles' way to give materials)
                return LuaValue.varargsOf(new LuaValue[] {a.arg(1), LuaValue.valueOf(owner), LuaValue.valueOf(player),
                        LuaValue.valueOf(Location.OVERLAY.mask()), LuaValue.valueOf(sequence), LuaValue.valueOf(0), a.arg(7)});
            }
            String problem = session.duel().field().zoneProblem(player, location, sequence);
            if (problem != null) {
                session.warn(fn + ": " + problem + SKIPPED);
                return null;
            }
            if (location == Location.MZONE && !data.isMonster()) {
                session.warn(fn + ": " + data.name() + " is not a monster: Spellspeed cannot hold it in a Monster Zone, so it is skipped");
                return null;
            }
            if (location == Location.SZONE && sequence == Field.fieldZone() && !data.is(CardType.FIELD)) {
                session.warn(fn + ": " + data.name() + " is not a Field Spell: Spellspeed cannot hold it in the Field Zone, so it is skipped");
                return null;
            }
        } else if (owner.intValue() != player.intValue()) {
            session.warn(fn + ": " + data.name() + " is put into its owner's " + location + " (player " + owner
                    + "), not player " + player + "'s: Spellspeed keeps every card in its owner's piles");
            player = owner;
        }
        int position = position(a.arg(6), location, data, fn);
        LuaValue proc = a.arg(7);
        if (!proc.isnil() && !proc.isboolean()) {
            session.warn(fn + ": argument 7 is " + proc.typename() + ", read as " + proc.toboolean() + " as ygopro-core does");
            proc = LuaValue.valueOf(proc.toboolean());
        }
        return LuaValue.varargsOf(new LuaValue[] {a.arg(1), LuaValue.valueOf(owner), LuaValue.valueOf(player),
                LuaValue.valueOf(location.mask()), LuaValue.valueOf(sequence), LuaValue.valueOf(position), proc});
    }

    /**
     * {@code Debug.PreEquip(equip, target)}: true when the strict binding can equip; else ygopro-core
     * returns false without equipping (an Equip Card off the Spell &amp; Trap Zones, a target off the
     * Monster Zones or face-down, or a card the puzzle never placed).
     */
    boolean equipAllowed(Varargs a, String fn) {
        Card equip = card(a.arg(1));
        Card target = card(a.arg(2));
        if (equip == null || target == null) {
            session.warn(fn + ": argument " + (equip == null ? 1 : 2) + " is " + a.arg(equip == null ? 1 : 2).typename()
                    + ", not a card (was the card skipped?): nothing is equipped");
            return false;
        }
        if (equip.location() != Location.SZONE || target.location() != Location.MZONE || !target.position().isFaceUp()) {
            session.warn(fn + ": " + equip + " can equip only from a Spell & Trap Zone to a face-up monster in a Monster Zone:"
                    + " nothing is equipped, as in ygopro-core");
            return false;
        }
        return true;
    }

    /** A Debug function given something other than a card where ygopro-core wants one: the call is skipped. */
    boolean cardGiven(Varargs a, String fn) {
        if (card(a.arg(1)) != null) {
            return true;
        }
        session.warn(fn + ": argument 1 is " + a.arg(1).typename() + ", not a card (was the card skipped?): the call is skipped");
        return false;
    }

    /**
     * {@code Debug.PreSummon(card, type [, location])}: the summon type to record, or null when there
     * is none Spellspeed knows; a summon location is ignored with a warning.
     */
    SummonType summonType(Varargs a, String fn) {
        Card card = card(a.arg(1));
        if (card == null || card.location() != Location.MZONE) {
            session.warn(fn + ": argument 1 is not a monster in a Monster Zone: nothing is recorded");
            return null;
        }
        if (number(a.arg(3)) != 0) {
            session.warn(fn + ": the summon location " + a.arg(3).tojstring() + " is not recorded (Spellspeed does not keep it)");
        }
        long value = number(a.arg(2));
        for (SummonType candidate : SummonType.values()) {
            if (candidate != SummonType.NONE && candidate.value() == value) {
                return candidate;
            }
        }
        session.warn(fn + ": summon type 0x" + Long.toHexString(value) + " is not one Spellspeed knows: nothing is recorded");
        return null;
    }

    /** {@code Debug.SetPlayerInfo(player, lp, start, draw)}: whether to set the LP (start and draw counts are not kept). */
    boolean playerInfo(Varargs a, String fn) {
        int player = number(a.arg(1));
        if (player != 0 && player != 1) {
            session.warn(fn + ": player " + a.arg(1).tojstring() + " is not 0 or 1: ignored, as ygopro-core does");
            return false;
        }
        if (number(a.arg(3)) != 0 || number(a.arg(4)) != 0) {
            session.warn(fn + ": a start or draw count other than 0 is not kept (the 5-card opening hand and 1-card draw apply)");
        }
        if (number(a.arg(2)) <= 0) {
            session.warn(fn + ": LP " + a.arg(2).tojstring() + " would end the duel at once: the LP stay as they are");
            return false;
        }
        return true;
    }

    /** {@code Debug.ReloadFieldBegin(flags [, rule])}: the master rule to record (5 for one outside 1-5, with a warning). */
    int masterRule(int rule, String fn) {
        if (rule >= 1 && rule <= 5) {
            return rule;
        }
        session.warn(fn + ": master rule " + rule + " does not exist: Master Rule 5 is recorded");
        return 5;
    }

    // ygopro-core reads its arguments with lua_tointeger: what is not a number is 0
    private static int number(LuaValue v) {
        Integer n = LuaArgs.integer(v);
        if (n != null) {
            return n;
        }
        return v.isnumber() ? (int) v.todouble() : 0;
    }

    private Integer player(LuaValue v, String fn, String what) {
        int p = number(v);
        if (p == 0 || p == 1) {
            return p;
        }
        session.warn(fn + ": " + what + " " + v.tojstring() + " is not 0 or 1" + SKIPPED);
        return null;
    }

    /** The card a code (or, as a test may write it, a name) stands for; null when the database has none. */
    private CardData knownCard(LuaValue v) {
        if (v.type() == LuaValue.TSTRING) {
            try {
                return session.args().code(LuaValue.varargsOf(new LuaValue[] {v}), 1, "");
            } catch (LuaError unknown) {
                return null;
            }
        }
        return session.args().cards().find(number(v)).orElse(null);
    }

    private static Location locationOf(int mask) {
        for (Location location : Location.values()) {
            if (location.mask() == mask) {
                return location;
            }
        }
        return null;
    }

    /**
     * The position as a POS_* mask the strict binding accepts. ygopro-core keeps any value; Spellspeed
     * reads it as ygopro-core's checks would: face-up if any face-up bit is set, Attack Position if
     * face-up with the Attack bit or face-down Attack alone, else face-down Defense.
     */
    private int position(LuaValue v, Location location, CardData data, String fn) {
        int mask = number(v);
        boolean single = Integer.bitCount(mask) == 1 && (mask & ~0xf) == 0;
        boolean faceUp = (mask & 0x5) != 0;
        if (location == Location.MZONE) {
            if (single) {
                return mask;
            }
            int read = faceUp ? ((mask & 0x1) != 0 ? 0x1 : 0x4) : 0x8;
            session.warn(fn + ": position 0x" + Integer.toHexString(mask) + " is not one position: " + data.name()
                    + " is placed " + Position.values()[Integer.numberOfTrailingZeros(read)]);
            return read;
        }
        if (location == Location.SZONE) {
            boolean up = mask != 0 && (mask & ~0x5) == 0;
            boolean down = mask != 0 && (mask & ~0xa) == 0;
            if (up || down) {
                return mask;
            }
            session.warn(fn + ": position 0x" + Integer.toHexString(mask) + " is neither face-up nor face-down: "
                    + data.name() + " is placed " + (faceUp ? "face-up" : "face-down"));
            return faceUp ? 0x5 : 0xa;
        }
        if (location == Location.REMOVED && mask != 0 && (mask & ~0xa) == 0) {
            session.warn(fn + ": " + data.name() + " is banished face-up: Spellspeed keeps banished cards face-up");
            return 0x5;
        }
        return mask;
    }

    private static Card card(LuaValue v) {
        try {
            return v.isuserdata() ? LuaCards.checkCard(LuaValue.varargsOf(new LuaValue[] {v}), 1, "") : null;
        } catch (LuaError notACard) {
            return null;
        }
    }
}
