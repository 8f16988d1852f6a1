package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.ReservedSummon;
import dev.spellspeed.rules.NormalSummonCheck;
import dev.spellspeed.rules.UniqueCards;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import java.util.function.Predicate;

/**
 * Summons and rules performed by effects: "you can only control 1" (Card.SetUniqueOnField and its
 * check), and Normal Summons and Sets asked for by effects (Duel.Summon, Duel.MSet, Card.IsMSetable).
 * The rules live in the engine ({@link UniqueCards}, Summoning, the chain processor); these bindings
 * only convert.
 */
final class SummonRuleLib {
    private SummonRuleLib() {}

    static void install(LuaBridge bridge) {
        Duel duel = bridge.duel();
        LuaTable card = bridge.scripts().apiTable("Card");
        LuaTable t = bridge.scripts().apiTable("Duel");
        UniqueCards uniqueCards = bridge.rules().uniqueCards();
        NormalSummonCheck summonCheck = bridge.rules().normalSummonCheck();

        // (player, c, ignore_count, procedure or nil[, min_tribute, zones]): reserved, performed once the link resolved
        ApiFunction.define(t, "Duel", "Summon", (a, f) -> reserve(duel, a, f, false));
        ApiFunction.define(t, "Duel", "MSet", (a, f) -> reserve(duel, a, f, true));
        // (c, ignore_count, procedure or nil[, min_tribute, zones]): the player whose effect asks could Set it now
        ApiFunction.define(card, "Card", "IsMSetable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            if (!a.arg(3).isnil()) {
                LuaBridge.checkEffect(a, 3, f);
                return LuaValue.FALSE; // a script's Set procedure (EFFECT_SET_PROC): not supported, as for IsSummonable
            }
            if (duel.phase() == Phase.DAMAGE || duel.phase() == Phase.DAMAGE_CAL) {
                return LuaValue.FALSE; // no Set by an effect during the Damage Step (ygopro)
            }
            int player = duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : c.controller();
            return LuaValue.valueOf(summonCheck.canSet(c, player, a.arg(2).toboolean(),
                    (int) ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, Field.MAIN_MONSTER_ZONE_MASK)));
        });

        // (c, own side, opponent's side, code or filter(c)[, location=LOCATION_ONFIELD])
        ApiFunction.define(card, "Card", "SetUniqueOnField", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            boolean own = ArgCheck.checkInteger(a, 2, f) != 0;
            boolean opponent = ArgCheck.checkInteger(a, 3, f) != 0;
            Predicate<Card> matches;
            if (a.arg(4).isfunction()) {
                LuaEffectFunction filter = new LuaEffectFunction(bridge, (LuaFunction) a.arg(4),
                        CallbackRole.OTHER, c.code());
                matches = x -> truthy(filter.invoke(x));
            } else {
                long code = ArgCheck.checkInteger(a, 4, f);
                matches = x -> x.currentCode() == code;
            }
            int locations = (int) ArgCheck.optInteger(a, 5, f, LocationMask.ONFIELD);
            uniqueCards.register(c, own, opponent, matches, locations);
            return LuaValue.NONE;
        });
        // (c, player[, location=LOCATION_ONFIELD, ignored card]): true if c could be face-up there
        ApiFunction.define(card, "Card", "CheckUniqueOnField", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int player = DuelLib.player(a, 2, f);
            int location = (int) ArgCheck.optInteger(a, 3, f, LocationMask.ONFIELD) & LocationMask.ONFIELD;
            Card ignore = a.arg(4).isnil() ? null : LuaCards.checkCard(a, 4, f);
            return LuaValue.valueOf(!uniqueCards.blocked(c, player, location, ignore));
        });
    }

    /**
     * Duel.Summon and Duel.MSet: nothing happens in the Damage Step or with a summon procedure (the
     * engine knows none); otherwise the summon is reserved for the chain machinery, which checks it
     * again and performs it once the requesting link has resolved (a later request replaces it).
     */
    private static LuaValue reserve(Duel duel, org.luaj.vm2.Varargs a, String f, boolean set) {
        int player = DuelLib.player(a, 1, f);
        Card c = LuaCards.checkCard(a, 2, f);
        boolean ignoreCount = a.arg(3).toboolean();
        if (!a.arg(4).isnil()) {
            LuaBridge.checkEffect(a, 4, f);
            return LuaValue.NONE;
        }
        int minTribute = (int) ArgCheck.optInteger(a, 5, f, 0);
        int zones = (int) ArgCheck.optInteger(a, 6, f, Field.MAIN_MONSTER_ZONE_MASK);
        if (duel.phase() == Phase.DAMAGE || duel.phase() == Phase.DAMAGE_CAL) {
            return LuaValue.NONE;
        }
        duel.reserveSummon(new ReservedSummon(set, player, c, ignoreCount, minTribute, zones));
        return LuaValue.NONE;
    }

    private static boolean truthy(Object value) {
        return value != null && !Boolean.FALSE.equals(value);
    }
}
