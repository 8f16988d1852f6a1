package dev.spellspeed.duel;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Lasting card targets (ygopro's {@code Card.SetCardTarget}): a card on the field keeps pointing at
 * cards its effect applied to (Call of the Haunted at the monster it revived). The link ends when
 * either card leaves the field or turns face-down; a card that leaves is released only once the
 * events of its move have been handled, so effects reacting to the move still see the link (as in
 * ygopro, where the link is cleared after the leave-field events are processed).
 */
public final class LastingTargets {
    /** ygopro keeps a card's targets ordered by card, so the "first" target is the oldest card. */
    private static final Comparator<Card> BY_UID = Comparator.comparingInt(Card::uid);

    private final Map<Card, TreeSet<Card>> targets = new IdentityHashMap<>();
    private final Set<Card> leaving = new LinkedHashSet<>();

    /** {@code owner} now targets {@code target}; links of cards that have left are released first. */
    public void link(Card owner, Card target) {
        releaseLeft();
        targets.computeIfAbsent(owner, c -> new TreeSet<>(BY_UID)).add(target);
    }

    /** The card's targets, first one first. */
    public List<Card> of(Card owner) {
        TreeSet<Card> own = targets.get(owner);
        return own == null ? List.of() : List.copyOf(own);
    }

    /** The card's first target, or null. */
    public Card first(Card owner) {
        TreeSet<Card> own = targets.get(owner);
        return own == null || own.isEmpty() ? null : own.first();
    }

    public boolean has(Card owner, Card target) {
        TreeSet<Card> own = targets.get(owner);
        return own != null && own.contains(target);
    }

    /** The cards that target this card. */
    public List<Card> ownersOf(Card target) {
        List<Card> owners = new ArrayList<>();
        for (Map.Entry<Card, TreeSet<Card>> entry : targets.entrySet()) {
            if (entry.getValue().contains(target)) {
                owners.add(entry.getKey());
            }
        }
        owners.sort(BY_UID);
        return owners;
    }

    /** Ends one link (ygopro's {@code Card.CancelCardTarget}). */
    public void cancel(Card owner, Card target) {
        TreeSet<Card> own = targets.get(owner);
        if (own != null) {
            own.remove(target);
        }
    }

    /** The card left the field: its links end once the events of the move are handled ({@link #releaseLeft}). */
    void noteLeft(Card card) {
        if (!targets.isEmpty()) {
            leaving.add(card);
        }
    }

    /** Ends every link of the cards that have left the field since the last release. */
    public void releaseLeft() {
        if (leaving.isEmpty()) {
            return;
        }
        for (Card card : leaving) {
            clear(card);
        }
        leaving.clear();
    }

    /** Ends every link from or to the card at once (turned face-down). */
    void clear(Card card) {
        targets.remove(card);
        targets.values().forEach(own -> own.remove(card));
        targets.values().removeIf(Set::isEmpty);
    }
}
