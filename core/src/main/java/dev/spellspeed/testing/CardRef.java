package dev.spellspeed.testing;

import dev.spellspeed.duel.Card;

/**
 * A card named in a test: by code (the first matching card in location order is used) or exactly,
 * by the card a set-up call returned.
 */
public sealed interface CardRef {
    boolean matches(Card card);

    static CardRef code(int code) {
        return new ByCode(code);
    }

    static CardRef of(Card card) {
        return new Exact(card);
    }

    record ByCode(int code) implements CardRef {
        public boolean matches(Card card) {
            return card.code() == code;
        }

        @Override
        public String toString() {
            return String.valueOf(code);
        }
    }

    record Exact(Card card) implements CardRef {
        public boolean matches(Card other) {
            return other == card;
        }

        @Override
        public String toString() {
            return card.toString();
        }
    }
}
