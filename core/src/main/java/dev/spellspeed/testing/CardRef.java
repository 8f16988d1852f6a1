package dev.spellspeed.testing;

import dev.spellspeed.duel.Card;

/**
 * A card named in a test: by code or by name (the first matching card in location order is used) or
 * exactly, by the card a set-up call returned.
 */
public sealed interface CardRef {
    boolean matches(Card card);

    static CardRef code(int code) {
        return new ByCode(code);
    }

    /** The card {@code code} that a test named {@code name} (see {@link dev.spellspeed.data.CardNames}). */
    static CardRef named(String name, int code) {
        return new ByName(name, code);
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

    /** Matches the card the name resolved to, and its alternate artworks (an alias of it with the same name). */
    record ByName(String name, int code) implements CardRef {
        public boolean matches(Card card) {
            return card.code() == code || (card.data().alias() == code && card.data().name().equals(name));
        }

        @Override
        public String toString() {
            return "\"" + name + "\"";
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
