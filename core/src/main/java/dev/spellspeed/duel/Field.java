package dev.spellspeed.duel;

import dev.spellspeed.effect.EffectRegistry;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Both players' zones and the only way cards change place. Every move takes a card out of its old
 * place and puts it in the new one in the same call, so a card is always in exactly one place.
 */
public final class Field {
    private final PlayerZones[] zones = {new PlayerZones(), new PlayerZones()};
    private final List<Card> allCards = new ArrayList<>();
    private final CardStats stats;
    private final LastingTargets targets = new LastingTargets();
    private final FreeZones freeZones = new FreeZones(zones);
    /** Renews the timestamps of a card's continuous effects when it starts to apply them (face-up on the field). */
    private final EffectRegistry effects;

    /** ygopro's field ids: one counter for the duel, a new number whenever a card takes a new identity. */
    private int nextFieldId = 1;

    /** How many writes changed a card's place, order, position, control or counters ({@link #writes}). */
    private long writes;

    Field(CardStats stats, EffectRegistry effects) {
        this.stats = stats;
        this.effects = effects;
    }

    /**
     * How many times a card of the duel changed place, zone or order in its pile, position, controller or
     * counters, or was marked properly summoned: every such write is made here and counts. Whoever reads
     * the same count again knows no card changed in any of these ways meanwhile (the rules check's stat
     * log and its look for changes ending on negation skip their work then; rules/checks).
     */
    public long writes() {
        return writes;
    }

    private void wrote() {
        writes++;
    }

    /** Which zones are free for a summon, a Spell or Trap, or a Pendulum Scale. */
    public FreeZones freeZones() {
        return freeZones;
    }

    /** The lasting card targets of the duel's cards. */
    public LastingTargets targets() {
        return targets;
    }

    private void renewFieldId(Card card) {
        card.history().setFieldId(nextFieldId++);
    }

    /** The card arrived in a new place: both its field ids start again. */
    private void renewRealFieldId(Card card) {
        card.history().setRealFieldId(nextFieldId++);
    }

    /**
     * What a card on the field is as it leaves (ygopro's previous state): face-up, its current name,
     * type, race and attribute; face-down, its printed ones.
     */
    private void rememberOnField(Card card) {
        CardHistory.OnField state = card.isFaceUp()
                ? new CardHistory.OnField(stats.code(card), stats.type(card), stats.race(card), stats.attribute(card),
                        stats.attack(card), stats.defense(card), stats.level(card))
                : new CardHistory.OnField(CardStats.PRINTED.code(card), card.data().type(), card.data().race(),
                        card.data().attribute(), Math.max(0, card.data().attack()), Math.max(0, card.data().defense()),
                        card.data().level());
        card.history().rememberOnField(state);
    }

    /** Adds a new card to the end of a pile (the top of a Deck) at duel set-up. */
    Card create(int uid, CardData data, int owner, Location pile, int turn) {
        Card card = new Card(uid, data, owner, pile, stats);
        wrote();
        List<Card> list = zones[owner].pile(pile);
        card.place(owner, pile, list.size(), pile == Location.GRAVE || pile == Location.REMOVED
                ? Position.FACEUP_ATTACK : Position.FACEDOWN_DEFENSE, turn, 0);
        list.add(card);
        allCards.add(card);
        renewRealFieldId(card);
        return card;
    }

    /** Moves a card to the bottom of its owner's Deck (set-up only: it keeps no record of the move). */
    void putOnDeckBottom(Card card) {
        wrote();
        detach(card);
        List<Card> deck = zones[card.owner()].deck;
        deck.add(0, card);
        for (int i = 0; i < deck.size(); i++) {
            deck.get(i).reindex(i);
        }
    }

    /** Puts a card that has just arrived on top of its owner's Deck at the bottom instead. */
    public void moveToDeckBottom(Card card) {
        putOnDeckBottom(card);
    }

    /** Why a card cannot be put into that zone of the field (it does not exist or holds a card), or null. */
    public String zoneProblem(int player, Location location, int sequence) {
        Card[] slots = zones[player].slots(location);
        if (sequence < 0 || sequence >= slots.length) {
            return location + " has no zone " + sequence;
        }
        if (slots[sequence] != null) {
            return location + " " + sequence + " of player " + player + " already holds " + slots[sequence];
        }
        return null;
    }

