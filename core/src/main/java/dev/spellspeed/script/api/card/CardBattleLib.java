package dev.spellspeed.script.api.card;

import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.rules.battle.AttackTargets;
import dev.spellspeed.rules.continuous.CardCapabilities;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: a card in battle: its attacks, its battle target, what it may attack. */
public final class CardBattleLib {
    private static final String T = "Card";

    private CardBattleLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        CardCapabilities capabilities = bridge.rules().capabilities();

        // in a battle: the attacker or the attack target, still on the field
        ApiFunction.define(table, "Card", "IsRelateToBattle", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            boolean fighting = c == duel.battle().attacker() || (c == duel.battle().attackTarget() && c != null);
            return LuaValue.valueOf(fighting && c.location() == Location.MZONE);
        });
        ApiFunction.define(table, "Card", "GetAttackAnnouncedCount", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).attacksDeclaredIn(duel.turn().number())));
        ApiFunction.define(table, "Card", "GetAttackedCount", (a, f) ->
                LuaValue.valueOf(LuaCards.checkCard(a, 1, f).attacksMadeIn(duel.turn().number())));
        // ([attacks, monster only]): the current attacker, having declared fewer than `attacks` (2) attacks
        ApiFunction.define(table, "Card", "IsChainAttackable", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int most = (int) ArgCheck.optInteger(a, 2, f, 2);
            return LuaValue.valueOf(c == duel.battle().attacker() && c.location() == Location.MZONE
                    && (most == 0 || c.attacksDeclaredIn(duel.turn().number()) < most));
        });
        ApiFunction.define(table, "Card", "GetBattleTarget", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            Card other = c == duel.battle().attacker() ? duel.battle().attackTarget() : c == duel.battle().attackTarget() ? duel.battle().attacker() : null;
            return bridge.wrap(other);
        });
        // it attacked directly this turn
        CardFunctions.predicate(table, "IsDirectAttacked", c -> c.attacksDeclaredAgainst(null, duel.turn().number()) > 0);
        ApiFunction.define(table, T, "GetBattledGroup", (a, f) ->
                bridge.wrap(new CardGroup(LuaCards.checkCard(a, 1, f).history().battledIn(duel.turn().number()))));
        CardFunctions.number(table, "GetBattledGroupCount", c -> c.history().battledIn(duel.turn().number()).size());
        CardFunctions.number(table, "GetBattlePosition", c -> c.history().battlePosition() == null ? 0 : c.history().battlePosition().mask());
        CardFunctions.predicate(table, "IsAttackable", capabilities::canAttack);
        // the monsters c could attack now, and whether it could attack directly
        ApiFunction.define(table, T, "GetAttackableTarget", (a, f) -> {
            CardGroup targets = new CardGroup();
            boolean direct = false;
            for (AttackTarget target : AttackTargets.of(bridge.duel(), checkCard(a, 1, f))) {
                if (target.isDirect()) {
                    direct = true;
                } else {
                    targets.add(target.monster());
                }
            }
            return LuaValue.varargsOf(bridge.wrap(targets), LuaValue.valueOf(direct));
        });
    }
}
