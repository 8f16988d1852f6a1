package dev.spellspeed.rules.moves;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.continuous.Replacements;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.PendingDestruction;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Destroying cards: while they are about to be destroyed the shields (indestructible, once per turn),
 * substitutes and replacements may spare them; the others go to the GY (or are banished: "destroy and
 * banish") with REASON_DESTROY, and EVENT_DESTROYED is raised for them together.
 */
public final class Destruction {
    private final Duel duel;
    private final Prohibitions prohibitions;
    private final Replacements replacements;
    private final CardMoves moves;
    private final Events events;

    public Destruction(Rules rules) {
        this.duel = rules.duel();
        this.prohibitions = rules.prohibitions();
        this.replacements = rules.replacements();
        this.moves = rules.moves();
        this.events = rules.events();
    }

    /** Destroys cards: they go to their owners' GYs with REASON_DESTROY. Returns how many were destroyed. */
    public int destroy(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return destroy(cards, reason, Location.GRAVE, reasonEffect, reasonPlayer);
    }

    /**
     * Destroys cards and sends them to {@code destination} (the GY, or banished: "destroy and banish").
     * While they are about to be destroyed (a card already being destroyed is left out) the shields
     * (indestructible, once-per-turn), substitutes and replacements (EFFECT_DESTROY_REPLACE, see
     * {@link Replacements#replaceDestruction}; a battle's substitutes and replacements were settled at
     * damage calculation) may spare them.
     */
    public int destroy(CardGroup cards, long reason, Location destination, Effect reasonEffect, int reasonPlayer) {
        CardGroup destroying = new CardGroup();
        for (Card card : cards) {
            if (duel.operation().pendingDestruction(card) == null) {
                destroying.add(card);
            }
        }
        Map<Card, Integer> moveCounts = new HashMap<>();
        for (Card card : destroying) {
            duel.operation().confirmDestruction(card, new PendingDestruction(reason | Reason.DESTROY, reasonEffect, reasonPlayer,
                    destination));
            moveCounts.put(card, card.moveCount());
        }
        CardGroup destructible = new CardGroup();
        try {
            for (Card card : destroying) {
                // a battle destruction already went through the shields at damage calculation
                if (prohibitions.canBeDestroyed(card, reason, reasonEffect, reasonPlayer) && (Reason.has(reason, Reason.BATTLE)
                        || !prohibitions.spendDestructionShield(card, reason | Reason.DESTROY, reasonEffect, reasonPlayer))) {
                    destructible.add(card);
                }
            }
            CardGroup standingIn = new CardGroup();
            // a battle's substitutes were destroyed at damage calculation (BattleCalculator)
            for (Card card : Reason.has(reason, Reason.BATTLE) ? List.<Card>of() : destructible.toList()) {
                Card substitute = prohibitions.destructionSubstitute(card, destructible, standingIn, reason, reasonEffect,
                        reasonPlayer);
                if (substitute != null) {
                    destructible.remove(card);
                    standingIn.add(substitute);
                }
            }
            if (!standingIn.isEmpty()) {
                // destroyed in their place, as a replacement (the substituted cards were never destroyed)
                destroy(standingIn, Reason.EFFECT | Reason.REPLACE, reasonEffect, reasonPlayer);
            }
            if (!Reason.has(reason, Reason.BATTLE)) {
                for (Card spared : replacements.replaceDestruction(destructible, false)) {
                    destructible.remove(spared);
                }
            }
            // a card a replacement moved meanwhile is no longer destroyed
            destructible.toList().stream().filter(card -> card.moveCount() != moveCounts.get(card))
                    .forEach(destructible::remove);
        } finally {
            destroying.forEach(duel.operation()::endDestruction);
        }
        CardGroup destroyed = destination == Location.REMOVED
                ? banishDestroyed(destructible, reason | Reason.DESTROY, reasonEffect, reasonPlayer)
                : moves.move(destructible, Destination.graveyard(), new Cause(reason | Reason.DESTROY, reasonEffect,
                        reasonPlayer));
        if (!destroyed.isEmpty()) {
            events.raise(new GameEvent(EventCode.DESTROYED, destroyed, reasonEffect, reason | Reason.DESTROY, reasonPlayer,
                    reasonPlayer, 0));
        }
        duel.operation().recordOperated(destroyed);
        return destroyed.size();
    }

    private CardGroup banishDestroyed(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup before = new CardGroup();
        for (Card card : cards) {
            if (card.location() != Location.REMOVED && prohibitions.canBeBanished(card, reasonPlayer)) {
                before.add(card); // Imperial Iron Wall-like "cannot banish" keeps it out (R075)
            }
        }
        moves.banish(before, Position.FACEUP_ATTACK, reason, reasonEffect, reasonPlayer);
        return before;
    }
}