    /** Every card of the duel, in uid order. */
    public List<Card> allCards() {
        return java.util.Collections.unmodifiableList(allCards);
    }

    /**
     * The cards of one player's location: piles in sequence order (a live read-only view), zones from
     * left to right (a snapshot: the list is never changed afterwards, a change of the zones makes a
     * new one, so it can be walked while cards move).
     */
    public List<Card> cards(int player, Location location) {
        return zones[player].view(location);
    }

    /**
     * A count that differs whenever the cards of one player's location, or their order, have changed
     * since it was read (a card in or out, a zone's card changed, a pile shuffled or rearranged): what is
     * worked out from {@link #cards} may be kept until then (the listing of activations keeps which cards
     * to judge). The cards' positions and states are not counted.
     */
    public int changes(int player, Location location) {
        return zones[player].changes(location);
    }

    /** The card in a player's zone of the field, or null. */
    public Card zoneCard(int player, Location location, int sequence) {
        return zones[player].slots(location)[sequence];
    }

    public int count(int player, Location location) {
        if (location.isOnField()) {
            int n = 0;
            for (Card c : zones[player].slots(location)) {
                if (c != null) {
                    n++;
                }
            }
            return n;
        }
        return zones[player].pile(location).size();
    }

    public Optional<Card> at(int player, Location location, int sequence) {
        if (location.isOnField()) {
            Card[] slots = zones[player].slots(location);
            return sequence >= 0 && sequence < slots.length ? Optional.ofNullable(slots[sequence]) : Optional.empty();
        }
        List<Card> pile = zones[player].pile(location);
        return sequence >= 0 && sequence < pile.size() ? Optional.of(pile.get(sequence)) : Optional.empty();
    }

    /** The top card of a player's Deck (the next one drawn). */
    public Optional<Card> topOfDeck(int player) {
        List<Card> deck = zones[player].deck;
        return deck.isEmpty() ? Optional.empty() : Optional.of(deck.get(deck.size() - 1));
    }

    /** The default summoning zones: the five Main Monster Zones (zone bits 0-4). */
    public static final int MAIN_MONSTER_ZONE_MASK = 0x1f;
    public static final int LEFT_PENDULUM_ZONE = 0;
    public static final int RIGHT_PENDULUM_ZONE = 4;

    /** The Pendulum card in a player's left (0) or right (4) Pendulum Zone, or null. */
    public Card pendulumScale(int player, int zone) {
        Card card = zones[player].spells[zone];
        return card != null && card.isFaceUp() && card.data().isMonster()
                && card.data().is(CardType.PENDULUM) && card.equipTarget() == null ? card : null;
    }

    public static int fieldZone() {
        return PlayerZones.FIELD_ZONE;
    }

    /**
     * Moves a card to a pile (Deck top, hand, GY top, banishment, Extra Deck) of {@code player}.
     * Cards in piles always belong to their owner's piles, so {@code player} is normally the owner.
     */
    public void moveToPile(Card card, int player, Location pile, Position position, int turn, long reason) {
        if (pile.isOnField()) {
            throw new IllegalArgumentException(pile + " is not a pile");
        }
        if (card.location().isOnField()) {
            rememberOnField(card);
            targets.noteLeft(card);
        }
        wrote();
        detach(card);
        List<Card> list = zones[player].pile(pile);
        card.place(player, pile, list.size(), position, turn, reason);
        list.add(card);
        renewRealFieldId(card);
    }

    /** Moves a card onto a zone of {@code player}'s field; the zone must be free. */
    public void moveToZone(Card card, int player, Location location, int sequence, Position position, int turn, long reason) {
        Card[] slots = zones[player].slots(location);
        if (slots[sequence] != null && slots[sequence] != card) {
            throw new IllegalStateException(location + " " + sequence + " of player " + player + " is occupied by " + slots[sequence]);
        }
        boolean sameLocation = card.location() == location;
        if (card.location().isOnField()) {
            targets.noteLeft(card);
        }
        wrote();
        detach(card);
        card.place(player, location, sequence, position, turn, reason);
        zones[player].put(location, sequence, card);
        if (sameLocation) {
            renewFieldId(card); // moved to another zone of the same kind: still the same card for an attack
        } else {
            renewRealFieldId(card);
        }
        if (position.isFaceUp()) {
            effects.startApplying(card);
        }
    }

