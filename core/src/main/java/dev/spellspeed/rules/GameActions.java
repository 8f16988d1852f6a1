package dev.spellspeed.rules;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.event.DuelEvent;

import java.util.List;

/** The basic things that happen to cards and players: drawing, moving to the GY, damage, and the win check. */
final class GameActions {
    private final Duel duel;

    GameActions(Duel duel) {
        this.duel = duel;
    }

    /** Draws up to {@code count} cards; a player who cannot draw them all loses at the next win check (R004). */
    int draw(int player, int count, long reason) {
        int drawn = 0;
        for (int i = 0; i < count; i++) {
            Card top = duel.field().topOfDeck(player).orElse(null);
            if (top == null) {
                duel.markCannotDraw(player);
                break;
            }
            duel.field().moveToPile(top, player, Location.HAND, Position.FACEDOWN_DEFENSE, duel.turn(), reason);
            duel.publish(new DuelEvent.CardDrawn(player, top));
            drawn++;
        }
        return drawn;
    }

    /** Sends cards to their owners' GYs, in order. */
    void sendToGraveyard(List<Card> cards, long reason) {
        for (Card card : cards) {
            int fromPlayer = card.controller();
            Location from = card.location();
            duel.field().moveToPile(card, card.owner(), Location.GRAVE, Position.FACEUP_ATTACK, duel.turn(), reason);
            duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, Location.GRAVE, reason));
        }
    }

    void inflictDamage(int player, int amount, boolean battle) {
        if (amount <= 0) {
            return;
        }
        duel.setLp(player, duel.lp(player) - amount);
        duel.publish(new DuelEvent.DamageDealt(player, amount, battle, duel.lp(player)));
    }

    /**
     * The win check the rules run between actions: a player at 0 LP or who could not draw loses;
     * if both lose at once the duel is a draw (R111). Ends the procedures when the duel is over.
     */
    void checkWin() {
        boolean lose0 = duel.lp(0) <= 0 || duel.cannotDraw(0);
        boolean lose1 = duel.lp(1) <= 0 || duel.cannotDraw(1);
        if (!lose0 && !lose1) {
            return;
        }
        EndReason reason = (lose0 && duel.lp(0) <= 0) || (lose1 && duel.lp(1) <= 0) ? EndReason.LP_ZERO : EndReason.DECK_OUT;
        int winner = lose0 && lose1 ? DuelResult.DRAW : lose0 ? 1 : 0;
        duel.end(new DuelResult(winner, reason, duel.turn()));
        throw new DuelOverSignal();
    }
}
