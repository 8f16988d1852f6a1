package dev.spellspeed.script.api;

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
            return org.luaj.vm2.LuaValue.valueOf(low + random.nextInt(high - low + 1));
        });
    }

    /** Fills the API tables of a duel's sandbox; returns the bridge that converts between the two. */
    public static LuaBridge install(Rules rules, DuelScripts scripts) {
        LuaBridge bridge = new LuaBridge(rules, scripts);
        EffectLib.install(bridge);
        CardLib.install(bridge);
        GroupLib.install(bridge);
        DuelLib.install(bridge);
        ChainLib.install(bridge);
        ActionLib.install(bridge);
        MaterialLib.install(bridge);
        ExtraSummonLib.install(bridge);
        LinkLib.install(bridge);
        ReleaseLib.install(bridge);
        PlayerStateLib.install(bridge);
        GroupExtraLib.install(bridge);
        DuelExtraLib.install(bridge);
        CardStateLib.install(bridge);
        CardTargetLib.install(bridge);
        MoreCardLib.install(bridge);
        MoreDuelLib.install(bridge);
        SummonRuleLib.install(bridge);
        installRandom(bridge);
        NotImplemented.fill(scripts);
        return bridge;
    }
}
