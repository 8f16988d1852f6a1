package dev.spellspeed.script.api;

import java.util.ArrayList;
import java.util.List;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/** Card lookups shared by the Duel and Group functions: location ranges and Lua filter functions. */
public final class CardQueries {
    /** The order in which a side's locations are walked (ygopro walks the field first). */
    private static final Location[] ORDER = {Location.MZONE, Location.SZONE, Location.DECK, Location.HAND,
            Location.GRAVE, Location.REMOVED, Location.EXTRA};
    private static final int[] PENDULUM_ZONES = {Field.LEFT_PENDULUM_ZONE, Field.RIGHT_PENDULUM_ZONE};

    private CardQueries() {}

    /** The cards in {@code self} locations of {@code player} and {@code opponent} locations of the other player. */
    public static CardGroup field(Duel duel, int player, int self, int opponent) {
        return new CardGroup(range(duel, player, self, opponent));
    }

    /**
     * The cards of {@link #field} in the same order, as a list for a query that only walks them
     * (Duel.IsExistingMatchingCard, GetMatchingGroup…): no set is built for the whole range, often a
     * Deck, of which only the passing cards are kept. A card is in one location, so none comes twice.
     */
    public static List<Card> range(Duel duel, int player, int self, int opponent) {
        List<Card> cards = new ArrayList<>();
        addSide(duel, player, self, cards);
        addSide(duel, 1 - player, opponent, cards);
        return cards;
    }

    /**
     * How many cards {@link #range} would list, without listing them (Duel.GetFieldGroupCount: about a
     * hundred calls per full-pool duel, each of which built a group of the range only to count it).
     */
    public static int count(Duel duel, int player, int self, int opponent) {
        return countSide(duel, player, self) + countSide(duel, 1 - player, opponent);
    }

    private static int countSide(Duel duel, int player, int locations) {
        int count = 0;
        if (scalesOnly(locations)) {
            for (int zone : PENDULUM_ZONES) {
                if (duel.field().pendulumScale(player, zone) != null) {
                    count++;
                }
            }
        }
        for (Location location : ORDER) {
            if (location.in(locations)) {
                count += duel.field().cards(player, location).size();
            }
        }
        return count;
    }

    /** LOCATION_PZONE without the whole Spell & Trap Zone: the Pendulum Zones' cards are counted apart. */
    private static boolean scalesOnly(int locations) {
        return (locations & LocationMask.PZONE) != 0 && (locations & Location.SZONE.mask()) == 0;
    }

    private static void addSide(Duel duel, int player, int locations, List<Card> into) {
        if (scalesOnly(locations)) {
            for (int zone : PENDULUM_ZONES) {
                Card scale = duel.field().pendulumScale(player, zone);
                if (scale != null) {
                    into.add(scale);
                }
            }
        }
        for (Location location : ORDER) {
            if (location.in(locations)) {
                into.addAll(duel.field().cards(player, location));
            }
        }
    }

    /**
     * The cards of {@code candidates} that pass a Lua filter {@code filter(c, extra...)} (nil: all)
     * and are not the excluded card or group.
     */
    public static CardGroup filter(LuaBridge bridge, Iterable<Card> candidates, LuaValue filter, LuaValue excluded, Varargs extra) {
        CardGroup result = new CardGroup();
        for (Card card : candidates) {
            if (isExcluded(card, excluded)) {
                continue;
            }
            if (filter.isnil() || passes(bridge, filter, card, extra)) {
                result.add(card);
            }
        }
        return result;
    }

    /** Counts passing cards, stopping as soon as {@code needed} are found. */
    public static boolean atLeast(LuaBridge bridge, Iterable<Card> candidates, LuaValue filter, LuaValue excluded, Varargs extra,
                           int needed) {
        int found = 0;
        for (Card card : candidates) {
            if (!isExcluded(card, excluded) && (filter.isnil() || passes(bridge, filter, card, extra))) {
                if (++found >= needed) {
                    return true;
                }
            }
        }
        return needed <= 0;
    }

    private static boolean passes(LuaBridge bridge, LuaValue filter, Card card, Varargs extra) {
        Varargs args = LuaValue.varargsOf(bridge.wrap(card), extra);
        return bridge.scripts().call(0, CallbackRole.OTHER, filter, args).arg1().toboolean();
    }

    private static boolean isExcluded(Card card, LuaValue excluded) {
        if (excluded.isnil()) {
            return false;
        }
        Object o = excluded.touserdata();
        return o == card || (o instanceof CardGroup group && group.contains(card));
    }
}