    /** False under a puzzle's DUEL_PSEUDO_SHUFFLE: Decks keep their order. */
    private boolean shuffling = true;

    void setShuffling(boolean shuffling) {
        this.shuffling = shuffling;
    }

    /** Puts a Deck back in random order; sequences follow the new order. */
    public void shuffleDeck(int player, DuelRandom random) {
        shufflePile(zones[player].deck, random);
    }

    /** Puts an Extra Deck in random order (it is face-down; nothing here is face-up in it). */
    public void shuffleExtraDeck(int player, DuelRandom random) {
        shufflePile(zones[player].extra, random);
    }

    private void shufflePile(List<Card> pile, DuelRandom random) {
        if (!shuffling) {
            return;
        }
        random.shuffle(pile);
        wrote();
        for (int i = 0; i < pile.size(); i++) {
            pile.get(i).reindex(i);
        }
    }

    /** The top {@code count} cards of a player's Deck (fewer if the Deck is smaller), the top card first. */
    public List<Card> deckTop(int player, int count) {
        List<Card> deck = zones[player].deck;
        List<Card> top = new ArrayList<>();
        for (int i = deck.size() - 1; i >= 0 && top.size() < count; i--) {
            top.add(deck.get(i));
        }
        return top;
    }

    /**
     * Moves a card already in its owner's Deck to the top or the bottom. The card stays the same card:
     * nothing that is tied to it ends, since it never left the Deck.
     */
    public void moveWithinDeck(Card card, boolean toTop) {
        List<Card> deck = zones[card.controller()].deck;
        if (card.location() != Location.DECK || deck.get(card.sequence()) != card) {
            throw new IllegalStateException(card + " is not in a Deck");
        }
        wrote();
        deck.remove(card.sequence());
        if (toTop) {
            deck.add(card);
        } else {
            deck.add(0, card);
        }
        for (int i = 0; i < deck.size(); i++) {
            deck.get(i).reindex(i);
        }
    }

    /**
     * Puts the given cards, which must be the top cards of the player's Deck in some order, back on
     * top in the order given (the first becomes the top card).
     */
    public void arrangeDeckTop(int player, List<Card> topFirst) {
        List<Card> deck = zones[player].deck;
        int n = topFirst.size();
        if (!new java.util.HashSet<>(deckTop(player, n)).equals(new java.util.HashSet<>(topFirst))) {
            throw new IllegalArgumentException(topFirst + " are not the top " + n + " cards of player " + player + "'s Deck");
        }
        wrote();
        for (int i = 0; i < n; i++) {
            deck.set(deck.size() - 1 - i, topFirst.get(i));
        }
        for (int i = 0; i < deck.size(); i++) {
            deck.get(i).reindex(i);
        }
    }

    /**
     * Moves a card to another free zone of the same kind on its controller's side (ygopro's move within a
     * location): it keeps its position, counters and everything applied to it. False if that zone does
     * not exist, is taken, or is the one the card is in.
     */
    public boolean shiftZone(Card card, int sequence) {
        Location location = card.location();
        if (!location.isOnField()) {
            return false;
        }
        Card[] slots = zones[card.controller()].slots(location);
        int limit = location == Location.MZONE ? PlayerZones.MAIN_MONSTER_ZONES : PlayerZones.FIELD_ZONE;
        List<Integer> free = location == Location.MZONE ? freeZones.mainMonster(card.controller())
                : freeZones.spellTrap(card.controller());
        // the Field Zone is a zone apart: nothing moves into or out of it this way
        if (card.sequence() >= limit || !free.contains(sequence)) {
            return false;
        }
        PlayerZones side = zones[card.controller()];
        wrote();
        side.put(location, card.sequence(), null);
        side.put(location, sequence, card);
        card.reindex(sequence);
        return true;
    }

