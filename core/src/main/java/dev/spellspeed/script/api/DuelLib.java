package dev.spellspeed.script.api;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/** The {@code Duel} table: the state of the duel and queries over its cards. Actions come with the effects layer. */
final class DuelLib {
    private static final String T = "Duel";

    private DuelLib() {}

    static void install(LuaBridge bridge) {
        LuaTable t = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();

        ApiFunction.define(t, T, "GetTurnPlayer", (a, f) -> LuaValue.valueOf(duel.turnPlayer()));
        ApiFunction.define(t, T, "GetTurnCount", (a, f) -> LuaValue.valueOf(duel.turn()));
        ApiFunction.define(t, T, "GetCurrentPhase", (a, f) -> LuaValue.valueOf(duel.phase().mask()));
        ApiFunction.define(t, T, "GetLP", (a, f) -> LuaValue.valueOf(duel.lp(player(a, 1, f))));
        ApiFunction.define(t, T, "SetLP", (a, f) -> {
            duel.setLp(player(a, 1, f), ArgCheck.checkInt(a, 2, f));
            return LuaValue.NONE;
        });
        // hints steer a graphical client; headless duels have none to steer
        ApiFunction.define(t, T, "Hint", (a, f) -> LuaValue.NONE);
        ApiFunction.define(t, T, "HintSelection", (a, f) -> LuaValue.NONE);

        ApiFunction.define(t, T, "IsPlayerAffectedByEffect", (a, f) ->
                bridge.wrap(duel.playerEffect(player(a, 1, f), ArgCheck.checkInteger(a, 2, f))));
        ApiFunction.define(t, T, "RegisterEffect", (a, f) -> {
            Effect effect = LuaBridge.checkEffect(a, 1, f);
            duel.effects().register(effect, player(a, 2, f));
            return LuaValue.valueOf(effect.id());
        });

        // (player[, leaving card or group, …]): free Main Monster Zones, counting those the leaving monsters will free
        ApiFunction.define(t, T, "GetMZoneCount", (a, f) -> {
            int player = player(a, 1, f);
            int count = duel.field().freeMainMonsterZones(player).size();
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
        ApiFunction.define(t, T, "GetLocationCountFromEx", (a, f) -> {
            int player = player(a, 1, f);
            CardGroup leaving = a.arg(3).isnil() ? new CardGroup() : LuaBridge.checkCards(a, 3, f);
            if (a.arg(4).isnumber()) {
                // a type instead of a card: TYPE_FUSION, _SYNCHRO or _XYZ may use any Main Monster Zone
                long type = a.arg(4).tolong();
                boolean anyZone = (type & (CardType.FUSION | CardType.SYNCHRO | CardType.XYZ)) != 0
                        && (type & (CardType.LINK | CardType.PENDULUM)) == 0;
                return LuaValue.valueOf(duel.field().extraDeckSummonZones(player, anyZone, leaving).size());
            }
            Card card = a.arg(4).isnil() ? null : LuaCards.checkCard(a, 4, f);
            return LuaValue.valueOf(duel.field().summonZones(player, card, leaving).size());
        });
        ApiFunction.define(t, T, "GetLocationCount", (a, f) -> {
            int player = player(a, 1, f);
            int location = ArgCheck.checkInt(a, 2, f);
            if (location == Location.MZONE.mask()) {
                return LuaValue.valueOf(duel.field().freeMainMonsterZones(player).size());
            }
            if (location == Location.SZONE.mask()) {
                return LuaValue.valueOf(duel.field().freeSpellTrapZones(player).size());
            }
            throw ArgCheck.error(f, 2, "LOCATION_MZONE or LOCATION_SZONE", a.arg(2));
        });
        ApiFunction.define(t, T, "GetFieldCard", (a, f) -> {
            int player = player(a, 1, f);
            if (ArgCheck.checkInt(a, 2, f) == LocationMask.PZONE) {
                // Pendulum Zone 0 is the left one (Spell & Trap Zone 0), 1 the right one (zone 4)
                return bridge.wrap(duel.field().pendulumScale(player, pendulumZone(a, f)));
            }
            Location location = location(a, 2, f);
            return bridge.wrap(duel.field().at(player, location, ArgCheck.checkInt(a, 3, f)).orElse(null));
        });
        ApiFunction.define(t, T, "CheckLocation", (a, f) -> {
            int player = player(a, 1, f);
            if (ArgCheck.checkInt(a, 2, f) == LocationMask.PZONE) {
                return LuaValue.valueOf(duel.field().freePendulumZones(player).contains(pendulumZone(a, f)));
            }
            Location location = location(a, 2, f);
            return LuaValue.valueOf(duel.field().at(player, location, ArgCheck.checkInt(a, 3, f)).isEmpty());
        });
        ApiFunction.define(t, T, "GetFieldGroup", (a, f) -> bridge.wrap(range(duel, a, 1, f)));
        ApiFunction.define(t, T, "GetFieldGroupCount", (a, f) -> LuaValue.valueOf(range(duel, a, 1, f).size()));
        // (filter, player, self, opponent, excluded, extra...)
        ApiFunction.define(t, T, "GetMatchingGroup", (a, f) ->
                bridge.wrap(CardQueries.filter(bridge, range(duel, a, 2, f), filter(a, 1, f), a.arg(5), a.subargs(6))));
        ApiFunction.define(t, T, "GetMatchingGroupCount", (a, f) -> LuaValue.valueOf(
                CardQueries.filter(bridge, range(duel, a, 2, f), filter(a, 1, f), a.arg(5), a.subargs(6)).size()));
        ApiFunction.define(t, T, "GetFirstMatchingCard", (a, f) -> bridge.wrap(
                CardQueries.filter(bridge, range(duel, a, 2, f), filter(a, 1, f), a.arg(5), a.subargs(6)).first()));
        // (filter, player, self, opponent, count, excluded, extra...)
        ApiFunction.define(t, T, "IsExistingMatchingCard", (a, f) -> LuaValue.valueOf(CardQueries.atLeast(bridge,
                range(duel, a, 2, f), filter(a, 1, f), a.arg(6), a.subargs(7), ArgCheck.checkInt(a, 5, f))));
        // (selecting player, filter, player, self, opponent, min, max, excluded, extra...)
        ApiFunction.define(t, T, "SelectMatchingCard", (a, f) -> {
            int selecting = player(a, 1, f);
            CardGroup candidates = CardQueries.filter(bridge, range(duel, a, 3, f), filter(a, 2, f), a.arg(8), a.subargs(9));
            return bridge.wrap(GroupLib.select(bridge, selecting, candidates,
                    ArgCheck.checkInt(a, 6, f), ArgCheck.checkInt(a, 7, f)));
        });
    }

    /** (player, self locations, opponent locations) starting at {@code index}. */
    private static CardGroup range(Duel duel, Varargs a, int index, String f) {
        return CardQueries.field(duel, player(a, index, f), ArgCheck.checkInt(a, index + 1, f),
                ArgCheck.checkInt(a, index + 2, f));
    }

    private static LuaValue filter(Varargs a, int index, String f) {
        LuaValue v = a.arg(index);
        if (!v.isnil() && !v.isfunction()) {
            throw ArgCheck.error(f, index, "a function or nil", v);
        }
        return v;
    }

    static int player(Varargs a, int index, String f) {
        int p = ArgCheck.checkInt(a, index, f);
        if (p != 0 && p != 1) {
            throw ArgCheck.error(f, index, "a player (0 or 1)", a.arg(index));
        }
        return p;
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
