package dev.spellspeed.script.api;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Phase;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: the turn, its phases, activity counts, global flags and the state check (Readjust). */
class DuelStateTest extends LuaApiFixture {
    @Test
    void turnPlayer() {
        assertTrue(is("return Duel.IsTurnPlayer(0)"));
        assertFalse(is("return Duel.IsTurnPlayer(1)"));
    }

    @Test
    void readjustAsksForAnotherCheck() {
        run("Duel.Readjust()"); // outside an effect: nothing to do
    }

    @Test
    void battlePhaseAndChainSolvingStates() {
        assertFalse(is("return Duel.IsBattlePhase()"));
        duel.setPhaseQuietly(Phase.DAMAGE_CAL);
        assertTrue(is("return Duel.IsBattlePhase()"));
        duel.setPhaseQuietly(Phase.BATTLE);
        assertTrue(is("return Duel.IsBattlePhase()"));
        duel.setPhaseQuietly(Phase.MAIN2);
        assertFalse(is("return Duel.IsBattlePhase()"));
        assertFalse(is("return Duel.IsChainSolving()"));
        duel.chain().setSolving(true);
        assertTrue(is("return Duel.IsChainSolving()"));
    }
}
