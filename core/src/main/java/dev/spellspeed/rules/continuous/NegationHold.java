package dev.spellspeed.rules.continuous;

import dev.spellspeed.duel.Card;

import java.util.Arrays;

/**
 * Whether cards are negated, kept while a caller holds the duel's state still ({@link EffectReach#hold}):
 * the answer is a function of the state, so it is asked of the EFFECT_DISABLE effects once per card and
 * kept. Only answers made without asking any cycle guard are kept (EffectReach's guardsAsked): those are
 * the same whatever question is in progress around them. Kept by card number with a generation stamp,
 * so starting a hold forgets everything at once.
 */
final class NegationHold {
    static final int UNKNOWN = 0;
    static final int NO = 1;
    static final int YES = 2;

    private boolean active;
    private int generation;
    /** Per card number: the generation an answer was kept in, and the answer (as a card, as a negator). */
    private int[] stamps = new int[0];
    private Card[] cards = new Card[0];
    private byte[] asCard = new byte[0];
    private byte[] asNegator = new byte[0];

    /** A hold started inside another (a scan's script asking for a check) forgets what was kept. */
    void start() {
        active = true;
        forget();
    }

    /** Ends every hold: a hold released inside another leaves the outer one asking every time. */
    void stop() {
        active = false;
        forget();
    }

    private void forget() {
        if (++generation == 0) {
            Arrays.fill(stamps, 0); // wrapped: no stale stamp may equal the new generation
            generation = 1;
        }
    }

    /** The kept answer for the card (as a card, or as a negator asked about in turn), or UNKNOWN. */
    int answer(Card card, boolean negator) {
        byte[] answers = negator ? asNegator : asCard;
        int uid = card.uid();
        if (!active || uid < 0 || uid >= stamps.length || stamps[uid] != generation
                || cards[uid] != card) {
            return UNKNOWN;
        }
        return answers[uid];
    }

    void keep(Card card, boolean negator, boolean negated) {
        int uid = card.uid();
        if (!active || uid < 0 || uid > 1 << 16) {
            return;
        }
        if (uid >= stamps.length) {
            int length = Math.max(uid + 1, stamps.length * 2);
            stamps = Arrays.copyOf(stamps, length);
            asCard = Arrays.copyOf(asCard, length);
            asNegator = Arrays.copyOf(asNegator, length);
            cards = Arrays.copyOf(cards, length);
        }
        if (stamps[uid] != generation || cards[uid] != card) {
            stamps[uid] = generation;
            cards[uid] = card;
            asCard[uid] = UNKNOWN;
            asNegator[uid] = UNKNOWN;
        }
        (negator ? asNegator : asCard)[uid] = (byte) (negated ? YES : NO);
    }
}
