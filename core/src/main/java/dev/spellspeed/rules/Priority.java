package dev.spellspeed.rules;

import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Duel;

import java.util.List;

/**
 * Priority and chain windows (R012): the turn player acts first, and the game moves on only after
 * both players pass in succession with no chain pending. Until the effects layer exists passing is
 * the only legal answer, but every window is still asked, so tests and replays see each one.
 */
final class Priority {
    private final Duel duel;

    Priority(Duel duel) {
        this.duel = duel;
    }

    /** Both players pass in succession, the turn player first. */
    void untilBothPass() {
        respond(duel.turnPlayer());
        respond(1 - duel.turnPlayer());
    }

    /** The opponent's chance to respond after the turn player passed priority (e.g. by moving to the next phase). */
    void opponentResponds() {
        respond(1 - duel.turnPlayer());
    }

    /** Opens a chain window for one player; returns when that player passes. */
    void respond(int player) {
        duel.ask(new ChoicePrompt<>(player, PromptKind.CHAIN, duel.phase() + ": activate a card or effect, or pass",
                List.of(ChainAction.PASS)));
    }
}
