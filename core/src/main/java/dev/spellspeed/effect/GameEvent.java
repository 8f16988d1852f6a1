package dev.spellspeed.effect;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;

/**
 * Something that happened, with ygopro's event arguments: the cards involved ({@code eg}), the
 * effect and reason that caused it ({@code re}, {@code r}), the player who caused it ({@code rp}),
 * the player it happened to ({@code ep}) and a value ({@code ev}). The SINGLE effects of the cards
 * involved answer it; {@code alsoFor}, if not null, is one more card whose SINGLE effects do (ygopro's
 * single event on a card that is not in eg: EVENT_EQUIP reaches the equipped monster, eg holding the
 * Equip Card).
 */
public record GameEvent(long code, CardGroup cards, Effect reasonEffect, long reason, int reasonPlayer,
                        int eventPlayer, long value, Card alsoFor) {
    /** The empty event of a free chain window. */
    public static final GameEvent NONE = new GameEvent(EventCode.FREE_CHAIN, new CardGroup(), null, 0, 0, 0, 0);

    public GameEvent {
        cards = cards == null ? new CardGroup() : cards.copy();
    }

    public GameEvent(long code, CardGroup cards, Effect reasonEffect, long reason, int reasonPlayer, int eventPlayer,
                     long value) {
        this(code, cards, reasonEffect, reason, reasonPlayer, eventPlayer, value, null);
    }

    /** Whether this card's SINGLE effects answer the event. */
    public boolean concerns(Card card) {
        return card != null && (card == alsoFor || cards.contains(card));
    }
}
