package dev.spellspeed.script.api;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: fusion, Ritual, chain and Xyz Materials chosen or moved by effects. */
class DuelMaterialTest extends LuaApiFixture {
    @Test
    void additionalSummonAndChainMaterial() {
        assertTrue(is("return Duel.IsPlayerCanAdditionalSummon(1)"));
        assertFalse(is("return Duel.IsPlayerCanAdditionalSummon(2)"));
        assertTrue(is("return Duel.GetChainMaterial(0) == nil"));
        run("""
                local e=Effect.GlobalEffect() e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CHAIN_MATERIAL)
                e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1,0) Duel.RegisterEffect(e,0)
                """);
        assertTrue(is("return Duel.GetChainMaterial(0) ~= nil and Duel.GetChainMaterial(1) == nil"));
    }
}
