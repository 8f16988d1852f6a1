package dev.spellspeed.effect;

import dev.spellspeed.duel.CardGroup;

/**
 * Something that happened, with ygopro's event arguments: the cards involved ({@code eg}), the
 * effect and reason that caused it ({@code re}, {@code r}), the player who caused it ({@code rp}),
 * the player it happened to ({@code ep}) and a value ({@code ev}).
 */
public record GameEvent(long code, CardGroup cards, Effect reasonEffect, long reason, int reasonPlayer,
                        int eventPlayer, long value) {
    /** The empty event of a free chain window. */
    public static final GameEvent NONE = new GameEvent(EventCode.FREE_CHAIN, new CardGroup(), null, 0, 0, 0, 0);

    public GameEvent {
        cards = cards == null ? new CardGroup() : cards.copy();
    }
}
