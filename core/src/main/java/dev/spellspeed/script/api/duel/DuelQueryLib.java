package dev.spellspeed.script.api.duel;

import dev.spellspeed.rules.turn.NormalDraw;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.rules.moves.SpellTrapZones;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.CardQueries;
import dev.spellspeed.script.api.CardSelection;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import java.util.List;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/** The {@code Duel} table: questions about the field: free zones, the cards at a place, cards matching a filter. */
public final class DuelQueryLib {
    private static final String T = "Duel";

    private DuelQueryLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        SpellTrapZones spellTrapZones = bridge.rules().spellTrapZones();

        // (player[, leaving card or group, …]): free Main Monster Zones, counting those the leaving monsters will free
        ApiFunction.define(table, T, "GetMZoneCount", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            int count = duel.field().freeZones().mainMonster(player).size();
            if (!a.arg(2).isnil()) {
                for (Card c : LuaBridge.checkCards(a, 2, f).toList()) {
                    // a monster about to leave frees its Main Monster Zone
                    if (c.location() == Location.MZONE && c.controller() == player && c.sequence() < 5) {
                        count++;
                    }
                }
            }
            return LuaValue.valueOf(count);
        });
        // (player[, summoning player, cards leaving, card]): zones a monster from the Extra Deck may take
        // (Master Rule 2020: a Fusion/Synchro/Xyz card, any zone; none or a Link: the Extra Monster Zones)
        ApiFunction.define(table, T, "GetLocationCountFromEx", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            CardGroup leaving = a.arg(3).isnil() ? new CardGroup() : LuaBridge.checkCards(a, 3, f);
            if (a.arg(4).isnumber()) {
                // a type instead of a card: TYPE_FUSION, _SYNCHRO or _XYZ may use any Main Monster Zone
                long type = a.arg(4).tolong();
                boolean anyZone = (type & (CardType.FUSION | CardType.SYNCHRO | CardType.XYZ)) != 0
                        && (type & (CardType.LINK | CardType.PENDULUM)) == 0;
                return LuaValue.valueOf(duel.field().freeZones().forExtraDeckSummon(player, anyZone, leaving).size());
            }
            Card card = a.arg(4).isnil() ? null : LuaCards.checkCard(a, 4, f);
            return LuaValue.valueOf(duel.field().freeZones().forSummon(player, card, leaving).size());
        });
        // (player): the Main and Extra Monster Zones the player may still use (at most one Extra Monster Zone)
        ApiFunction.define(table, T, "GetUsableMZoneCount", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            return LuaValue.valueOf(duel.field().freeZones().mainMonster(player).size()
                    + (duel.field().freeZones().extraMonster(player).isEmpty() ? 0 : 1));
        });
        // (player): how many cards their normal draw draws
        ApiFunction.define(table, T, "GetDrawCount", (a, f) ->
                LuaValue.valueOf(NormalDraw.count(duel, LuaArgs.player(a, 1, f))));
        ApiFunction.define(table, T, "GetLocationCount", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            int location = ArgCheck.checkInt(a, 2, f);
            if (location == Location.MZONE.mask()) {
                return LuaValue.valueOf(duel.field().freeZones().mainMonster(player).size());
            }
            if (location == Location.SZONE.mask()) {
                return LuaValue.valueOf(duel.field().freeZones().spellTrap(player).size());
            }
            throw ArgCheck.error(f, 2, "LOCATION_MZONE or LOCATION_SZONE", a.arg(2));
        });
        ApiFunction.define(table, T, "GetFieldCard", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            if (ArgCheck.checkInt(a, 2, f) == LocationMask.PZONE) {
                // Pendulum Zone 0 is the left one (Spell & Trap Zone 0), 1 the right one (zone 4)
                return bridge.wrap(duel.field().pendulumScale(player, pendulumZone(a, f)));
            }
            if (ArgCheck.checkInt(a, 2, f) == LocationMask.FZONE) {
                // the Field Zone has one sequence, 0 (Spell & Trap Zone 5)
                return ArgCheck.checkInt(a, 3, f) != 0 ? LuaValue.NIL
                        : bridge.wrap(duel.field().at(player, Location.SZONE, Field.fieldZone()).orElse(null));
            }
            Location location = location(a, 2, f);
            return bridge.wrap(duel.field().at(player, location, ArgCheck.checkInt(a, 3, f)).orElse(null));
        });
        ApiFunction.define(table, T, "CheckLocation", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            if (ArgCheck.checkInt(a, 2, f) == LocationMask.PZONE) {
                return LuaValue.valueOf(duel.field().freeZones().pendulum(player).contains(pendulumZone(a, f)));
            }
            if (ArgCheck.checkInt(a, 2, f) == LocationMask.FZONE) {
                return LuaValue.valueOf(ArgCheck.checkInt(a, 3, f) == 0 && duel.field().freeZones().fieldZoneFree(player));
            }
            Location location = location(a, 2, f);
            return LuaValue.valueOf(duel.field().at(player, location, ArgCheck.checkInt(a, 3, f)).isEmpty());
        });
        ApiFunction.define(table, T, "GetFieldGroup", (a, f) -> bridge.wrap(range(duel, a, 1, f)));
        ApiFunction.define(table, T, "GetFieldGroupCount", (a, f) -> LuaValue.valueOf(CardQueries.count(duel,
                LuaArgs.player(a, 1, f), ArgCheck.checkInt(a, 2, f), ArgCheck.checkInt(a, 3, f))));
        // (filter, player, self, opponent, excluded, extra...)
        ApiFunction.define(table, T, "GetMatchingGroup", (a, f) ->
                bridge.wrap(CardQueries.filter(bridge, walked(duel, a, 2, f), filter(a, 1, f), a.arg(5), a.subargs(6))));
        ApiFunction.define(table, T, "GetMatchingGroupCount", (a, f) -> LuaValue.valueOf(
                CardQueries.filter(bridge, walked(duel, a, 2, f), filter(a, 1, f), a.arg(5), a.subargs(6)).size()));
        ApiFunction.define(table, T, "GetFirstMatchingCard", (a, f) -> bridge.wrap(
                CardQueries.filter(bridge, walked(duel, a, 2, f), filter(a, 1, f), a.arg(5), a.subargs(6)).first()));
        // (filter, player, self, opponent, count, excluded, extra...)
        ApiFunction.define(table, T, "IsExistingMatchingCard", (a, f) -> LuaValue.valueOf(CardQueries.atLeast(bridge,
                walked(duel, a, 2, f), filter(a, 1, f), a.arg(6), a.subargs(7), ArgCheck.checkInt(a, 5, f))));
        // (selecting player, filter, player, self, opponent, min, max, excluded, extra...)
        ApiFunction.define(table, T, "SelectMatchingCard", (a, f) -> {
            int selecting = LuaArgs.player(a, 1, f);
            CardGroup candidates = CardQueries.filter(bridge, walked(duel, a, 3, f), filter(a, 2, f), a.arg(8), a.subargs(9));
            return bridge.wrap(CardSelection.select(bridge, selecting, candidates,
                    ArgCheck.checkInt(a, 6, f), ArgCheck.checkInt(a, 7, f)));
        });
        // (player): the player's Monster Zones any Link Monster points to
        ApiFunction.define(table, "Duel", "GetLinkedZone", (a, f) ->
                LuaValue.valueOf(duel.field().freeZones().linked(LuaArgs.player(a, 1, f)) & 0x7f));
        ApiFunction.define(table, T, "GetOperatedGroup", (a, f) -> bridge.wrap(duel.operation().operatedGroup()));
        // (player, count): the top cards of the Deck, the top card first
        ApiFunction.define(table, T, "GetDecktopGroup", (a, f) -> bridge.wrap(new CardGroup(duel.field().deckTop(
                LuaArgs.player(a, 1, f), Math.max(0, ArgCheck.checkInt(a, 2, f))))));
        // (player[, leaving card or group, using player, reason, zones=0xff]): count, and the unusable zones' bits
        ApiFunction.define(table, T, "GetSZoneCount", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            CardGroup leaving = a.arg(2).isnil() ? new CardGroup() : LuaBridge.checkCards(a, 2, f);
            int zones = (int) ArgCheck.optInteger(a, 5, f, 0xff);
            List<Integer> usable = spellTrapZones.usable(player, leaving, zones);
            return LuaValue.varargsOf(LuaValue.valueOf(usable.size()),
                    LuaValue.valueOf(SpellTrapZones.unusableFlag(usable)));
        });
    }

    /** (player, self locations, opponent locations) starting at {@code index}. */
    private static CardGroup range(Duel duel, Varargs a, int index, String f) {
        return CardQueries.field(duel, LuaArgs.player(a, index, f), ArgCheck.checkInt(a, index + 1, f),
                ArgCheck.checkInt(a, index + 2, f));
    }

    /** The same cards as {@link #range}, as a list to walk: the matching queries keep only the cards that pass. */
    private static List<Card> walked(Duel duel, Varargs a, int index, String f) {
        return CardQueries.range(duel, LuaArgs.player(a, index, f), ArgCheck.checkInt(a, index + 1, f),
                ArgCheck.checkInt(a, index + 2, f));
    }

    private static LuaValue filter(Varargs a, int index, String f) {
        LuaValue v = a.arg(index);
        if (!v.isnil() && !v.isfunction()) {
            throw ArgCheck.error(f, index, "a function or nil", v);
        }
        return v;
    }

    private static int pendulumZone(Varargs a, String f) {
        return ArgCheck.checkInt(a, 3, f) == 0 ? Field.LEFT_PENDULUM_ZONE
                : Field.RIGHT_PENDULUM_ZONE;
    }

    private static Location location(Varargs a, int index, String f) {
        int mask = ArgCheck.checkInt(a, index, f);
        for (Location location : Location.values()) {
            if (location.mask() == mask) {
                return location;
            }
        }
        throw ArgCheck.error(f, index, "a single LOCATION_* value", a.arg(index));
    }
}
