package dev.spellspeed.rules.continuous;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectValue;

import java.util.List;

/**
 * Where a card would go instead if it left the field now (Card.GetLeaveFieldDest, ygopro's
 * leave_field_redirect): the EFFECT_LEAVE_FIELD_REDIRECT effects that apply to it ("if this card would
 * leave the field, banish it instead"), each counted only if its player could send the card there; a
 * banishment wins over the Deck, the Deck over the hand (ygopro's order). 0 when none applies, and always
 * for a Token. Scripts ask it before "return it to the hand / shuffle it" effects whose outcome would
 * differ (Evigishki Merrowgeist).
 */
public final class LeaveFieldDestination {
    private static final int DECK = Location.DECK.mask();
    private static final int HAND = Location.HAND.mask();
    private static final int REMOVED = Location.REMOVED.mask();
    /** LOCATION_DECKBOT and LOCATION_DECKSHF: the Deck, with where in it in the high bits. */
    private static final int DECK_BOTTOM = 0x10001;
    private static final int DECK_SHUFFLED = 0x20001;

    private final Duel duel;
    private final PlayerPermissions permissions;

    public LeaveFieldDestination(Duel duel, PlayerPermissions permissions) {
        this.duel = duel;
        this.permissions = permissions;
    }

    /** The LOCATION_* value the card would be redirected to, or 0. */
    public int of(Card card) {
        if ((card.data().type() & CardType.TOKEN) != 0) {
            return 0;
        }
        long redirects = 0;
        // a copy: a value callback may register or reset effects
        for (Effect redirect : List.copyOf(duel.effects().withCode(EffectCode.LEAVE_FIELD_REDIRECT))) {
            if (!duel.reach().applies(redirect, card)) {
                continue;
            }
            long where = EffectValue.numberOf(redirect, 0, redirect, card);
            int player = redirect.handlerPlayer();
            if ((where & HAND) != 0 && !duel.reach().isAffectedBy(card, EffectCode.CANNOT_TO_HAND)
                    && permissions.maySend(player, card, EffectCode.CANNOT_TO_HAND, redirect)) {
                redirects |= where;
            } else if ((where & DECK) != 0 && !duel.reach().isAffectedBy(card, EffectCode.CANNOT_TO_DECK)
                    && permissions.maySend(player, card, EffectCode.CANNOT_TO_DECK, redirect)) {
                redirects |= where;
            } else if ((where & REMOVED) != 0 && !duel.reach().isAffectedBy(card, EffectCode.CANNOT_REMOVE)
                    && permissions.mayBanish(player, card, Reason.EFFECT | Reason.REDIRECT, redirect)) {
                redirects |= where;
            }
        }
        if ((redirects & REMOVED) != 0) {
            return REMOVED;
        }
        if ((redirects & DECK) != 0) {
            if ((redirects & DECK_BOTTOM) == DECK_BOTTOM) {
                return DECK_BOTTOM;
            }
            return (redirects & DECK_SHUFFLED) == DECK_SHUFFLED ? DECK_SHUFFLED : DECK;
        }
        return (redirects & HAND) != 0 ? HAND : 0;
    }
}
