package dev.spellspeed.rules.checks;

import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.moves.Destruction;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.UniqueOnField;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * "You can only control 1 face-up X" (Card.SetUniqueOnField, ygopro's unique cards): a card may not
 * be summoned face-up, Flip Summoned, activated or returned face-up onto a side where it would make a
 * second face-up X, and duplicates that arise anyway (a monster flipped by an effect, a change of
 * control) are destroyed by the rules at the next check of the game state, all but the oldest.
 */
public final class UniqueCards {
    private static final Location[] ZONES = {Location.MZONE, Location.SZONE};

    private final Duel duel;
    private final Prohibitions prohibitions;
    /**
     * The cards given a rule, each once. Until one has been, nothing can be blocked and there are no
     * duplicates, so the checks, asked at every activation check and summon check, need not walk both
     * fields (most duels have no such card); only one of them on the field can refuse a card for another's
     * rule, so {@link #blocked} walks both fields only while one is there (a full-pool duel deals some such
     * card most of the time, mostly left in the Deck or hand).
     */
    private final List<Card> ruled = new ArrayList<>();

    public UniqueCards(Duel duel, Prohibitions prohibitions) {
        this.duel = duel;
        this.prohibitions = prohibitions;
    }

    /**
     * Gives the card its rule: sides relative to its controller, the cards that count and the field
     * zones (LOCATION_* bits; others are dropped). The rule lives in an effect of the card, so
     * resetting that effect ends it, as in ygopro.
     */
    public UniqueOnField register(Card card, boolean ownSide, boolean opponentSide, Predicate<Card> matches,
            int locations) {
        Effect effect = duel.effects().create(card, card.controller());
        effect.setType(EffectType.SINGLE);
        effect.setCode(EffectCode.UNIQUE_CHECK);
        effect.setProperty(EffectFlag.CANNOT_DISABLE);
        duel.effects().register(effect, card);
        UniqueOnField rule = new UniqueOnField(ownSide, opponentSide, matches,
                locations & (Location.MZONE.mask() | Location.SZONE.mask()), effect);
        card.setUniqueOnField(rule);
        if (!ruled.contains(card)) {
            ruled.add(card);
        }
        return rule;
    }

    /**
     * Whether {@link #blocked} may do anything but answer false at once: once a card has a rule it walks
     * the fields and may ask scripts (the rule's filter, whether a holder is negated).
     */
    public boolean mayBlock() {
        return !ruled.isEmpty();
    }

    /** Whether the card counts as an X for the rule; a script filter that fails counts it as none. */
    private boolean matches(UniqueOnField rule, Card card) {
        try {
            return rule.matches().test(card);
        } catch (RuntimeException failure) {
            duel.publish(new DuelEvent.ScriptFailed(rule.effect(), "unique filter", failure.getMessage()));
            return false;
        }
    }

    /** A face-up card enforces its rule once it is in force: not mid-summon, and not negated or forbidden. */
    private boolean inForce(Card holder, UniqueOnField rule) {
        return holder.location().isOnField() && rule.coversLocation(holder.location()) && holder.isFaceUp()
                && !duel.summons().isBeingSummoned(holder) && !prohibitions.isDisabled(holder);
    }

    /**
     * Would {@code card} make a second face-up X on {@code player}'s side, in {@code location} (a
     * LOCATION_* mask), not counting {@code ignore}? Either a face-up card in force there restricts that
     * side and counts {@code card} as an X, or the card's own rule (unless it is negated) finds another X
     * on the sides it restricts from there.
     */
    public boolean blocked(Card card, int player, int location, Card ignore) {
        if (ruled.isEmpty()) {
            return false;
        }
        if (anyRuleOnField() && blockedByHolder(card, player, location, ignore)) {
            return true;
        }
        UniqueOnField own = card.uniqueOnField();
        if (own == null || (own.locations() & location) == 0 || prohibitions.isDisabled(card)) {
            return false;
        }
        List<Card> others = matching(own, player, ignore);
        others.remove(card);
        return !others.isEmpty() && matches(own, card);
    }

    /** A face-up card in force restricts {@code player}'s side in {@code location} and counts {@code card} as an X. */
    private boolean blockedByHolder(Card card, int player, int location, Card ignore) {
        for (int side = 0; side < 2; side++) {
            for (Location zone : ZONES) {
                for (Card holder : duel.field().cards(side, zone)) {
                    UniqueOnField rule = holder.uniqueOnField();
                    if (rule != null && holder != card && holder != ignore && inForce(holder, rule)
                            && rule.restricts(holder.controller(), player) && (rule.locations() & location) != 0
                            && matches(rule, card)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether a card with a rule in effect is on the field (only such a card can be in force). */
    private boolean anyRuleOnField() {
        for (Card holder : ruled) {
            if (holder.location().isOnField() && holder.uniqueOnField() != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * The face-up Xs on the sides a rule restricts when its card is on {@code base}'s side (monsters
     * still being placed by a summon in steps do not count yet), without {@code ignore}.
     */
    private List<Card> matching(UniqueOnField rule, int base, Card ignore) {
        CardGroup placing = duel.summons().inSteps().cards();
        List<Card> found = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            if (!rule.restricts(base, side)) {
                continue;
            }
            for (Location zone : ZONES) {
                if (!rule.coversLocation(zone)) {
                    continue;
                }
                for (Card card : duel.field().cards(side, zone)) {
                    if (card != ignore && card.isFaceUp() && !(zone == Location.MZONE && placing.contains(card))
                            && matches(rule, card)) {
                        found.add(card);
                    }
                }
            }
        }
        return found;
    }

    /**
     * The rules check: for each card in force, the turn player's first, every X beyond one on the sides
     * its rule restricts is destroyed by the rules, with that rule as the reason. The oldest X stays
     * (the lowest field id: ygopro destroys those that arrived while another was there).
     */
    void destroyDuplicates(Destruction destruction) {
        if (ruled.isEmpty()) {
            return;
        }
        int turnPlayer = duel.turn().player();
        for (int side : new int[] {turnPlayer, 1 - turnPlayer}) {
            for (Location zone : ZONES) {
                for (Card holder : List.copyOf(duel.field().cards(side, zone))) {
                    UniqueOnField rule = holder.uniqueOnField();
                    // an earlier card's destruction may have removed this one
                    if (rule == null || holder.controller() != side || !holder.location().isOnField()
                            || !inForce(holder, rule)) {
                        continue;
                    }
                    List<Card> xs = matching(rule, holder.controller(), null);
                    if (xs.size() < 2) {
                        continue;
                    }
                    xs.sort(Comparator.comparingInt(c -> c.history().fieldId()));
                    CardGroup extra = new CardGroup();
                    xs.subList(1, xs.size()).forEach(extra::add);
                    destruction.destroy(extra, Reason.RULE, rule.effect(), holder.controller());
                }
            }
        }
    }
}