    public void changePosition(Card card, Position position) {
        wrote();
        // turning face-down ends what was tied to the card (R076): it no longer counts as the same card for effects
        if (card.isFaceUp() && !position.isFaceUp()) {
            card.bumpMoveCount();
            targets.clear(card); // a card turned face-down keeps no lasting targets and is no one's
        } else if (!card.isFaceUp() && position.isFaceUp()) {
            renewFieldId(card); // flipped face-up: ygopro gives it a new field id
        }
        boolean turnedFaceUp = !card.isFaceUp() && position.isFaceUp();
        card.setPosition(position);
        if (turnedFaceUp) {
            effects.startApplying(card);
        }
    }

    public void markSummoned(Card card, SummonType type) {
        markSummoned(card, type, card.controller());
    }

    /** The card was summoned by {@code player} from where it was just before (its previous location). */
    public void markSummoned(Card card, SummonType type, int player) {
        card.markSummoned(type);
        card.history().summoned(player, card.previousLocation() == null ? 0 : card.previousLocation().mask());
    }

    /** Records that a monster with a summoning condition was summoned properly (it may be revived later). */
    public void markProperlySummoned(Card card) {
        wrote();
        card.markProperlySummoned();
    }

    public void markPositionChanged(Card card, int turn) {
        card.markPositionChanged(turn);
    }

    /**
     * Moves a monster to another player's Monster Zone because a control effect began or ended; who
     * controls it without such effects does not change.
     */
    /**
     * Moves a monster to another player's Monster Zone as a change of control: it keeps its counters,
     * its summon, its attacks this turn and the turn it arrived (only the controller and zone change),
     * but it no longer counts as the same card for effects related to it.
     */
    /**
     * Two monsters of different players change control at once, each to the other's zone (ygopro's
     * Duel.SwapControl with one card on each side): no free zone is needed. Each keeps its counters,
     * summon and attacks, and gets a new field id as after any change of control.
     */
    public void swapControl(Card first, Card second) {
        if (first.location() != Location.MZONE || second.location() != Location.MZONE
                || first.controller() == second.controller()) {
            throw new IllegalArgumentException("swapping control needs a monster on each side: " + first + ", " + second);
        }
        int firstPlayer = first.controller();
        int firstZone = first.sequence();
        int secondPlayer = second.controller();
        int secondZone = second.sequence();
        wrote();
        detach(first);
        detach(second);
        first.changeController(secondPlayer, secondZone);
        second.changeController(firstPlayer, firstZone);
        zones[secondPlayer].put(Location.MZONE, secondZone, first);
        zones[firstPlayer].put(Location.MZONE, firstZone, second);
        for (Card card : List.of(first, second)) {
            renewFieldId(card);
            for (Card material : List.copyOf(card.overlays())) {
                attachOverlay(card, material, material.arrivedTurn(), material.lastReason());
            }
        }
    }

    /**
     * Puts Set cards of one player's Monster Zone (or Spell &amp; Trap Zone) in random order among the
     * zones they occupy (ygopro's Duel.ShuffleSetCard): every card must be face-down, in the same
     * location, of the same controller, in a main zone (sequence 0-4). Returns false, moving nothing,
     * when they are not, or when there are fewer than 2.
     */
    public boolean shuffleSetCards(List<Card> cards, DuelRandom random) {
        if (cards.size() <= 1) {
            return false;
        }
        Card first = cards.get(0);
        Location location = first.location();
        int player = first.controller();
        for (Card card : cards) {
            if (card.location() != location || (location != Location.MZONE && location != Location.SZONE)
                    || card.isFaceUp() || card.sequence() > 4 || card.controller() != player) {
                return false;
            }
        }
        List<Integer> places = new java.util.ArrayList<>();
        for (Card card : cards) {
            places.add(card.sequence());
        }
        List<Card> order = new java.util.ArrayList<>(cards);
        random.shuffle(order);
        wrote();
        for (int i = 0; i < order.size(); i++) {
            Card card = order.get(i);
            zones[player].put(location, places.get(i), card);
            card.reindex(places.get(i));
        }
        return true;
    }

