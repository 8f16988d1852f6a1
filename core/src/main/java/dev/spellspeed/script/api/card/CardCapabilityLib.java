package dev.spellspeed.script.api.card;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.rules.continuous.CardCapabilities;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.checks.UniqueCards;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.Reasons;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: what can be done to a card now (IsAbleTo…, IsCanBe…, IsDestructable, IsReleasable …). */
public final class CardCapabilityLib {
    private static final String T = "Card";

    private CardCapabilityLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        Prohibitions prohibitions = bridge.rules().prohibitions();
        UniqueCards uniqueCards = bridge.rules().uniqueCards();
        CardCapabilities capabilities = bridge.rules().capabilities();

        ApiFunction.define(table, "Card", "IsSSetable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            boolean room = c.data().is(CardType.FIELD) ? duel.field().freeZones().fieldZoneFree(c.controller())
                    : a.arg(2).toboolean() || !duel.field().freeZones().spellTrap(c.controller()).isEmpty();
            return LuaValue.valueOf((c.data().isSpell() || c.data().isTrap()) && c.location() != Location.SZONE && room
                    && !prohibitions.cannotSetSpellTrap(c.controller(), c));
        });
        ApiFunction.define(table, "Card", "IsControlerCanBeChanged", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.location() == Location.MZONE
                    && !duel.field().freeZones().mainMonster(1 - c.controller()).isEmpty());
        });
        // (effect, sumtype, summoning player, nocheck, nolimit[, position, target player])
        ApiFunction.define(table, "Card", "IsCanBeSpecialSummoned", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            boolean noLimit = a.arg(6).toboolean();
            // "must first be properly summoned" limits Special Summons from the GY or banishment only (R021)
            boolean reviveOk = !c.isReviveLimited() || c.isProperlySummoned() || noLimit
                    || c.location() != Location.GRAVE && c.location() != Location.REMOVED;
            boolean summonOnly = c.data().is(CardType.SPSUMMON) && !c.isProperlySummoned() && !noLimit;
            int summoner = a.arg(4).isnil() ? Reasons.reasonPlayer(duel) : LuaArgs.player(a, 4, f);
            Effect by = a.arg(2).isnil() ? Reasons.reasonEffect(duel) : LuaBridge.checkEffect(a, 2, f);
            // a monster card used as an Equip Card may be summoned from there; a Trap Card only as a Trap Monster
            boolean monster = c.data().isMonster() || c.pendingMonsterType() != 0;
            // only face-up (the default), it may not make a second "you can only control 1" card on that side
            long position = ArgCheck.optInteger(a, 7, f, 0x5);
            int toPlayer = a.arg(8).isnil() ? summoner : LuaArgs.player(a, 8, f);
            boolean uniqueOk = (position & 0xa) != 0
                    || !uniqueCards.blocked(c, toPlayer, Location.MZONE.mask(), null);
            return LuaValue.valueOf(monster && c.location() != Location.MZONE && reviveOk && !summonOnly && uniqueOk
                    && !prohibitions.specialSummonForbidden(summoner, c, ArgCheck.optInteger(a, 3, f, 0), position, toPlayer, by)
                    && (a.arg(5).toboolean()
                        || prohibitions.specialSummonConditionAllows(c, by, summoner, ArgCheck.optInteger(a, 3, f, 0))));
        });
        ApiFunction.define(table, "Card", "IsCanBeEffectTarget", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            Effect e = a.arg(2).isnil() ? Reasons.reasonEffect(duel) : LuaBridge.checkEffect(a, 2, f);
            return LuaValue.valueOf(prohibitions.canBeTargetedBy(c, e, Reasons.reasonPlayer(duel)));
        });
        ApiFunction.define(table, "Card", "IsImmuneToEffect", (a, f) ->
                LuaValue.valueOf(prohibitions.isImmuneTo(LuaCards.checkCard(a, 1, f), LuaBridge.checkEffect(a, 2, f))));
        ApiFunction.define(table, "Card", "IsDestructable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            Effect e = a.arg(2).isnil() ? Reasons.reasonEffect(duel) : LuaBridge.checkEffect(a, 2, f);
            return LuaValue.valueOf(prohibitions.canBeDestroyed(c, Reason.EFFECT, e, Reasons.reasonPlayer(duel)));
        });
        ApiFunction.define(table, "Card", "IsAbleToHand", (a, f) -> notIn(a, f, Location.HAND));
        ApiFunction.define(table, "Card", "IsAbleToGrave", (a, f) -> notIn(a, f, Location.GRAVE));
        ApiFunction.define(table, "Card", "IsAbleToDeck", (a, f) -> notIn(a, f, Location.DECK));
        // ([player]): not banished already, and the player (default: the one whose effect runs) may banish it
        ApiFunction.define(table, "Card", "IsAbleToRemove", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int player = a.arg(2).isnil() ? Reasons.reasonPlayer(duel) : LuaArgs.player(a, 2, f);
            return LuaValue.valueOf(c.location() != Location.REMOVED && prohibitions.canBeBanished(c, player));
        });
        // a cost of sending to the GY cannot be paid with a card that would go elsewhere instead (R070)
        ApiFunction.define(table, "Card", "IsAbleToGraveAsCost", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.location() != Location.GRAVE && prohibitions.graveRedirect(c, new CardGroup()) == 0
                    && prohibitions.leaveFieldRedirect(c, new CardGroup()) == 0);
        });
        ApiFunction.define(table, "Card", "IsAbleToRemoveAsCost", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.location() != Location.REMOVED && prohibitions.canBeBanished(c, Reasons.reasonPlayer(duel)));
        });
        ApiFunction.define(table, "Card", "IsAbleToHandAsCost", (a, f) -> notIn(a, f, Location.HAND));
        ApiFunction.define(table, "Card", "IsAbleToDeckAsCost", (a, f) -> notIn(a, f, Location.DECK));
        ApiFunction.define(table, "Card", "IsDiscardable", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).location() == Location.HAND));
        ApiFunction.define(table, "Card", "IsReleasable", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).location() == Location.MZONE));
        ApiFunction.define(table, "Card", "IsReleasableByEffect", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).location() == Location.MZONE));
        ApiFunction.define(table, "Card", "IsCanTurnSet", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.location() == Location.MZONE && c.isFaceUp()
                    && !c.data().is(CardType.TOKEN));
        });
        CardFunctions.predicate(table, "IsCanChangePosition", capabilities::canChangePosition);
        CardFunctions.predicate(table, "IsAbleToChangeControler", capabilities::canChangeControl);
        CardFunctions.predicate(table, "IsAbleToExtra", c -> capabilities.canBeSentToExtra(c, Reasons.reasonPlayer(duel)));
        CardFunctions.predicate(table, "IsAbleToExtraAsCost", c -> capabilities.canBeSentToExtraAsCost(c, Reasons.reasonPlayer(duel)));
        CardFunctions.predicate(table, "IsAbleToDeckOrExtraAsCost", c -> c.data().isExtraDeckMonster()
                ? capabilities.canBeSentToExtraAsCost(c, Reasons.reasonPlayer(duel))
                : capabilities.canBeSentToDeckAsCost(c, Reasons.reasonPlayer(duel)));
        // (effect[, as a monster effect = true])
        ApiFunction.define(table, T, "IsCanBeDisabledByEffect", (a, f) -> {
            Card c = checkCard(a, 1, f);
            Effect e = LuaBridge.checkEffect(a, 2, f);
            boolean monsterEffect = a.narg() < 3 || a.arg(3).toboolean();
            return LuaValue.valueOf(capabilities.canBeNegatedBy(c, e, monsterEffect));
        });
    }

    private static LuaValue notIn(Varargs a, String f, Location location) {
        return LuaValue.valueOf(LuaCards.checkCard(a, 1, f).location() != location);
    }
}
