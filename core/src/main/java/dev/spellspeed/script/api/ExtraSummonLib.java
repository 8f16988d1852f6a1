package dev.spellspeed.script.api;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.script.ArgCheck;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/**
 * Synchro and Xyz Summons: Tuners and Synchro Levels, Ranks, Xyz Materials (overlay units) and
 * summoning a monster by its procedure from a resolving effect. The procedures themselves are the
 * monsters' EFFECT_SPSUMMON_PROC effects (our utility.lua builds them: aux.AddSynchroProcedure,
 * aux.AddXyzProcedure).
 */
final class ExtraSummonLib {
    private ExtraSummonLib() {}

    static void install(LuaBridge bridge) {
        Duel duel = bridge.duel();
        LuaTable t = bridge.scripts().apiTable("Duel");
        LuaTable card = bridge.scripts().apiTable("Card");

        // Ranks: an Xyz Monster has a Rank instead of a Level (its database level field)
        ApiFunction.define(card, "Card", "GetRank", (a, f) -> LuaValue.valueOf(rank(LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(card, "Card", "GetOriginalRank", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.data().is(CardType.XYZ) ? c.data().level() : 0);
        });
        ApiFunction.define(card, "Card", "IsRank", (a, f) -> {
            int rank = rank(LuaCards.checkCard(a, 1, f));
            for (int i = 2; i <= a.narg(); i++) {
                if (rank > 0 && ArgCheck.checkInteger(a, i, f) == rank) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        ApiFunction.define(card, "Card", "IsRankAbove", (a, f) -> {
            int rank = rank(LuaCards.checkCard(a, 1, f));
            return LuaValue.valueOf(rank > 0 && rank >= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(card, "Card", "IsRankBelow", (a, f) -> {
            int rank = rank(LuaCards.checkCard(a, 1, f));
            return LuaValue.valueOf(rank > 0 && rank <= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(card, "Card", "IsXyzType", (a, f) ->
                LuaValue.valueOf((LuaCards.checkCard(a, 1, f).type() & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(card, "Card", "IsSynchroType", (a, f) ->
                LuaValue.valueOf((LuaCards.checkCard(a, 1, f).type() & ArgCheck.checkInteger(a, 2, f)) != 0));
        ApiFunction.define(card, "Card", "IsTuner", (a, f) ->
                LuaValue.valueOf((LuaCards.checkCard(a, 1, f).type() & CardType.TUNER) != 0));
        // (synchro monster): the Level it counts for as Synchro Material
        ApiFunction.define(card, "Card", "GetSynchroLevel", (a, f) -> LuaValue.valueOf(LuaCards.checkCard(a, 1, f).level()));
        // (xyz monster, level): it may be Xyz Material of that Level
        ApiFunction.define(card, "Card", "IsXyzLevel", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(hasLevel(c) && c.level() == ArgCheck.checkInteger(a, 3, f));
        });
        ApiFunction.define(card, "Card", "IsCanBeSynchroMaterial", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.isMonster() && hasLevel(c) && c.isFaceUp());
        });
        ApiFunction.define(card, "Card", "IsCanBeXyzMaterial", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).isMonster()));
        // a card that may become an Xyz Material: not a Token
        ApiFunction.define(card, "Card", "IsCanOverlay", (a, f) ->
                LuaValue.valueOf(!LuaCards.checkCard(a, 1, f).data().is(CardType.TOKEN)));

        // Xyz Materials
        ApiFunction.define(card, "Card", "GetOverlayGroup", (a, f) ->
                bridge.wrap(new CardGroup(LuaCards.checkCard(a, 1, f).overlays())));
        ApiFunction.define(card, "Card", "GetOverlayCount", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).overlays().size()));
        // (player, count, reason): it has that many Xyz Materials to detach
        ApiFunction.define(card, "Card", "CheckRemoveOverlayCard", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).overlays().size() >= ArgCheck.checkInt(a, 3, f)));
        // (player, min, max, reason): the player detaches min to max of its Xyz Materials (to the GY)
        ApiFunction.define(card, "Card", "RemoveOverlayCard", (a, f) -> LuaValue.valueOf(bridge.actions().xyzMaterials().detach(
                DuelLib.player(a, 2, f), CardGroup.of(LuaCards.checkCard(a, 1, f)), ArgCheck.checkInt(a, 3, f),
                ArgCheck.checkInt(a, 4, f), ArgCheck.checkInteger(a, 5, f), duel.chain().runningEffect())));
        // (player, self, opponent, count, reason): the monsters in those Monster Zones hold that many
        ApiFunction.define(t, "Duel", "CheckRemoveOverlayCard", (a, f) -> {
            CardGroup holders = holders(duel, a, f);
            int total = 0;
            for (Card holder : holders) {
                total += holder.overlays().size();
            }
            return LuaValue.valueOf(total >= ArgCheck.checkInt(a, 4, f));
        });
        ApiFunction.define(t, "Duel", "RemoveOverlayCard", (a, f) -> LuaValue.valueOf(bridge.actions().xyzMaterials().detach(
                DuelLib.player(a, 1, f), holders(duel, a, f), ArgCheck.checkInt(a, 4, f), ArgCheck.checkInt(a, 5, f),
                ArgCheck.checkInteger(a, 6, f), duel.chain().runningEffect())));
        // (monster, card or group): they become its Xyz Materials
        ApiFunction.define(t, "Duel", "Overlay", (a, f) -> {
            Card holder = LuaCards.checkCard(a, 1, f);
            bridge.actions().xyzMaterials().attach(holder, LuaBridge.checkCards(a, 2, f), Reason.RULE);
            return LuaValue.NONE;
        });

        // procedure summons by an effect: the monster's own procedure, used now; what the script names after
        // the monster (Synchro: must-use material, materials; Xyz: materials, min, max; Link: materials,
        // must-use material, min, max) goes on to the procedure's callbacks
        summonable(bridge, card, "IsSynchroSummonable", SummonType.SYNCHRO.value());
        summonable(bridge, card, "IsXyzSummonable", SummonType.XYZ.value());
        summonable(bridge, card, "IsLinkSummonable", SummonType.LINK.value());
        summonNow(bridge, t, "SynchroSummon", SummonType.SYNCHRO.value());
        summonNow(bridge, t, "XyzSummon", SummonType.XYZ.value());
        summonNow(bridge, t, "LinkSummon", SummonType.LINK.value());
    }

    private static void summonable(LuaBridge bridge, LuaTable card, String name, long type) {
        ApiFunction.define(card, "Card", name, (a, f) -> LuaValue.valueOf(
                bridge.actions().procedures().find(LuaCards.checkCard(a, 1, f), type, materials(a, 2)) != null));
    }

    private static void summonNow(LuaBridge bridge, LuaTable t, String name, long type) {
        ApiFunction.define(t, "Duel", name, (a, f) -> {
            int player = DuelLib.player(a, 1, f);
            Card card = LuaCards.checkCard(a, 2, f);
            Object[] materials = materials(a, 3);
            Effect procedure = bridge.actions().procedures().find(card, type, materials);
            return LuaValue.valueOf(procedure != null && card.controller() == player
                    && bridge.actions().procedures().summonNow(card, procedure, player, materials));
        });
    }

    private static Object[] materials(Varargs a, int from) {
        Object[] values = new Object[Math.max(0, a.narg() - from + 1)];
        for (int i = 0; i < values.length; i++) {
            values[i] = a.arg(from + i);
        }
        return values;
    }

    /** (player, self, opponent) at 1-3: the monsters in those Monster Zones. */
    private static CardGroup holders(Duel duel, Varargs a, String f) {
        int player = DuelLib.player(a, 1, f);
        CardGroup holders = new CardGroup();
        if (ArgCheck.checkInt(a, 2, f) != 0) {
            duel.field().cards(player, Location.MZONE).forEach(holders::add);
        }
        if (ArgCheck.checkInt(a, 3, f) != 0) {
            duel.field().cards(1 - player, Location.MZONE).forEach(holders::add);
        }
        return holders;
    }

    private static int rank(Card c) {
        return c.isMonster() && c.data().is(CardType.XYZ) ? c.level() : 0;
    }

    private static boolean hasLevel(Card c) {
        return c.isMonster() && !c.data().isLink() && !c.data().is(CardType.XYZ);
    }
}