    /**
     * Turns a card in the Deck face-up where it is (ygopro's Card.ReverseInDeck: "place it face-up in
     * the Deck"); it stays face-up through shuffles until it leaves the Deck. False if it is not in a Deck.
     */
    public boolean reverseInDeck(Card card) {
        if (card.location() != Location.DECK) {
            return false;
        }
        wrote();
        card.setPosition(Position.FACEUP_DEFENSE);
        return true;
    }

    public void changeControl(Card card, int player, int sequence) {
        Card[] slots = zones[player].slots(Location.MZONE);
        if (slots[sequence] != null) {
            throw new IllegalStateException("Monster Zone " + sequence + " of player " + player + " is occupied by " + slots[sequence]);
        }
        wrote();
        detach(card);
        card.changeController(player, sequence);
        zones[player].put(Location.MZONE, sequence, card);
        renewFieldId(card);
        // its Xyz Materials stay under it, on its new controller's side
        for (Card material : List.copyOf(card.overlays())) {
            attachOverlay(card, material, material.arrivedTurn(), material.lastReason());
        }
    }

    public void addCounters(Card card, int type, int count) {
        wrote();
        card.addCounters(type, count);
    }

    public void removeCounters(Card card, int type, int count) {
        wrote();
        card.removeCounters(type, count);
    }

    /** Turning face-down removes every counter (R103). */
    public void clearCounters(Card card) {
        wrote();
        card.clearCounters();
    }

    /**
     * Attaches a card to a monster as an Xyz Material: it leaves where it was (not sent anywhere) and
     * goes under the monster, on the monster's controller's side.
     */
    public void attachOverlay(Card holder, Card material, int turn, long reason) {
        int player = holder.controller();
        moveToPile(material, player, Location.OVERLAY, Position.FACEUP_ATTACK, turn, reason);
        material.attachTo(holder);
    }

    /** A card just moved to the Xyz Materials pile goes under its monster. */
    public void markAttached(Card holder, Card material) {
        material.attachTo(holder);
    }

    /** Attaches an Equip Card to a monster (null detaches it). */
    public void equip(Card equipCard, Card target) {
        equipCard.setEquipTarget(target);
    }

    /** The cards equipped to a monster, in the order of the zones. */
    public List<Card> equippedTo(Card monster) {
        List<Card> equips = new ArrayList<>();
        for (PlayerZones side : zones) {
            for (Card card : side.spells) {
                if (card != null && card.equipTarget() == monster) {
                    equips.add(card);
                }
            }
            for (Card card : side.monsters) {
                if (card != null && card.equipTarget() == monster) {
                    equips.add(card);
                }
            }
        }
        return equips;
    }

    /**
     * The other cards in the card's column (ygopro's column zones): the Main Monster and Spell &amp;
     * Trap Zones in line with it on both sides, seen from the opponent's side mirrored (zone 4 - n),
     * and the Extra Monster Zone above columns 1 and 3. Empty for a card off the field or in the Field Zone.
     */
    public List<Card> columnCards(Card card) {
        return columnOf(card);
    }

    /**
     * Card.IsAllColumn (ygopro's is_all_column): every other zone of the card's column is occupied —
     * three cards, four for a card in column 1 or 3, which an Extra Monster Zone stands above.
     */
    public boolean isAllColumn(Card card) {
        int seq = card.sequence();
        return card.location().isOnField() && columnOf(card).size() == (seq == 1 || seq == 3 ? 4 : 3);
    }

