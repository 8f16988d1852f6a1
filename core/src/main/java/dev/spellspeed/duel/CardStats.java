package dev.spellspeed.duel;

/** Computes a card's current ATK, DEF and Level from its printed values and the effects that apply to it. */
public interface CardStats {
    int attack(Card card);

    int defense(Card card);

    int level(Card card);

    /** The original ATK as effects change it ("original ATK becomes X"); printed when none does. */
    default int baseAttack(Card card) {
        return Math.max(0, card.data().attack());
    }

    default int baseDefense(Card card) {
        return Math.max(0, card.data().defense());
    }

    /** Current type bits (TYPE_*). */
    default long type(Card card) {
        return card.baseType();
    }

    default long attribute(Card card) {
        return card.data().attribute();
    }

    default long race(Card card) {
        return card.data().race();
    }

    /** The card's name now: its original name (an alternate artwork's alias) unless effects change it. */
    default long code(Card card) {
        return card.data().alias() != 0 ? card.data().alias() : card.code();
    }

    /** Printed values only: for a duel without continuous effects. */
    CardStats PRINTED = new CardStats() {
        @Override
        public int attack(Card card) {
            return Math.max(0, card.data().attack());
        }

        @Override
        public int defense(Card card) {
            return Math.max(0, card.data().defense());
        }

        @Override
        public int level(Card card) {
            return card.data().level();
        }
    };
}
