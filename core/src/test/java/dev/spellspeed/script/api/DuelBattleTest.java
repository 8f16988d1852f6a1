package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.Varargs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: battle: the attacker and its target, attacks negated or changed, damage calculation by an effect. */
class DuelBattleTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    @Test
    void battleMonstersAreGivenFromEachPlayersSide() {
        Card attacker = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card target = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        duel.battle().beginAttack(attacker, target);
        Varargs r = run("return Duel.GetBattleMonster(0)");
        assertSame(bridge.wrap(target), r.arg(1));
        assertSame(bridge.wrap(attacker), r.arg(2));
        duel.battle().beginAttack(attacker, null);
        assertTrue(run("local a,b=Duel.GetBattleMonster(0) return a==nil and b~=nil").arg1().toboolean());
    }

    @Test
    void battleDamageIsWhatTheLatestCalculationDealt() {
        assertEquals(0, run("return Duel.GetBattleDamage(0)").arg1().toint());
        duel.battle().setBattleDamage(1, 700);
        assertEquals(700, run("return Duel.GetBattleDamage(1)").arg1().toint());
        assertEquals(0, run("return Duel.GetBattleDamage(0)").arg1().toint());
    }
}