    private List<Card> columnOf(Card card) {
        List<Card> column = new ArrayList<>();
        if (!card.location().isOnField() || card.location() == Location.SZONE && card.sequence() >= 5) {
            return column;
        }
        int self = card.controller();
        int other = 1 - self;
        int seq = card.sequence();
        if (seq <= 4) {
            if (card.location() != Location.MZONE) {
                addAt(column, self, Location.MZONE, seq);
            }
            addAt(column, other, Location.MZONE, 4 - seq);
            if (seq == 1) {
                addAt(column, self, Location.MZONE, 5);
                addAt(column, other, Location.MZONE, 6);
            } else if (seq == 3) {
                addAt(column, self, Location.MZONE, 6);
                addAt(column, other, Location.MZONE, 5);
            }
            if (card.location() != Location.SZONE) {
                addAt(column, self, Location.SZONE, seq);
            }
            addAt(column, other, Location.SZONE, 4 - seq);
        } else {
            int main = seq == 5 ? 1 : 3; // an Extra Monster Zone stands above Main Monster Zone 1 or 3
            addAt(column, self, Location.MZONE, main);
            addAt(column, other, Location.MZONE, 4 - main);
            addAt(column, self, Location.SZONE, main);
            addAt(column, other, Location.SZONE, 4 - main);
        }
        return column;
    }

    private void addAt(List<Card> into, int player, Location location, int sequence) {
        at(player, location, sequence).ifPresent(into::add);
    }

    public void countAttackDeclaration(Card card, int turn) {
        card.countAttackDeclaration(turn);
    }

    /** An attack declared against {@code target} (null: a direct attack). */
    public void countAttackDeclaration(Card card, int turn, Card target) {
        card.countAttackDeclaration(turn, target);
    }

    public void countAttackMade(Card card, int turn) {
        card.countAttackMade(turn);
    }

    private void detach(Card card) {
        card.detachFromHolder();
        PlayerZones from = zones[card.controller()];
        Location location = card.location();
        if (location.isOnField()) {
            Card[] slots = from.slots(location);
            if (slots[card.sequence()] != card) {
                throw new IllegalStateException(card + " is not where it says it is");
            }
            from.put(location, card.sequence(), null);
        } else {
            List<Card> pile = from.pile(location);
            int index = card.sequence();
            if (index >= pile.size() || pile.get(index) != card) {
                throw new IllegalStateException(card + " is not where it says it is");
            }
            pile.remove(index);
            for (int i = index; i < pile.size(); i++) {
                pile.get(i).reindex(i);
            }
        }
    }

    /**
     * Checks that every card is in exactly one place, that each card's own record of its place
     * agrees with the zones, and that no card was created or lost. Returns the violations found.
     */
    public List<String> verifyInvariants() {
        List<String> problems = new ArrayList<>();
        java.util.Map<Card, String> seen = new java.util.IdentityHashMap<>();
        for (int p = 0; p < 2; p++) {
            for (Location location : Location.values()) {
                if (location.isOnField()) {
                    Card[] slots = zones[p].slots(location);
                    for (int i = 0; i < slots.length; i++) {
                        if (slots[i] != null) {
                            checkPlace(slots[i], p, location, i, seen, problems);
                        }
                    }
                } else {
                    List<Card> pile = zones[p].pile(location);
                    for (int i = 0; i < pile.size(); i++) {
                        checkPlace(pile.get(i), p, location, i, seen, problems);
                    }
                }
            }
        }
        for (Card card : allCards) {
            if (!seen.containsKey(card)) {
                problems.add(card + " is nowhere");
            }
        }
        if (seen.size() != allCards.size()) {
            problems.add("found " + seen.size() + " cards, the duel has " + allCards.size());
        }
        return problems;
    }

    private static void checkPlace(Card card, int player, Location location, int sequence,
                                   java.util.Map<Card, String> seen, List<String> problems) {
        String here = "player " + player + " " + location + " " + sequence;
        String before = seen.put(card, here);
        if (before != null) {
            problems.add(card + " is both at " + before + " and at " + here);
        }
        if (card.controller() != player || card.location() != location || card.sequence() != sequence) {
            problems.add(card + " is at " + here + " but records player " + card.controller() + " "
                    + card.location() + " " + card.sequence());
        }
        // only the GY and banishment always take the owner's cards: a card may be sent to the other
        // player's hand or Deck (Present Exchange; ygopro's send_to keeps the player given there), and
        // an Xyz Monster may hold the opponent's cards (taken, or summoned with a revived opponent's monster)
        if ((location == Location.GRAVE || location == Location.REMOVED) && card.owner() != player) {
            problems.add(card + " of player " + card.owner() + " is in player " + player + "'s " + location);
        }
    }
}
