package dev.spellspeed.script.api;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;


/** The effect and player an action asked for by a script is done by: the running link's, else the turn player's. */
public final class Reasons {
    private Reasons() {}

    public static int reasonPlayer(Duel duel) {
        int player = duel.chain().runningPlayer();
        return player >= 0 ? player : duel.turn().player();
    }

    public static Effect reasonEffect(Duel duel) {
        return duel.chain().runningEffect();
    }
}
