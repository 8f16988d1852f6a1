package dev.spellspeed.rules.turn;

import dev.spellspeed.rules.chain.ChainProcessor;

import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.Command;
import dev.spellspeed.duel.Duel;

/**
 * Priority and chain windows (R005, R012): the turn player acts first, and the game moves on only
 * after both players pass in succession with no chain pending. An activation starts a chain, which
 * resolves before the turn player gets priority again.
 */
public final class Priority {
    private final Duel duel;
    private final ChainProcessor chains;

    public Priority(Duel duel, ChainProcessor chains) {
        this.duel = duel;
        this.chains = chains;
    }

    /** Both players pass in succession, the turn player first. */
    public void untilBothPass() {
        chains.processTriggers();
        int player = duel.turn().player();
        int passes = 0;
        Window window = afterForcedQuickEffects();
        while (passes < 2) {
            ChainAction answer = chains.ask(player, window);
            if (answer instanceof Command.Activate activation) {
                chains.activateAndResolve(player, activation, window);
                passes = 0;
                player = duel.turn().player();
                window = afterForcedQuickEffects();
            } else {
                passes++;
                player = 1 - player;
            }
        }
    }

    /**
     * After something happened in the open game state (a summon, an attack declaration), each
     * player, the turn player first, may respond to it; a chain that starts resolves, and then
     * the turn player has priority again.
     */
    void respondToEvents() {
        if (chains.processTriggers()) {
            return; // the trigger chain gave both players their chance to respond
        }
        if (chains.playForcedQuickEffects(Window.respond(duel.triggers().peekRecentEvents()))) {
            return;
        }
        Window window = Window.respond(duel.triggers().takeRecentEvents());
        for (int player : new int[] {duel.turn().player(), 1 - duel.turn().player()}) {
            ChainAction answer = chains.ask(player, window);
            if (answer instanceof Command.Activate activation) {
                chains.activateAndResolve(player, activation, window);
                return;
            }
        }
    }

    /**
     * The window while a summon is about to succeed (R015, R018): only effects that respond to
     * that summon (e.g. Solemn Judgment) may be activated.
     */
    public void summonNegationWindow(long summonEventCode) {
        Window window = new Window(false, duel.triggers().takeRecentEvents(), summonEventCode);
        for (int player : new int[] {duel.turn().player(), 1 - duel.turn().player()}) {
            ChainAction answer = chains.ask(player, window);
            if (answer instanceof Command.Activate activation) {
                chains.activateAndResolve(player, activation, window);
                return;
            }
        }
    }

    /**
     * The opponent's chance to respond after the turn player passed priority by moving on; true if
     * they passed too (the phase ends), false if a chain was played (the turn player acts again).
     */
    public boolean opponentResponds() {
        if (chains.processTriggers() || chains.playForcedQuickEffects(Window.respond(duel.triggers().peekRecentEvents()))) {
            return false;
        }
        int opponent = 1 - duel.turn().player();
        Window window = Window.respond(duel.triggers().takeRecentEvents());
        ChainAction answer = chains.ask(opponent, window);
        if (answer instanceof Command.Activate activation) {
            chains.activateAndResolve(opponent, activation, window);
            return false;
        }
        return true;
    }

    /**
     * The window for what just happened, once the forced quick effects responding to it (if any)
     * have had their chain: then it is a fresh window with what that chain left behind.
     */
    private Window afterForcedQuickEffects() {
        Window window = Window.respond(duel.triggers().takeRecentEvents());
        while (chains.playForcedQuickEffects(window)) {
            chains.processTriggers();
            window = Window.respond(duel.triggers().takeRecentEvents());
        }
        return window;
    }
}
