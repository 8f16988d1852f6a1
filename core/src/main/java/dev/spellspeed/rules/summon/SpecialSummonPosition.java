package dev.spellspeed.rules.summon;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.rules.Announcements;
import dev.spellspeed.rules.checks.UniqueCards;

/**
 * The battle position a Special Summoned monster takes: the summoning player chooses among the
 * positions the effect or procedure allows (POS_FACEUP = Attack or Defense), as ygopro asks in
 * move_to_field. A Token or Link Monster is never face-down, a Link Monster is always in Attack
 * Position, and a face-up position that would make a second "only 1" card on that side is left out.
 */
public final class SpecialSummonPosition {
    private final Announcements announcements;
    private final UniqueCards uniqueCards;

    public SpecialSummonPosition(Announcements announcements, UniqueCards uniqueCards) {
        this.announcements = announcements;
        this.uniqueCards = uniqueCards;
    }

    /** The POS_* bits of {@code positions} this card may be Special Summoned in to {@code targetPlayer}'s field (0: none). */
    public int allowed(Card card, int targetPlayer, int positions) {
        int allowed = positions & 0xf;
        if (card.data().is(CardType.TOKEN | CardType.LINK)) {
            allowed &= Position.FACEUP_ATTACK.mask() | Position.FACEUP_DEFENSE.mask();
        }
        if (card.data().is(CardType.LINK)) {
            allowed = Position.FACEUP_ATTACK.mask(); // whatever the effect names (ygopro's move_to_field)
        }
        int faceUp = Position.FACEUP_ATTACK.mask() | Position.FACEUP_DEFENSE.mask();
        if ((allowed & faceUp) != 0 && uniqueCards.blocked(card, targetPlayer, Location.MZONE.mask(), null)) {
            allowed &= ~faceUp;
        }
        return allowed;
    }

    /**
     * The position chosen by the summoning player among {@code allowed} (non-empty, from
     * {@link #allowed}); a single position is taken without a question.
     */
    public Position choose(int summoner, Card card, int allowed) {
        return announcements.position(summoner, card, allowed);
    }
}
