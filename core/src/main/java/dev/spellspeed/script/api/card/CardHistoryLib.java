package dev.spellspeed.script.api.card;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardHistory;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.SummonInfo;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: where a card was before its last move and what it was there; how it was Special Summoned. */
public final class CardHistoryLib {
    private static final String T = "Card";

    private CardHistoryLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();

        CardFunctions.number(table, "GetPreviousLocation", c -> c.previousLocation() == null ? 0 : c.previousLocation().mask());
        CardFunctions.number(table, "GetPreviousControler", Card::previousController);
        CardFunctions.mask(table, "IsPreviousLocation", c -> c.previousLocation() == null ? 0 : c.previousLocation().mask());
        CardFunctions.mask(table, "IsPreviousPosition", c -> c.previousPosition() == null ? 0 : c.previousPosition().mask());
        ApiFunction.define(table, T, "IsPreviousControler", (a, f) ->
                LuaValue.valueOf(checkCard(a, 1, f).previousController() == ArgCheck.checkInt(a, 2, f)));
        CardFunctions.number(table, "GetPreviousSequence", c -> c.history().previousSequence());
        ApiFunction.define(table, T, "GetPreviousEquipTarget", (a, f) ->
                bridge.wrap(checkCard(a, 1, f).history().previousEquipTarget()));
        CardFunctions.number(table, "GetPreviousTypeOnField", c -> onField(c) == null ? 0 : onField(c).type());
        CardFunctions.number(table, "GetPreviousRaceOnField", c -> onField(c) == null ? 0 : onField(c).race());
        CardFunctions.number(table, "GetPreviousAttributeOnField", c -> onField(c) == null ? 0 : onField(c).attribute());
        CardFunctions.number(table, "GetPreviousCodeOnField", c -> onField(c) == null ? 0 : onField(c).code());
        // (c[, player]): its Type / Attribute once in the GY, for that player (default: the player of the running effect)
        ApiFunction.define(table, T, "GetRaceInGrave", (a, f) -> LuaValue.valueOf((double) bridge.rules().graveStats()
                .race(checkCard(a, 1, f), gravePlayer(duel, a, f))));
        ApiFunction.define(table, T, "GetAttributeInGrave", (a, f) -> LuaValue.valueOf((double) bridge.rules().graveStats()
                .attribute(checkCard(a, 1, f), gravePlayer(duel, a, f))));
        CardFunctions.number(table, "GetPreviousLevelOnField", c -> onField(c) == null ? 0 : onField(c).levelOnly());
        CardFunctions.number(table, "GetPreviousRankOnField", c -> onField(c) == null ? 0 : onField(c).rank());
        CardFunctions.number(table, "GetPreviousDefenseOnField", c -> onField(c) == null ? 0 : onField(c).defense());
        // how many Xyz Materials it had as it last left a Monster Zone (0 when it last moved from elsewhere)
        CardFunctions.number(table, "GetPreviousOverlayCountOnField", c -> c.history().previousOverlayCount());
        // where it would go instead if it left the field now (LOCATION_*), 0 if nowhere else
        CardFunctions.number(table, "GetLeaveFieldDest", c -> bridge.rules().leaveFieldDestination().of(c));
        ApiFunction.define(table, T, "IsPreviousSetCard", (a, f) -> {
            Card c = checkCard(a, 1, f);
            CardData previous = previousData(duel, c);
            for (int i = 2; i <= a.narg(); i++) {
                if (!a.arg(i).isnil() && previous != null && CardFunctions.isSetCard(previous, ArgCheck.checkInteger(a, i, f))) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        ApiFunction.define(table, T, "GetSpecialSummonInfo", (a, f) -> {
            CardHistory.SummonSource source = checkCard(a, 1, f).history().summonSource();
            LuaValue[] values = new LuaValue[Math.max(0, a.narg() - 1)];
            for (int i = 0; i < values.length; i++) {
                values[i] = summonInfo(bridge, source, ArgCheck.checkInteger(a, i + 2, f));
            }
            return LuaValue.varargsOf(values);
        });
        // (c, setcode...): the archetypes of the card whose effect last Special Summoned it ("summoned by a X card's effect")
        ApiFunction.define(table, T, "IsSpecialSummonSetCard", (a, f) -> {
            CardHistory.SummonSource source = checkCard(a, 1, f).history().summonSource();
            return source == null ? LuaValue.FALSE : CardFunctions.anySet(a, f, source.data());
        });
        ApiFunction.define(table, T, "GetPreviousPosition", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf(c.previousPosition() == null ? 0 : c.previousPosition().mask());
        });
        // its ATK when it last left the field (0 if it never was there)
        ApiFunction.define(table, T, "GetPreviousAttackOnField", (a, f) -> {
            CardHistory.OnField state = checkCard(a, 1, f).history().onField();
            return LuaValue.valueOf(state == null ? 0 : state.attack());
        });
    }

    /** The player argument 2 names, or (ygopro's reason player) the player of the running effect, else the turn player. */
    private static int gravePlayer(Duel duel, org.luaj.vm2.Varargs a, String f) {
        if (!a.arg(2).isnil()) {
            return ArgCheck.checkInt(a, 2, f);
        }
        int running = duel.chain().runningPlayer();
        return running >= 0 ? running : duel.turn().player();
    }

    /** One SUMMON_INFO_* field of the summon's source; zeros (and no effect, PLAYER_NONE) when there is none. */
    private static LuaValue summonInfo(LuaBridge bridge, CardHistory.SummonSource s, long flag) {
        boolean xyz = s != null && (s.type() & CardType.XYZ) != 0;
        boolean link = s != null && (s.type() & CardType.LINK) != 0;
        long value;
        if (flag == SummonInfo.CODE) {
            value = s == null ? 0 : s.code();
        } else if (flag == SummonInfo.CODE2) {
            value = 0;
        } else if (flag == SummonInfo.TYPE) {
            value = s == null ? 0 : s.type();
        } else if (flag == SummonInfo.LEVEL) {
            value = s == null || xyz || link ? 0 : s.level();
        } else if (flag == SummonInfo.RANK) {
            value = xyz ? s.level() : 0;
        } else if (flag == SummonInfo.ATTRIBUTE) {
            value = s == null ? 0 : s.attribute();
        } else if (flag == SummonInfo.RACE) {
            value = s == null ? 0 : s.race();
        } else if (flag == SummonInfo.ATTACK) {
            value = s == null ? 0 : s.attack();
        } else if (flag == SummonInfo.DEFENSE) {
            value = s == null ? 0 : s.defense();
        } else if (flag == SummonInfo.REASON_EFFECT) {
            return s == null ? LuaValue.NIL : bridge.wrap(s.effect());
        } else if (flag == SummonInfo.REASON_PLAYER) {
            value = s == null ? Players.NONE : s.player();
        } else {
            return LuaValue.NIL;
        }
        return LuaValue.valueOf((double) value);
    }

    private static CardHistory.OnField onField(Card c) {
        return c.history().onField();
    }

    /** The card data of the name the card had on the field (its own data when the name was its own). */
    private static CardData previousData(Duel duel, Card c) {
        CardHistory.OnField state = c.history().onField();
        if (state == null) {
            return null;
        }
        if (state.code() == c.code() || state.code() == CardFunctions.originalCode(c)) {
            return c.data();
        }
        return duel.cardData((int) state.code()).orElse(null);
    }
}
