package dev.spellspeed.script.api;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.rules.UniqueCards;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import java.util.function.Predicate;

/**
 * Summons and rules performed by effects: "you can only control 1" (Card.SetUniqueOnField and its
 * check). The rules themselves live in the engine ({@link UniqueCards}); these bindings only convert.
 */
final class SummonRuleLib {
    private static final int LOCATION_ONFIELD = 0x0c;

    private SummonRuleLib() {}

    static void install(LuaBridge bridge) {
        Duel duel = bridge.duel();
        LuaTable card = bridge.scripts().apiTable("Card");
        UniqueCards uniqueCards = new UniqueCards(duel);

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
            int locations = (int) ArgCheck.optInteger(a, 5, f, LOCATION_ONFIELD);
            uniqueCards.register(c, own, opponent, matches, locations);
            return LuaValue.NONE;
        });
        // (c, player[, location=LOCATION_ONFIELD, ignored card]): true if c could be face-up there
        ApiFunction.define(card, "Card", "CheckUniqueOnField", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int player = DuelLib.player(a, 2, f);
            int location = (int) ArgCheck.optInteger(a, 3, f, LOCATION_ONFIELD) & LOCATION_ONFIELD;
            Card ignore = a.arg(4).isnil() ? null : LuaCards.checkCard(a, 4, f);
            return LuaValue.valueOf(!uniqueCards.blocked(c, player, location, ignore));
        });
    }

    private static boolean truthy(Object value) {
        return value != null && !Boolean.FALSE.equals(value);
    }
}
