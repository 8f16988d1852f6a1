package dev.spellspeed.script.api;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.script.DuelScripts;

/** Installs the scripting API (the Duel, Card, Effect and Group tables) for one duel. */
public final class ScriptApi {
    private ScriptApi() {}

    /** Fills the API tables of a duel's sandbox; returns the bridge that converts between the two. */
    public static LuaBridge install(Duel duel, DuelScripts scripts) {
        LuaBridge bridge = new LuaBridge(duel, scripts);
        EffectLib.install(bridge);
        CardLib.install(bridge);
        GroupLib.install(bridge);
        DuelLib.install(bridge);
        return bridge;
    }
}
