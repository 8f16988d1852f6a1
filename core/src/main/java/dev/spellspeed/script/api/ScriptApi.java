package dev.spellspeed.script.api;

import dev.spellspeed.script.api.effect.EffectLib;
import dev.spellspeed.script.api.effect.EffectActivationLib;
import dev.spellspeed.script.api.card.CardStatsLib;
import dev.spellspeed.script.api.card.CardStateLib;
import dev.spellspeed.script.api.card.CardHistoryLib;
import dev.spellspeed.script.api.card.CardEffectLib;
import dev.spellspeed.script.api.card.CardCapabilityLib;
import dev.spellspeed.script.api.card.CardRelationLib;
import dev.spellspeed.script.api.card.CardCounterLib;
import dev.spellspeed.script.api.card.CardEquipLib;
import dev.spellspeed.script.api.card.CardBattleLib;
import dev.spellspeed.script.api.card.CardMaterialLib;
import dev.spellspeed.script.api.card.CardSummonMaterialLib;
import dev.spellspeed.script.api.card.CardLinkLib;
import dev.spellspeed.script.api.card.CardSummonLib;
import dev.spellspeed.script.api.card.CardTargetLib;
import dev.spellspeed.script.api.group.GroupLib;
import dev.spellspeed.script.api.group.GroupSelectLib;
import dev.spellspeed.script.api.group.GroupSumLib;
import dev.spellspeed.script.api.duel.DuelStateLib;
import dev.spellspeed.script.api.duel.DuelSummonMaterialLib;
import dev.spellspeed.script.api.duel.DuelLifeLib;
import dev.spellspeed.script.api.duel.DuelEffectLib;
import dev.spellspeed.script.api.duel.DuelQueryLib;
import dev.spellspeed.script.api.duel.DuelMoveLib;
import dev.spellspeed.script.api.duel.DuelSummonLib;
import dev.spellspeed.script.api.duel.DuelPermissionLib;
import dev.spellspeed.script.api.duel.DuelChainLib;
import dev.spellspeed.script.api.duel.DuelEventLib;
import dev.spellspeed.script.api.duel.DuelBattleLib;
import dev.spellspeed.script.api.duel.DuelPromptLib;
import dev.spellspeed.script.api.duel.DuelCounterLib;
import dev.spellspeed.script.api.duel.DuelMaterialLib;
import dev.spellspeed.script.api.duel.DuelTributeLib;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.script.DuelScripts;

/** Installs the scripting API (the Duel, Card, Effect and Group tables) for one duel. */
public final class ScriptApi {
    private ScriptApi() {}

    /** math.random draws from the duel's generator, so scripted randomness is part of the replay too. */
    private static void installRandom(LuaBridge bridge) {
        org.luaj.vm2.LuaTable math = bridge.scripts().globals().get("math").checktable();
        ApiFunction.define(math, "math", "random", (a, f) -> {
            dev.spellspeed.duel.DuelRandom random = bridge.duel().random();
            if (a.narg() == 0) {
                return org.luaj.vm2.LuaValue.valueOf(random.nextInt(1 << 30) / (double) (1 << 30));
            }
            int low = a.narg() >= 2 ? dev.spellspeed.script.ArgCheck.checkInt(a, 1, f) : 1;
            int high = dev.spellspeed.script.ArgCheck.checkInt(a, a.narg() >= 2 ? 2 : 1, f);
            if (high < low) {
                throw new org.luaj.vm2.LuaError(f + ": interval is empty");
            }
            long size = (long) high - low + 1;
            if (size > Integer.MAX_VALUE) {
                throw new org.luaj.vm2.LuaError(f + ": interval is too large");
            }
            return org.luaj.vm2.LuaValue.valueOf(low + random.nextInt((int) size));
        });
    }

    /** Fills the API tables of a duel's sandbox; returns the bridge that converts between the two. */
    public static LuaBridge install(Rules rules, DuelScripts scripts) {
        LuaBridge bridge = new LuaBridge(rules, scripts);
        EffectLib.install(bridge);
        EffectActivationLib.install(bridge);
        CardStatsLib.install(bridge);
        CardStateLib.install(bridge);
        CardHistoryLib.install(bridge);
        CardEffectLib.install(bridge);
        CardCapabilityLib.install(bridge);
        CardRelationLib.install(bridge);
        CardCounterLib.install(bridge);
        CardEquipLib.install(bridge);
        CardBattleLib.install(bridge);
        CardMaterialLib.install(bridge);
        CardSummonMaterialLib.install(bridge);
        CardLinkLib.install(bridge);
        CardSummonLib.install(bridge);
        CardTargetLib.install(bridge);
        GroupLib.install(bridge);
        GroupSelectLib.install(bridge);
        GroupSumLib.install(bridge);
        DuelStateLib.install(bridge);
        DuelLifeLib.install(bridge);
        DuelEffectLib.install(bridge);
        DuelQueryLib.install(bridge);
        DuelMoveLib.install(bridge);
        DuelSummonLib.install(bridge);
        DuelPermissionLib.install(bridge);
        DuelChainLib.install(bridge);
        DuelEventLib.install(bridge);
        DuelBattleLib.install(bridge);
        DuelPromptLib.install(bridge);
        DuelCounterLib.install(bridge);
        DuelMaterialLib.install(bridge);
        DuelSummonMaterialLib.install(bridge);
        DuelTributeLib.install(bridge);
        installRandom(bridge);
        NotImplemented.fill(scripts);
        return bridge;
    }
}
