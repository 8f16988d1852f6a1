package dev.spellspeed.rules.moves;

import dev.spellspeed.rules.chain.Activations;
import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.checks.UniqueCards;
import dev.spellspeed.rules.continuous.EffectResets;
import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Card movement: one procedure, {@link #move}, sends cards to the GY, a hand, the Deck, the Extra Deck
 * or banishes them (ygopro's send_to), with the cards about to leave the field announced, "banished
 * instead" decided before anything moves, and the move events raised once for the whole move. The
 * named moves (sending to the GY, drawing, discarding, Tributing, returning, placing on the field) are
 * that procedure or a single placement ({@link #relocate}).
 */
public final class CardMoves {
    private final Duel duel;
    private final Rules rules;
    private final Prohibitions prohibitions;
    private final UniqueCards uniqueCards;
    private final Events events;
    private final ZoneChoice zones;
    private final EffectResets resets;

    /** Destruction, equips, Xyz Materials and control are built after this class: asked from {@code rules} at call time. */
    public CardMoves(Rules rules) {
        this.rules = rules;
        this.duel = rules.duel();
        this.prohibitions = rules.prohibitions();
        this.uniqueCards = rules.uniqueCards();
        this.events = rules.events();
        this.zones = rules.zones();
        this.resets = rules.effectResets();
    }

    /**
     * Moves cards to one destination together. Cards already there are left out (a card sent to the
     * Deck is moved again), and so are cards that may not go: a card that cannot be banished (R075), a
     * non-Pendulum card for the Extra Deck face-up. Returns the cards that moved: those banished instead
     * count as sent to the GY (R092, R093), not as returned to the hand or Deck.
     */
    public CardGroup move(CardGroup cards, Destination to, Cause cause) {
        long reason = cause.reason();
        CardGroup banishInstead = to.redirectable() ? banishedInstead(cards, to.location()) : new CardGroup();
        announceLeaving(cards, cause);
        CardGroup moved = new CardGroup();
        CardGroup arrived = new CardGroup();
        CardGroup redirected = new CardGroup();
        CardGroup leftField = new CardGroup();
        for (Card card : cards.toList()) {
            if (!goes(card, to, cause)) {
                continue;
            }
            boolean wasOnField = card.location().isOnField();
            if (banishInstead.contains(card)) {
                // "banished instead": it still was destroyed / discarded / sent (R092, R093)
                banish(card, reason | Reason.REDIRECT, Position.FACEUP_ATTACK);
                redirected.add(card);
                if (to.location() == Location.GRAVE) {
                    moved.add(card);
                }
            } else if (to.location() == Location.GRAVE && wasOnField && card.data().isMonster()
                    && card.data().is(CardType.PENDULUM)) {
                // a Pendulum Monster leaving the field for the GY is placed face-up in its owner's Extra Deck
                arrive(card, card.owner(), Location.EXTRA, 0, Position.FACEUP_ATTACK, reason | Reason.REDIRECT);
                moved.add(card);
            } else {
                arrive(card, arrivalPlayer(card, to), arrivalPile(card, to), to.sequence() == 1 ? 1 : 0, to.position(),
                        reason);
                moved.add(card);
                arrived.add(card);
            }
            if (wasOnField) {
                leftField.add(card);
            }
        }
        if (to.location() == Location.DECK && to.sequence() == 2) {
            for (int p = 0; p < 2; p++) {
                duel.field().shuffleDeck(p, duel.random());
            }
        }
        raiseMoves(arrived, leftField, eventOf(to.location()), cause);
        if (!redirected.isEmpty()) {
            events.raise(new GameEvent(EventCode.REMOVE, redirected, cause.effect(), reason | Reason.REDIRECT,
                    cause.player(), cause.player(), 0));
        }
        if (to.location() == Location.GRAVE && !moved.isEmpty() && Reason.has(reason, Reason.DISCARD)) {
            // whatever sends cards from the hand with REASON_DISCARD discards them
            events.raise(new GameEvent(EventCode.DISCARD, moved, cause.effect(), reason, cause.player(), cause.player(), 0));
        }
        return moved;
    }

    /** Whether the card takes part in a move to {@code to}. */
    private boolean goes(Card card, Destination to, Cause cause) {
        return switch (to.location()) {
            case DECK -> true;
            case EXTRA -> card.data().is(CardType.PENDULUM) && card.location() != Location.EXTRA;
            // "cards cannot be banished" stops it (R075)
            case REMOVED -> card.location() != Location.REMOVED && prohibitions.canBeBanished(card, cause.player());
            default -> card.location() != to.location();
        };
    }

    /** A Fusion, Synchro, Xyz or Link Monster returned to the hand or Deck goes to its owner's Extra Deck. */
    private static Location arrivalPile(Card card, Destination to) {
        boolean returned = to.location() == Location.HAND || to.location() == Location.DECK;
        return returned && card.data().isExtraDeckMonster() ? Location.EXTRA : to.location();
    }

    private static int arrivalPlayer(Card card, Destination to) {
        return to.player() == null || arrivalPile(card, to) != to.location() ? card.owner() : to.player();
    }

    private static long eventOf(Location destination) {
        return switch (destination) {
            case GRAVE -> EventCode.TO_GRAVE;
            case HAND -> EventCode.TO_HAND;
            case REMOVED -> EventCode.REMOVE;
            default -> EventCode.TO_DECK;
        };
    }

    private void arrive(Card card, int player, Location pile, int sequence, Position position, long reason) {
        int fromPlayer = card.controller();
        Location from = card.location();
        relocate(card, player, pile, sequence, position, reason);
        duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, pile, reason));
    }

    private void banish(Card card, long reason, Position position) {
        arrive(card, card.owner(), Location.REMOVED, 0, position, reason);
    }

    /**
     * The cards of one move that are banished instead of arriving (EFFECT_TO_GRAVE_REDIRECT for the
     * GY, EFFECT_LEAVE_FIELD_REDIRECT for anything leaving the field), decided before any of them
     * moves (R072).
     */
    private CardGroup banishedInstead(CardGroup cards, Location destination) {
        CardGroup instead = new CardGroup();
        int removed = Location.REMOVED.mask();
        for (Card card : cards.toList()) {
            if (card.location() == Location.REMOVED || card.location() == destination) {
                continue;
            }
            if (prohibitions.leaveFieldRedirect(card, cards) == removed
                    || destination == Location.GRAVE && prohibitions.graveRedirect(card, cards) == removed) {
                instead.add(card);
            }
        }
        return instead;
    }

    /**
     * EVENT_LEAVE_FIELD_P: the cards of a move that are on the field are about to leave it; continuous
     * effects see them while they are still there (a card negated as it leaves, Safe Zone).
     */
    private void announceLeaving(CardGroup cards, Cause cause) {
        CardGroup leaving = new CardGroup();
        for (Card card : cards) {
            if (card.location().isOnField()) {
                leaving.add(card);
            }
        }
        if (!leaving.isEmpty() && !duel.effects().withCode(EventCode.LEAVE_FIELD_P).isEmpty()) {
            events.react(new GameEvent(EventCode.LEAVE_FIELD_P, leaving, cause.effect(), cause.reason(), cause.player(),
                    cause.player(), 0));
        }
    }

    private void raiseMoves(CardGroup arrived, CardGroup leftField, long code, Cause cause) {
        for (Card card : arrived) {
            card.history().recordReason(cause.effect(), cause.player());
        }
        for (Card card : leftField) {
            card.history().recordReason(cause.effect(), cause.player());
        }
        if (!leftField.isEmpty()) {
            events.raise(new GameEvent(EventCode.LEAVE_FIELD, leftField, cause.effect(), cause.reason(), cause.player(),
                    cause.player(), 0));
        }
        CardGroup somewhere = new CardGroup();
        for (Card card : arrived) {
            if (card.location() != Location.NONE) {
                somewhere.add(card); // Tokens that vanished arrived nowhere
            }
        }
        if (!somewhere.isEmpty()) {
            events.raise(new GameEvent(code, somewhere, cause.effect(), cause.reason(), cause.player(), cause.player(), 0));
        }
        // the lasting targets of the cards that left end once their move has been reacted to (as in ygopro)
        duel.field().targets().releaseLeft();
    }

    /**
     * Places one card (no move events): the effects registered to last only until it moved this way
     * end, a monster leaving the Monster Zone loses its Equip Cards and Xyz Materials, and control is
     * put right (a control effect may have ended with the move).
     */
    public void relocate(Card card, int player, Location to, int sequence, Position position, long reason) {
        if (card.data().is(CardType.TOKEN) && card.location().isOnField() && !to.isOnField()) {
            // a Token that leaves the field ceases to exist (R102)
            to = Location.NONE;
        }
        if (card.location() == Location.DECK) {
            duel.operation().shuffleChecks().deckChanged(card.controller());
        }
        long resetKind = EffectResets.resetKindOf(card.location(), to);
        boolean leavesMonsterZone = card.location() == Location.MZONE && to != Location.MZONE;
        if (to != Location.MZONE) {
            // ygopro's xyz_materials_previous_count_onfield: what it held as it went, 0 unless from a Monster Zone
            card.history().setPreviousOverlayCount(leavesMonsterZone ? card.overlays().size() : 0);
        }
        if (to.isOnField()) {
            duel.field().moveToZone(card, player, to, sequence, position, duel.turn().number(), reason);
        } else {
            duel.field().moveToPile(card, player, to, position, duel.turn().number(), reason);
            if (to == Location.DECK && sequence == 1) {
                duel.field().moveToDeckBottom(card);
            }
        }
        resets.endEffects(card, resetKind);
        if (leavesMonsterZone) {
            rules.equips().lose(card);
            rules.xyzMaterials().loseAll(card);
        }
        rules.control().adjust(); // a control effect (an equip's, say) may have ended with this move
    }

    /**
     * Duel.SwapDeckAndGrave (ygopro's swap_deck_and_grave): the player's GY becomes their Deck, in the same
     * order and face-down (an Extra Deck monster among it goes to the Extra Deck), and their Deck becomes
     * their GY, face-up, without move events; each card's effects that end on such a move end.
     */
    public void swapDeckAndGrave(int player, long reason) {
        List<Card> grave = List.copyOf(duel.field().cards(player, Location.GRAVE));
        List<Card> deck = List.copyOf(duel.field().cards(player, Location.DECK));
        for (Card card : deck) {
            relocate(card, player, Location.GRAVE, 0, Position.FACEUP_ATTACK, reason);
        }
        for (Card card : grave) {
            relocate(card, player, card.data().isExtraDeckMonster() ? Location.EXTRA : Location.DECK, 0,
                    Position.FACEDOWN_DEFENSE, reason);
        }
    }

    /** Records what an operation acted on for Duel.GetOperatedGroup (the last operation's cards) and counts them. */
    private int operated(CardGroup cards) {
        duel.operation().recordOperated(cards);
        return cards.size();
    }

    /** Sends cards to their owners' GYs by an effect (or a cost). Returns how many arrived there. */
    public int sendToGrave(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return operated(move(cards, Destination.graveyard(), new Cause(reason, reasonEffect, reasonPlayer)));
    }

    /**
     * Sends cards to the GY by the rules (the turn player's doing): Tributes for a summon, the hand-limit
     * discard, monsters destroyed by battle, each raising the events of what the reason says it is.
     */
    public void sendToGraveByRule(List<Card> cards, long reason) {
        if (Reason.has(reason, Reason.DISCARD)) {
            discard(new CardGroup(cards), reason & ~Reason.DISCARD, null, duel.turn().player());
        } else if (Reason.has(reason, Reason.RELEASE)) {
            release(new CardGroup(cards), reason & ~Reason.RELEASE, null, duel.turn().player());
        } else if (Reason.has(reason, Reason.DESTROY)) {
            rules.destruction().destroy(new CardGroup(cards), reason & ~Reason.DESTROY, null, duel.turn().player());
        } else {
            sendToGrave(new CardGroup(cards), reason, null, duel.turn().player());
        }
    }

    /** Tributes cards (REASON_RELEASE): they go to the GY but are not destroyed (R060). */
    public int release(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup released = move(cards, Destination.graveyard(),
                new Cause(reason | Reason.RELEASE, reasonEffect, reasonPlayer));
        // an EFFECT_EXTRA_RELEASE_NONSUM chosen for this Tribute spends a use of its count limit now
        for (Effect used : duel.operation().takeReservedCountUses()) {
            duel.turn().useCountLimit(Activations.countKey(used, reasonPlayer));
        }
        if (!released.isEmpty()) {
            events.raise(new GameEvent(EventCode.RELEASE, released, reasonEffect, reason | Reason.RELEASE, reasonPlayer,
                    reasonPlayer, 0));
        }
        return operated(released);
    }

    /** Discards cards from the hand: sent to the GY with REASON_DISCARD. */
    public int discard(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return operated(move(cards, Destination.graveyard(), new Cause(reason | Reason.DISCARD, reasonEffect, reasonPlayer)));
    }

    /**
     * Sends the top {@code count} cards of a player's Deck to the GY ("send the top N cards of your
     * Deck to the GY": milling, not discarding — the cards were never in the hand). Returns how many
     * arrived there; with fewer cards in the Deck, all of them go.
     */
    public int discardDeck(int player, int count, long reason, Effect reasonEffect, int reasonPlayer) {
        List<Card> deck = duel.field().cards(player, Location.DECK);
        CardGroup top = new CardGroup();
        for (int i = deck.size() - 1; i >= 0 && top.size() < count; i--) {
            top.add(deck.get(i));
        }
        return sendToGrave(top, reason, reasonEffect, reasonPlayer);
    }

    /** Returns cards to a hand: their owner's, or {@code player}'s when given. */
    public int sendToHand(CardGroup cards, Integer player, long reason, Effect reasonEffect, int reasonPlayer) {
        return operated(move(cards, Destination.hand(player), new Cause(reason, reasonEffect, reasonPlayer)));
    }

    /** Returns cards to their owner's Deck: {@code sequence} 0 top, 1 bottom, 2 shuffled in. */
    public int sendToDeck(CardGroup cards, long reason, int sequence, Effect reasonEffect, int reasonPlayer) {
        return operated(move(cards, Destination.deck(sequence), new Cause(reason, reasonEffect, reasonPlayer)));
    }

    /**
     * Duel.SendtoExtraP: Pendulum Monsters go face-up to their owner's Extra Deck (others are left
     * where they are). Returns how many arrived (ygopro keeps no operated group for it).
     */
    public int sendToExtraFaceUp(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return move(cards, Destination.extraFaceUp(), new Cause(reason, reasonEffect, reasonPlayer)).size();
    }

    /** Banishes cards face-up (or face-down). */
    public int banish(CardGroup cards, Position position, long reason, Effect reasonEffect, int reasonPlayer) {
        return operated(move(cards, Destination.banished(position), new Cause(reason, reasonEffect, reasonPlayer)));
    }

    /** Draws up to {@code count} cards; a player who cannot draw them all loses at the next win check (R004). */
    public int draw(int player, int count, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup drawn = new CardGroup();
        for (int i = 0; i < count; i++) {
            Card top = duel.field().topOfDeck(player).orElse(null);
            if (top == null) {
                duel.markCannotDraw(player);
                break;
            }
            relocate(top, player, Location.HAND, 0, Position.FACEDOWN_DEFENSE, reason);
            duel.publish(new DuelEvent.CardDrawn(player, top));
            drawn.add(top);
        }
        if (!drawn.isEmpty()) {
            events.raise(new GameEvent(EventCode.DRAW, drawn, reasonEffect, reason, reasonPlayer, player, drawn.size()));
        }
        return operated(drawn);
    }

    /**
     * A card banished "until" a later point comes back (ygopro's {@code Duel.ReturnToField}): not a
     * summon, so summoning conditions do not matter and nothing answers a summon; to the zone kind it
     * left, under its controller from then, in its position from then unless one is given; with no free
     * zone it goes to the GY instead (R095). Returns whether it came back to the field.
     * <p>
     * The return follows that banishment, not the card: a card that came back some other way and was
     * banished again stays banished. It must still be where a temporary banishment (REASON_TEMPORARY) put
     * it (ygopro), and when the returning effect was created by an effect, by that same effect.
     */
    public boolean returnToField(Card card, Position position, Effect reasonEffect, int reasonPlayer) {
        Location back = card.previousLocation();
        if (card.location() != Location.REMOVED || back == null || !back.isOnField()
                || !isTemporarilyBanishedBy(card, reasonEffect)) {
            return false;
        }
        int player = card.previousController();
        List<Integer> free = back == Location.MZONE ? duel.field().freeZones().mainMonster(player)
                : duel.field().freeZones().spellTrap(player);
        if (free.isEmpty()) {
            sendToGrave(CardGroup.of(card), Reason.RULE | Reason.RETURN, reasonEffect, reasonPlayer);
            return false;
        }
        Position to = position != null ? position : card.previousPosition();
        if (to.isFaceUp() && uniqueCards.blocked(card, player, back.mask(), null)) {
            // it cannot come back face-up beside another "only 1" card: to the GY, as with no room (ygopro)
            sendToGrave(CardGroup.of(card), Reason.RULE | Reason.RETURN, reasonEffect, reasonPlayer);
            return false;
        }
        int zone = zones.choose(player, free, card);
        relocate(card, player, back, zone, to, Reason.EFFECT | Reason.RETURN);
        duel.publish(new DuelEvent.CardMoved(card, card.owner(), Location.REMOVED, back, Reason.EFFECT | Reason.RETURN));
        return true;
    }

    /** The card's latest move is a temporary banishment, and it belongs to the effect that now returns it. */
    private static boolean isTemporarilyBanishedBy(Card card, Effect returning) {
        if ((card.lastReason() & Reason.TEMPORARY) == 0) {
            return false;
        }
        Effect banishing = card.history().reasonEffect();
        Effect origin = returning != null ? returning.origin() : null;
        return origin == null || banishing == null || origin == banishing || returning == banishing;
    }

    /**
     * Places a card on the field without summoning or activating it (ygopro's {@code Duel.MoveToField}:
     * "place this card face-up in your Spell &amp; Trap Zone", a Field Spell put into the Field Zone).
     * {@code movePlayer} picks the zone among the free ones of {@code player} that {@code zoneMask} allows;
     * a Field Spell replaces the one in the Field Zone, which is sent to the GY by the rules. False when no
     * zone is free or the card is already in such a zone.
     */
    public boolean moveToField(Card card, int movePlayer, int player, Location location, boolean fieldZone,
                               Position position, int zoneMask, Effect reasonEffect, int reasonPlayer) {
        if (card.location() == location || !location.isOnField()) {
            return false;
        }
        int zone;
        if (fieldZone) {
            zone = Field.fieldZone();
            Card old = duel.field().at(player, Location.SZONE, zone).orElse(null);
            if (old != null) {
                sendToGrave(CardGroup.of(old), Reason.RULE, reasonEffect, reasonPlayer);
                if (!duel.field().freeZones().fieldZoneFree(player)) {
                    return false;
                }
            }
        } else {
            List<Integer> free = new ArrayList<>(location == Location.MZONE ? duel.field().freeZones().mainMonster(player)
                    : duel.field().freeZones().spellTrap(player));
            free.removeIf(z -> (zoneMask & (1 << z)) == 0);
            if (free.isEmpty()) {
                return false;
            }
            zone = zones.choose(movePlayer, free, card);
        }
        int fromPlayer = card.controller();
        Location from = card.location();
        relocate(card, player, location, zone, position, Reason.EFFECT);
        duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, location, Reason.EFFECT));
        events.raise(new GameEvent(EventCode.MOVE, CardGroup.of(card), reasonEffect, Reason.EFFECT, reasonPlayer, player, 0));
        return true;
    }

    /**
     * Sets a Spell or Trap face-down on {@code player}'s field: a Field Spell in the Field Zone, others
     * in a free Spell &amp; Trap Zone. False when there is no room; the card stays where it is.
     */
    public boolean setSpellTrap(Card card, int player, long reason, Effect reasonEffect, int reasonPlayer) {
        if (prohibitions.cannotSetSpellTrap(player, card)) {
            return false;
        }
        int zone = zones.spellTrapZoneFor(card, player);
        if (zone < 0) {
            return false;
        }
        relocate(card, player, Location.SZONE, zone, Position.FACEDOWN_DEFENSE, reason);
        duel.publish(new DuelEvent.SpellTrapSet(player, card));
        events.raise(new GameEvent(EventCode.SSET, CardGroup.of(card), reasonEffect, reason, reasonPlayer, player, 0));
        return true;
    }
}
