package dev.spellspeed.rules;

import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.CardHistory;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.PendingDestruction;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Players;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.duel.SummonsInSteps;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.PendingTrigger;
import dev.spellspeed.effect.ResetFlag;
import dev.spellspeed.effect.StatCalculator;
import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * The things that happen to cards and players — drawing, destroying, sending, banishing,
 * summoning, damage and LP — each raising its events with ygopro's arguments. Rules procedures and
 * the script API both act through this class.
 */
public final class DuelActions {
    private final Duel duel;
    private final Callbacks callbacks;
    private final Prohibitions prohibitions;
    private final UniqueCards uniqueCards;
    private final Replacements replacements;
    /** For the parts built after this class that it hands work to (Xyz Materials, control changes). */
    private final Rules rules;

    DuelActions(Rules rules) {
        this.rules = rules;
        this.duel = rules.duel();
        this.callbacks = rules.callbacks();
        this.prohibitions = rules.prohibitions();
        this.uniqueCards = rules.uniqueCards();
        this.replacements = rules.replacements();
    }

    /**
     * A phase is ending: the effects that last until the end of this phase end (RESET_PHASE + the
     * phase, counted down over as many such phases as registered).
     */
    void endPhase(Phase phase) {
        for (Effect effect : List.copyOf(duel.effects().all())) {
            long reset = effect.reset();
            if ((reset & ResetFlag.PHASE) == 0 || (reset & phase.mask()) == 0) {
                continue;
            }
            boolean ownTurn = duel.turnPlayer() == effect.ownerPlayer();
            if (((reset & ResetFlag.SELF_TURN) != 0 && !ownTurn) || ((reset & ResetFlag.OPPO_TURN) != 0 && ownTurn)) {
                continue;
            }
            if (effect.countDownReset()) {
                duel.effects().remove(effect);
            }
        }
        adjustControl(); // control taken "until the End Phase" returns now
    }

    /**
     * Equips a card to a face-up monster: the card goes face-up to a Spell &amp; Trap Zone if it is
     * not already on the field. Returns false when the monster cannot be equipped.
     */
    public boolean equip(int player, Card equipCard, Card target) {
        if (target.location() != Location.MZONE || !target.isFaceUp()) {
            return false;
        }
        if (equipCard.location() != Location.SZONE) {
            List<Integer> free = duel.field().freeSpellTrapZones(player);
            if (free.isEmpty()) {
                return false;
            }
            int zone = chooseZone(player, free, equipCard);
            move(equipCard, player, Location.SZONE, zone, Position.FACEUP_ATTACK, Reason.EFFECT);
        } else if (!equipCard.isFaceUp()) {
            duel.field().changePosition(equipCard, Position.FACEUP_ATTACK);
        }
        duel.field().equip(equipCard, target);
        duel.publish(new DuelEvent.Equipped(equipCard, target));
        // "when a card is equipped": eg is the Equip Card; the equipped monster's own effects answer it too
        Effect by = duel.chain().runningEffect();
        int player0 = duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : player;
        raise(new GameEvent(EventCode.EQUIP, CardGroup.of(equipCard), by, Reason.EFFECT, player0, Players.NONE, 0, target));
        return true;
    }

    /** Summons by a card's own summoning procedure (Synchro, Xyz, Link, Contact Fusion, a script's own rule). */
    public ProcedureSummons procedures() {
        return rules.procedures();
    }

    /** Xyz Materials: attaching (Duel.Overlay), detaching, and their going when their monster leaves. */
    public XyzMaterials xyzMaterials() {
        return rules.xyzMaterials();
    }

    /** A monster that leaves the field or turns face-down loses its Equip Cards: they are destroyed. */
    private void loseEquips(Card monster) {
        List<Card> equips = duel.field().equippedTo(monster);
        if (equips.isEmpty()) {
            return;
        }
        for (Card equip : equips) {
            duel.field().equip(equip, null);
        }
        destroy(new CardGroup(equips), Reason.RULE | Reason.LOST_TARGET, null, duel.turnPlayer());
    }

    /** Enters a phase or step and raises its start event. */
    void startPhase(Phase phase) {
        duel.enterPhase(phase);
        duel.newEventBatch();
        raise(new GameEvent(EventCode.PHASE_START + phase.mask(), new CardGroup(), null, Reason.RULE, duel.turnPlayer(),
                duel.turnPlayer(), 0));
        // "during the X Phase" effects react from the start of the phase
        raise(new GameEvent(EventCode.PHASE + phase.mask(), new CardGroup(), null, Reason.RULE, duel.turnPlayer(),
                duel.turnPlayer(), 0));
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
            move(top, player, Location.HAND, 0, Position.FACEDOWN_DEFENSE, reason);
            duel.publish(new DuelEvent.CardDrawn(player, top));
            drawn.add(top);
        }
        if (!drawn.isEmpty()) {
            raise(new GameEvent(EventCode.DRAW, drawn, reasonEffect, reason, reasonPlayer, player, drawn.size()));
        }
        return operated(drawn);
    }

    /** Destroys cards: they go to their owners' GYs with REASON_DESTROY. Returns how many were destroyed. */
    public int destroy(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return destroy(cards, reason, Location.GRAVE, reasonEffect, reasonPlayer);
    }

    /**
     * Destroys cards and sends them to {@code destination} (the GY, or banished: "destroy and banish").
     * While they are about to be destroyed (a card already being destroyed is left out) the shields
     * (indestructible, once-per-turn), substitutes and replacements (EFFECT_DESTROY_REPLACE, see
     * {@link Replacements#replaceDestruction}; a battle's substitutes and replacements were settled at
     * damage calculation) may spare them.
     */
    public int destroy(CardGroup cards, long reason, Location destination, Effect reasonEffect, int reasonPlayer) {
        CardGroup destroying = new CardGroup();
        for (Card card : cards) {
            if (duel.pendingDestruction(card) == null) {
                destroying.add(card);
            }
        }
        java.util.Map<Card, Integer> moves = new java.util.HashMap<>();
        for (Card card : destroying) {
            duel.confirmDestruction(card, new PendingDestruction(reason | Reason.DESTROY,
                    reasonEffect, reasonPlayer, destination));
            moves.put(card, card.moveCount());
        }
        CardGroup destructible = new CardGroup();
        try {
            for (Card card : destroying) {
                // a battle destruction already went through the shields at damage calculation
                if (prohibitions.canBeDestroyed(card, reason, reasonEffect, reasonPlayer) && (Reason.has(reason, Reason.BATTLE)
                        || !prohibitions.spendDestructionShield(card, reason | Reason.DESTROY, reasonEffect, reasonPlayer))) {
                    destructible.add(card);
                }
            }
            CardGroup standingIn = new CardGroup();
            // a battle's substitutes were destroyed at damage calculation (BattleCalculator)
            for (Card card : Reason.has(reason, Reason.BATTLE) ? List.<Card>of() : destructible.toList()) {
                Card substitute = prohibitions.destructionSubstitute(card, destructible, standingIn, reason, reasonEffect,
                        reasonPlayer);
                if (substitute != null) {
                    destructible.remove(card);
                    standingIn.add(substitute);
                }
            }
            if (!standingIn.isEmpty()) {
                // destroyed in their place, as a replacement (the substituted cards were never destroyed)
                destroy(standingIn, Reason.EFFECT | Reason.REPLACE, reasonEffect, reasonPlayer);
            }
            if (!Reason.has(reason, Reason.BATTLE)) {
                for (Card spared : replacements.replaceDestruction(destructible, false)) {
                    destructible.remove(spared);
                }
            }
            // a card a replacement moved meanwhile is no longer destroyed
            destructible.toList().stream().filter(card -> card.moveCount() != moves.get(card)).forEach(destructible::remove);
        } finally {
            destroying.forEach(duel::endDestruction);
        }
        CardGroup destroyed = destination == Location.REMOVED
                ? banishDestroyed(destructible, reason | Reason.DESTROY, reasonEffect, reasonPlayer)
                : toGraveyard(destructible, reason | Reason.DESTROY, reasonEffect, reasonPlayer);
        if (!destroyed.isEmpty()) {
            raise(new GameEvent(EventCode.DESTROYED, destroyed, reasonEffect, reason | Reason.DESTROY, reasonPlayer,
                    reasonPlayer, 0));
        }
        return operated(destroyed);
    }

    private CardGroup banishDestroyed(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup before = new CardGroup();
        for (Card card : cards) {
            if (card.location() != Location.REMOVED && prohibitions.canBeBanished(card, reasonPlayer)) {
                before.add(card); // Imperial Iron Wall-like "cannot banish" keeps it out (R075)
            }
        }
        banish(before, Position.FACEUP_ATTACK, reason, reasonEffect, reasonPlayer);
        return before;
    }

    /** Card.SetCounterLimit: a card holds at most so many counters of a type (the latest limit counts, as in ygopro). */
    private boolean exceedsCounterLimit(Card card, int type, int count) {
        long limit = 0;
        for (Effect effect : duel.effects().withCode(EffectCode.COUNTER_LIMIT | type)) {
            if (duel.applies(effect, card)) {
                limit = StatCalculator.numericValue(effect, 0, effect, card);
            }
        }
        return limit > 0 && card.counters(type) + count > limit;
    }

    /** Counters: adds them if the card may hold them (its permit, or a counter that needs none). */
    public boolean addCounter(Card card, int type, int count, int player) {
        boolean needsPermit = (type & 0x1000) == 0; // COUNTER_WITHOUT_PERMIT
        if (count <= 0 || (needsPermit && !card.permitsCounter(type & 0xffff)) || !card.location().isOnField()
                || !card.isFaceUp() || exceedsCounterLimit(card, type & 0xffff, count)) {
            return false;
        }
        duel.field().addCounters(card, type & 0xffff, count);
        // the event's reason effect is the effect placing them (Tower of Babel tells its own counters from others')
        raise(new GameEvent(0x10000 + (type & 0xffff), CardGroup.of(card), duel.chain().runningEffect(), Reason.EFFECT,
                player, player, count));
        return true;
    }

    public boolean removeCounter(Card card, int type, int count, long reason, int player) {
        if (card.counters(type & 0xffff) < count) {
            return false;
        }
        duel.field().removeCounters(card, type & 0xffff, count);
        raise(new GameEvent(0x20000 + (type & 0xffff), CardGroup.of(card), duel.chain().runningEffect(), reason,
                player, player, count));
        return true;
    }

    /** A coin toss from the duel's generator (tests may force it); true is heads. */
    public boolean tossCoin() {
        return duel.random().coin();
    }

    public int tossDice() {
        return duel.random().dice();
    }

    /** Sends cards to their owners' GYs. Returns how many arrived there. */
    public int sendToGrave(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return operated(toGraveyard(cards, reason, reasonEffect, reasonPlayer));
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

    /**
     * A card banished "until" a later point comes back (ygopro's {@code Duel.ReturnToField}): not a
     * summon, so summoning conditions do not matter and nothing answers a summon; to the zone kind it
     * left, under its controller from then, in its position from then unless one is given; with no free
     * zone it goes to the GY instead (R095). Returns whether it came back to the field.
     */
    public boolean returnToField(Card card, Position position, Effect reasonEffect, int reasonPlayer) {
        Location back = card.previousLocation();
        if (card.location() != Location.REMOVED || back == null || !back.isOnField()) {
            return false;
        }
        int player = card.previousController();
        List<Integer> free = back == Location.MZONE ? duel.field().freeMainMonsterZones(player)
                : duel.field().freeSpellTrapZones(player);
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
        int zone = chooseZone(player, free, card);
        move(card, player, back, zone, to, Reason.EFFECT | Reason.RETURN);
        duel.publish(new DuelEvent.CardMoved(card, card.owner(), Location.REMOVED, back, Reason.EFFECT | Reason.RETURN));
        return true;
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
                if (!duel.field().isFieldZoneFree(player)) {
                    return false;
                }
            }
        } else {
            List<Integer> free = new ArrayList<>(location == Location.MZONE ? duel.field().freeMainMonsterZones(player)
                    : duel.field().freeSpellTrapZones(player));
            free.removeIf(z -> (zoneMask & (1 << z)) == 0);
            if (free.isEmpty()) {
                return false;
            }
            zone = chooseZone(movePlayer, free, card);
        }
        int fromPlayer = card.controller();
        Location from = card.location();
        move(card, player, location, zone, position, Reason.EFFECT);
        duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, location, Reason.EFFECT));
        raise(new GameEvent(EventCode.MOVE, CardGroup.of(card), reasonEffect, Reason.EFFECT, reasonPlayer, player, 0));
        return true;
    }

    /** Tributes cards (REASON_RELEASE): they go to the GY but are not destroyed (R060). */
    public int release(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup released = toGraveyard(cards, reason | Reason.RELEASE, reasonEffect, reasonPlayer);
        if (!released.isEmpty()) {
            raise(new GameEvent(EventCode.RELEASE, released, reasonEffect, reason | Reason.RELEASE, reasonPlayer,
                    reasonPlayer, 0));
        }
        return operated(released);
    }

    /** Discards cards from the hand: sent to the GY with REASON_DISCARD. */
    public int discard(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        return operated(toGraveyard(cards, reason | Reason.DISCARD, reasonEffect, reasonPlayer));
    }

    CardGroup toGraveyard(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup moved = new CardGroup();
        CardGroup redirected = new CardGroup();
        CardGroup leftField = new CardGroup();
        CardGroup banishInstead = banishedInstead(cards, Location.GRAVE);
        CardGroup toExtra = new CardGroup();
        announceLeaving(cards, reason, reasonEffect, reasonPlayer);
        for (Card card : cards.toList()) {
            if (card.location() == Location.GRAVE) {
                continue;
            }
            boolean wasOnField = card.location().isOnField();
            int fromPlayer = card.controller();
            Location from = card.location();
            if (banishInstead.contains(card)) {
                // "banished instead": it still was destroyed / discarded / sent (R092, R093)
                banishInstead(card, reason);
                redirected.add(card);
            } else if (wasOnField && card.data().isMonster() && card.data().is(CardType.PENDULUM)) {
                // a Pendulum Monster leaving the field for the GY is placed face-up in its owner's Extra Deck
                move(card, card.owner(), Location.EXTRA, 0, Position.FACEUP_ATTACK, reason | Reason.REDIRECT);
                duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, Location.EXTRA, reason | Reason.REDIRECT));
                toExtra.add(card);
            } else {
                move(card, card.owner(), Location.GRAVE, 0, Position.FACEUP_ATTACK, reason);
                duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, Location.GRAVE, reason));
            }
            moved.add(card);
            if (wasOnField) {
                leftField.add(card);
            }
        }
        CardGroup inGrave = moved.copy();
        inGrave.removeAll(redirected);
        inGrave.removeAll(toExtra);
        raiseMoves(inGrave, leftField, EventCode.TO_GRAVE, reason, reasonEffect, reasonPlayer);
        raiseRedirected(redirected, reason, reasonEffect, reasonPlayer);
        if (!moved.isEmpty() && Reason.has(reason, Reason.DISCARD)) {
            // whatever sends cards from the hand with REASON_DISCARD discards them
            raise(new GameEvent(EventCode.DISCARD, moved, reasonEffect, reason, reasonPlayer, reasonPlayer, 0));
        }
        return moved;
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

    private void banishInstead(Card card, long reason) {
        int fromPlayer = card.controller();
        Location from = card.location();
        move(card, card.owner(), Location.REMOVED, 0, Position.FACEUP_ATTACK, reason | Reason.REDIRECT);
        duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, Location.REMOVED, reason | Reason.REDIRECT));
    }

    private void raiseRedirected(CardGroup redirected, long reason, Effect reasonEffect, int reasonPlayer) {
        if (!redirected.isEmpty()) {
            raise(new GameEvent(EventCode.REMOVE, redirected, reasonEffect, reason | Reason.REDIRECT, reasonPlayer,
                    reasonPlayer, 0));
        }
    }

    /** Returns cards to a hand: their owner's, or {@code player}'s when given. */
    public int sendToHand(CardGroup cards, Integer player, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup moved = new CardGroup();
        CardGroup leftField = new CardGroup();
        CardGroup redirected = banishedInstead(cards, Location.HAND);
        announceLeaving(cards, reason, reasonEffect, reasonPlayer);
        for (Card card : cards.toList()) {
            if (card.location() == Location.HAND) {
                continue;
            }
            boolean wasOnField = card.location().isOnField();
            if (redirected.contains(card)) {
                banishInstead(card, reason);
                leftField.add(card);
                continue;
            }
            int fromPlayer = card.controller();
            Location from = card.location();
            // a Fusion, Synchro, Xyz or Link Monster "returned to the hand" goes to its owner's Extra Deck
            Location hand = card.data().isExtraDeckMonster() ? Location.EXTRA : Location.HAND;
            int to = hand == Location.EXTRA || player == null ? card.owner() : player;
            move(card, to, hand, 0, Position.FACEDOWN_DEFENSE, reason);
            duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, hand, reason));
            moved.add(card);
            if (wasOnField) {
                leftField.add(card);
            }
        }
        raiseMoves(moved, leftField, EventCode.TO_HAND, reason, reasonEffect, reasonPlayer);
        raiseRedirected(redirected, reason, reasonEffect, reasonPlayer);
        return operated(moved);
    }

    /** Returns cards to their owner's Deck: {@code sequence} 0 top, 1 bottom, 2 shuffled in. */
    public int sendToDeck(CardGroup cards, long reason, int sequence, Effect reasonEffect, int reasonPlayer) {
        CardGroup moved = new CardGroup();
        CardGroup leftField = new CardGroup();
        CardGroup redirected = banishedInstead(cards, Location.DECK);
        announceLeaving(cards, reason, reasonEffect, reasonPlayer);
        for (Card card : cards.toList()) {
            boolean wasOnField = card.location().isOnField();
            if (redirected.contains(card)) {
                banishInstead(card, reason);
                leftField.add(card);
                continue;
            }
            int fromPlayer = card.controller();
            Location from = card.location();
            // Fusion, Synchro, Xyz and Link monsters return to the Extra Deck, not the Main Deck
            Location deck = card.data().isExtraDeckMonster() ? Location.EXTRA : Location.DECK;
            move(card, card.owner(), deck, sequence == 1 ? 1 : 0, Position.FACEDOWN_DEFENSE, reason);
            duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, deck, reason));
            moved.add(card);
            if (wasOnField) {
                leftField.add(card);
            }
        }
        if (sequence == 2) {
            for (int p = 0; p < 2; p++) {
                duel.field().shuffleDeck(p, duel.random());
            }
        }
        raiseMoves(moved, leftField, EventCode.TO_DECK, reason, reasonEffect, reasonPlayer);
        raiseRedirected(redirected, reason, reasonEffect, reasonPlayer);
        return operated(moved);
    }

    /**
     * Duel.SendtoExtraP: Pendulum Monsters go face-up to their owner's Extra Deck (others are left
     * where they are). Returns how many arrived.
     */
    public int sendToExtraFaceUp(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup moved = new CardGroup();
        CardGroup leftField = new CardGroup();
        announceLeaving(cards, reason, reasonEffect, reasonPlayer);
        for (Card card : cards.toList()) {
            if (!card.data().is(CardType.PENDULUM) || card.location() == Location.EXTRA) {
                continue;
            }
            boolean wasOnField = card.location().isOnField();
            int fromPlayer = card.controller();
            Location from = card.location();
            move(card, card.owner(), Location.EXTRA, 0, Position.FACEUP_ATTACK, reason);
            duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, Location.EXTRA, reason));
            moved.add(card);
            if (wasOnField) {
                leftField.add(card);
            }
        }
        raiseMoves(moved, leftField, EventCode.TO_DECK, reason, reasonEffect, reasonPlayer);
        return moved.size();
    }

    /** Banishes cards face-up (or face-down). */
    public int banish(CardGroup cards, Position position, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup moved = new CardGroup();
        CardGroup leftField = new CardGroup();
        announceLeaving(cards, reason, reasonEffect, reasonPlayer);
        for (Card card : cards.toList()) {
            // "cards cannot be banished" stops it (R075)
            if (card.location() == Location.REMOVED || !prohibitions.canBeBanished(card, reasonPlayer)) {
                continue;
            }
            boolean wasOnField = card.location().isOnField();
            int fromPlayer = card.controller();
            Location from = card.location();
            move(card, card.owner(), Location.REMOVED, 0, position, reason);
            duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, Location.REMOVED, reason));
            moved.add(card);
            if (wasOnField) {
                leftField.add(card);
            }
        }
        raiseMoves(moved, leftField, EventCode.REMOVE, reason, reasonEffect, reasonPlayer);
        return operated(moved);
    }

    /**
     * Special Summons monsters as the terms say. Each needs a free
     * Main Monster Zone; those that find none stay where they are. Returns how many were summoned.
     */
    public int specialSummon(CardGroup cards, SpecialSummonTerms terms) {
        for (Card card : cards.toList()) {
            specialSummonStep(card, terms);
        }
        return specialSummonComplete(terms.reasonEffect());
    }

    /**
     * One monster of a Special Summon done in steps (ygopro's SpecialSummonStep): it is placed now, so
     * the effect can apply things to it, and the summon succeeds for all of them together at
     * {@link #specialSummonComplete}. False if there is no zone it may go to (Master Rule 2020 zones
     * for Extra Deck monsters), or the card's own summon condition forbids it (unless the terms ignore
     * conditions: Level Up!).
     */
    public boolean specialSummonStep(Card card, SpecialSummonTerms terms) {
        int summoner = terms.summoner();
        int targetPlayer = terms.targetPlayer();
        Position position = terms.position();
        List<Integer> free = duel.field().summonZones(targetPlayer, card);
        if (free.isEmpty() || card.location() == Location.MZONE || !terms.ignoreConditions()
                && !prohibitions.specialSummonConditionAllows(card, terms.reasonEffect(), summoner, terms.summonType())
                // a face-up summon may not make a second "only 1" card on that side
                || position.isFaceUp() && uniqueCards.blocked(card, targetPlayer, Location.MZONE.mask(), null)) {
            return false;
        }
        int zone = chooseZone(summoner, free, card);
        int fromPlayer = card.controller();
        Location from = card.location();
        move(card, targetPlayer, Location.MZONE, zone, position, Reason.SPSUMMON);
        duel.field().markSummoned(card, SummonType.ofSpecial(terms.summonType()), summoner);
        card.history().recordReason(terms.reasonEffect(), summoner);
        card.history().recordSummonSource(summonSource(terms.reasonEffect(), summoner));
        card.history().recordSummonPlayer(summoner);
        duel.countSummon(summoner, 2);
        duel.noteSpecialSummon(summoner, card);
        if (terms.proper()) {
            duel.field().markProperlySummoned(card);
        }
        duel.publish(new DuelEvent.CardMoved(card, fromPlayer, from, Location.MZONE, Reason.SPSUMMON));
        duel.summonsInSteps().add(card, summoner);
        return true;
    }

    /**
     * The monsters placed by {@link #specialSummonStep} since the last completion are Special Summoned
     * successfully, as one event (so "when monsters are Special Summoned" sees them together). Returns
     * how many there were.
     */
    public int specialSummonComplete(Effect reasonEffect) {
        SummonsInSteps pending = duel.summonsInSteps();
        CardGroup summoned = pending.cards();
        int summoner = pending.summoner();
        pending.clear();
        if (!summoned.isEmpty()) {
            raise(new GameEvent(EventCode.SPSUMMON_SUCCESS, summoned, reasonEffect, Reason.SPSUMMON, summoner,
                    summoner, 0));
        }
        return operated(summoned);
    }

    /**
     * The card whose effect Special Summons, as it is now (ygopro's special summon info); the player is
     * the one whose chain link resolves, else the summoner. Null for a summon by no effect.
     */
    CardHistory.SummonSource summonSource(Effect effect, int summoner) {
        Card source = effect == null ? null : effect.handler();
        if (source == null) {
            return null;
        }
        int player = duel.chain().runningPlayer() >= 0 ? duel.chain().runningPlayer() : summoner;
        boolean monster = source.isMonster();
        return new CardHistory.SummonSource(source.currentCode(), source.type(), monster ? source.level() : 0,
                monster ? source.attribute() : 0, monster ? source.race() : 0, monster ? source.attack() : 0,
                monster ? source.defense() : 0, effect, player, source.data());
    }

    /** The player picks one of the free zones; with only one there is nothing to ask. */
    int chooseZone(int player, List<Integer> free, Card card) {
        if (free.size() == 1) {
            return free.get(0);
        }
        return duel.ask(new ChoicePrompt<>(player, PromptKind.ZONE,
                "choose a zone for " + card, free));
    }

    /**
     * Where a Spell or Trap goes on {@code player}'s field: a Field Spell to the Field Zone, others to a
     * free Spell &amp; Trap Zone the player picks; -1 when there is no room.
     */
    int spellTrapZoneFor(Card card, int player) {
        if (card.data().isMonster() && card.data().is(CardType.PENDULUM)) {
            List<Integer> free = duel.field().freePendulumZones(player);
            return free.isEmpty() ? -1 : chooseZone(player, free, card);
        }
        if (card.data().is(CardType.FIELD)) {
            return duel.field().isFieldZoneFree(player) ? Field.fieldZone() : -1;
        }
        List<Integer> free = duel.field().freeSpellTrapZones(player);
        return free.isEmpty() ? -1 : chooseZone(player, free, card);
    }

    /**
     * Sets a Spell or Trap face-down on {@code player}'s field: a Field Spell in the Field Zone, others
     * in a free Spell &amp; Trap Zone. False when there is no room; the card stays where it is.
     */
    public boolean setSpellTrap(Card card, int player, long reason, Effect reasonEffect, int reasonPlayer) {
        if (prohibitions.cannotSetSpellTrap(player, card)) {
            return false;
        }
        int zone = spellTrapZoneFor(card, player);
        if (zone < 0) {
            return false;
        }
        move(card, player, Location.SZONE, zone, Position.FACEDOWN_DEFENSE, reason);
        duel.publish(new DuelEvent.SpellTrapSet(player, card));
        raise(new GameEvent(EventCode.SSET, CardGroup.of(card), reasonEffect, reason, reasonPlayer, player, 0));
        return true;
    }

    /** Until the card is sent anywhere, banished, returned or turned face-down (ygopro's reset for monster attributes). */
    private static final long RESET_MONSTER_ATTRIBUTE = ResetFlag.EVENT | ResetFlag.TURN_SET
            | ResetFlag.TOGRAVE | ResetFlag.REMOVE | ResetFlag.TEMP_REMOVE | ResetFlag.TOHAND | ResetFlag.TODECK | ResetFlag.OVERLAY;

    /**
     * Card.AddMonsterAttribute: a Trap Card about to be Special Summoned as a monster (a Trap Monster,
     * R114) takes these monster type bits when it arrives; non-zero stats replace the database's.
     */
    public void addMonsterAttribute(Card card, long type, long attribute, long race, long level, long attack, long defense) {
        card.setPendingMonsterType(CardType.MONSTER
                | type & ~(CardType.SPELL | CardType.TRAP));
        long[][] stats = {{EffectCode.CHANGE_ATTRIBUTE, attribute}, {EffectCode.CHANGE_RACE, race}, {EffectCode.CHANGE_LEVEL, level},
                {EffectCode.SET_BASE_ATTACK, attack}, {EffectCode.SET_BASE_DEFENSE, defense}};
        for (long[] stat : stats) {
            if (stat[1] == 0) {
                continue;
            }
            Effect effect = duel.effects().create(card, card.controller());
            effect.setType(EffectType.SINGLE);
            effect.setCode(stat[0]);
            effect.setValue(new EffectValue.Constant(stat[1]));
            effect.setProperty(EffectFlag.CANNOT_DISABLE);
            effect.setReset(RESET_MONSTER_ATTRIBUTE, 1);
            duel.effects().register(effect, card);
        }
    }

    /** Until it leaves the field or is turned face-down (ygopro's RESETS_STANDARD group of RESET_EVENT bits). */
    private static final long RESET_LEAVE_OR_FACEDOWN = ResetFlag.EVENT | ResetFlag.TURN_SET
            | ResetFlag.TOGRAVE | ResetFlag.REMOVE | ResetFlag.TEMP_REMOVE | ResetFlag.TOHAND | ResetFlag.TODECK | ResetFlag.LEAVE
            | ResetFlag.TOFIELD;

    /** A Gemini monster is Gemini-summoned: it gains its effects until it leaves or turns face-down (R022). */
    public void enableGeminiState(Card card) {
        Effect status = duel.effects().create(card, card.controller());
        status.setType(EffectType.SINGLE);
        status.setCode(EffectCode.DUAL_STATUS);
        status.setProperty(EffectFlag.CANNOT_DISABLE);
        status.setReset(RESET_LEAVE_OR_FACEDOWN, 1);
        duel.effects().register(status, card);
    }

    /** Equip Cards whose equip limit no longer accepts their monster are destroyed (R100: Relinquished negated). */
    private void destroyUnfitEquips() {
        CardGroup unfit = new CardGroup();
        for (int player = 0; player < 2; player++) {
            for (Card card : duel.field().cards(player, Location.SZONE)) {
                if (card.equipTarget() != null && prohibitions.equipLimitBroken(card)) {
                    unfit.add(card);
                }
            }
        }
        if (!unfit.isEmpty()) {
            for (Card card : unfit) {
                duel.field().equip(card, null);
            }
            destroy(unfit, Reason.RULE | Reason.LOST_TARGET, null, duel.turnPlayer());
        }
    }

    /** A Trap Monster whose effects are negated goes face-up to its Spell &amp; Trap Zone and stays a Trap there (R115). */
    private void returnNegatedTrapMonsters() {
        for (int player = 0; player < 2; player++) {
            for (Card card : List.copyOf(duel.field().cards(player, Location.MZONE))) {
                if (card.isTrapMonster() && (prohibitions.isDisabled(card)
                        || duel.isAffectedBy(card, EffectCode.DISABLE_TRAPMONSTER))) {
                    returnTrapMonster(card, Position.FACEUP_ATTACK);
                }
            }
        }
    }

    /** A Trap Monster goes back to the Spell &amp; Trap Zone it came from, which stayed locked for it (R114, R115). */
    private void returnTrapMonster(Card card, Position position) {
        Position from = card.position();
        move(card, card.controller(), Location.SZONE, card.trapMonsterZone(), position, Reason.RULE);
        duel.publish(new DuelEvent.PositionChanged(card, from, position));
    }

    /** What the game checks whenever a player is about to be asked, and after each chain link. */
    void adjust() {
        boolean outermost = adjustDepth++ == 0;
        if (outermost) {
            readjusts.clear();
        }
        try {
            do {
                readjustRequested = false;
                duel.field().targets().releaseLeft();
                endChangesOfNegatedCards();
                returnNegatedTrapMonsters();
                destroyUnfitEquips();
                uniqueCards.destroyDuplicates(this); // "you can only control 1": the newer ones go
                destroySelfDestroying();
                adjustPositions();
                reactToAdjust();
                checkWin();
            } while (readjustRequested);
        } finally {
            adjustDepth--;
        }
    }

    /**
     * "Destroy this card if …" as a rule (EFFECT_SELF_DESTROY, EFFECT_SELF_TOGRAVE): a face-up card on
     * the field such an effect applies to is destroyed (sent to the GY) at the check, one card at a
     * time, by that effect and its player (ygopro's self-destroy check); a monster already destroyed
     * by battle waits for its battle's end.
     */
    private void destroySelfDestroying() {
        // asked before every prompt: nothing to look at unless such an effect exists
        if (duel.effects().withCode(EffectCode.SELF_DESTROY).isEmpty() && duel.effects().withCode(EffectCode.SELF_TOGRAVE).isEmpty()) {
            return;
        }
        for (int p = 0; p < 2; p++) {
            for (Location zone : List.of(Location.MZONE, Location.SZONE)) {
                for (Card card : List.copyOf(duel.field().cards(p, zone))) {
                    if (!card.isFaceUp() || card.location() != zone || duel.isBattleDestroyed(card)) {
                        continue;
                    }
                    Effect selfDestroy = applying(card, EffectCode.SELF_DESTROY);
                    if (selfDestroy != null) {
                        destroy(CardGroup.of(card), Reason.EFFECT, selfDestroy, selfDestroy.handlerPlayer());
                        continue;
                    }
                    Effect toGrave = applying(card, EffectCode.SELF_TOGRAVE);
                    if (toGrave != null) {
                        sendToGrave(CardGroup.of(card), Reason.EFFECT, toGrave, toGrave.handlerPlayer());
                    }
                }
            }
        }
    }

    private Effect applying(Card card, long code) {
        for (Effect effect : duel.effects().withCode(code)) {
            if (duel.applies(effect, card)) {
                return effect;
            }
        }
        return null;
    }

    private int adjustDepth;
    private boolean readjustRequested;
    private final java.util.Map<Card, Integer> readjusts = new java.util.IdentityHashMap<>();

    /**
     * Duel.Readjust: the check of the rules runs again from the start once this one is over (an
     * EVENT_ADJUST effect changed what the others look at). As in ygopro, a card whose effects ask for
     * it a fourth time in one check is sent to the GY instead, so two such effects cannot loop forever.
     */
    public void readjust(Card handler) {
        if (handler == null) {
            return;
        }
        int times = readjusts.merge(handler, 1, Integer::sum);
        if (times > 3) {
            if (handler.location().isOnField()) {
                sendToGraveyard(List.of(handler), Reason.RULE);
            }
            return;
        }
        readjustRequested = true;
    }

    /**
     * Continuous effects on EVENT_ADJUST look at the game state at these checks (Exodia: is the hand
     * complete?); it is not an event anything can respond to, so it is not recorded as one.
     */
    private void reactToAdjust() {
        List<Effect> watchers = duel.effects().withCode(EventCode.ADJUST);
        if (watchers.isEmpty()) {
            return;
        }
        GameEvent adjustment = new GameEvent(EventCode.ADJUST, new CardGroup(), null, Reason.RULE, duel.turnPlayer(),
                duel.turnPlayer(), 0);
        for (Effect effect : List.copyOf(watchers)) {
            Card handler = effect.handler();
            if (!effect.hasType(EffectType.CONTINUOUS) || !effect.isRegistered()
                    || handler != null && !handler.inRange(effect.range())) {
                continue;
            }
            if (callbacks.condition(effect, effect.handlerPlayer(), adjustment)) {
                callbacks.operate(effect, effect.handlerPlayer(), adjustment);
            }
        }
    }

    /** A change registered with RESET_EVENT+RESET_DISABLE ends for good once its card is negated (R082). */
    private void endChangesOfNegatedCards() {
        if (duel.effects().withCode(EffectCode.DISABLE).isEmpty()) {
            return;
        }
        // asked at every prompt: look only at the face-up cards on the field, copy nothing unless one ends
        for (int player = 0; player < 2; player++) {
            for (Location zone : new Location[] {Location.MZONE, Location.SZONE}) {
                for (Card card : duel.field().cards(player, zone)) {
                    if (card.isFaceUp()) {
                        endChangesIfNegated(card);
                    }
                }
            }
        }
    }

    private void endChangesIfNegated(Card card) {
        List<Effect> ending = null;
        for (Effect effect : duel.effects().of(card)) {
            if ((effect.reset() & ResetFlag.EVENT) != 0 && (effect.reset() & ResetFlag.DISABLE) != 0) {
                if (ending == null) {
                    if (!prohibitions.isDisabled(card)) {
                        return;
                    }
                    ending = new ArrayList<>(2);
                }
                ending.add(effect);
            }
        }
        if (ending != null) {
            ending.forEach(duel.effects()::remove);
        }
    }

    /**
     * EFFECT_SET_POSITION (Final Attack Orders): the monsters it applies to are put into its position
     * by the rules, whenever the game state is checked.
     */
    private void adjustPositions() {
        List<Effect> setters = duel.effects().withCode(EffectCode.SET_POSITION);
        if (setters.isEmpty()) {
            return;
        }
        for (Effect setter : List.copyOf(setters)) {
            Position wanted = Position.firstIn(StatCalculator.numericValue(setter, 0, setter));
            if (wanted == null) {
                continue;
            }
            for (int player = 0; player < 2; player++) {
                for (Card card : List.copyOf(duel.field().cards(player, Location.MZONE))) {
                    if (card.position() != wanted && duel.applies(setter, card)) {
                        changePosition(CardGroup.of(card), wanted, setter, setter.handlerPlayer());
                    }
                }
            }
        }
    }

    /** Changes battle positions (and facing) of cards on the field. */
    public int changePosition(CardGroup cards, Position position, Effect reasonEffect, int reasonPlayer) {
        CardGroup changed = new CardGroup();
        CardGroup flipped = new CardGroup();
        for (Card card : cards.toList()) {
            if (card.location() != Location.MZONE || card.position() == position) {
                continue;
            }
            Position from = card.position();
            if (card.isTrapMonster() && from.isFaceUp() && !position.isFaceUp()) {
                // a Trap Monster turned face-down is Set again in its Spell & Trap Zone (R115)
                endEffects(card, ResetFlag.TURN_SET);
                duel.field().clearCounters(card);
                returnTrapMonster(card, Position.FACEDOWN_DEFENSE);
                changed.add(card);
                continue;
            }
            duel.field().changePosition(card, position);
            if (from.isFaceUp() && !position.isFaceUp()) {
                // turning face-down ends what was applied to the card and its links (R076), and its counters (R103)
                endEffects(card, ResetFlag.TURN_SET);
                loseEquips(card);
                duel.field().clearCounters(card);
            }
            duel.publish(new DuelEvent.PositionChanged(card, from, position));
            changed.add(card);
            if (!from.isFaceUp() && position.isFaceUp()) {
                flipped.add(card);
            }
        }
        if (!changed.isEmpty()) {
            raise(new GameEvent(EventCode.CHANGE_POS, changed, reasonEffect, Reason.EFFECT, reasonPlayer, reasonPlayer, 0));
        }
        if (!flipped.isEmpty()) {
            // turned face-up by an effect: a flip (R036)
            raise(new GameEvent(EventCode.FLIP, flipped, reasonEffect, Reason.EFFECT, reasonPlayer, reasonPlayer, 0));
        }
        return operated(changed);
    }

    /** Records what an operation acted on for Duel.GetOperatedGroup (the last operation's cards) and counts them. */
    private int operated(CardGroup cards) {
        duel.recordOperated(cards);
        return cards.size();
    }

    /** A reversed damage or gain is not reversed back (ygopro's REASON_RDAMAGE / REASON_RRECOVER). */
    private boolean reversing;

    /** A player effect of this code reaches the player and its value(e, re, r, rp, rc) accepts the change. */
    private boolean reverses(int player, long code, long reason, Effect reasonEffect, int reasonPlayer) {
        for (Effect effect : duel.effects().withCode(code)) {
            if (duel.reachesPlayer(effect, player) && (effect.value() == null
                    || Prohibitions.valueAccepts(effect, effect, reasonEffect, reason, reasonPlayer, null))) {
                return true;
            }
        }
        return false;
    }

    private int reversed(java.util.function.IntSupplier change) {
        reversing = true;
        try {
            return change.getAsInt();
        } finally {
            reversing = false;
        }
    }

    /** Damage from an effect or from battle. */
    public int damage(int player, int amount, boolean battle, Effect reasonEffect, int reasonPlayer) {
        if (amount <= 0) {
            return 0;
        }
        if (!reversing && reverses(player, EffectCode.REVERSE_DAMAGE, battle ? Reason.BATTLE : Reason.EFFECT, reasonEffect,
                reasonPlayer)) {
            // "effect damage you would take becomes LP you gain" (Rainbow Life)
            int gain = amount;
            return reversed(() -> recover(player, gain, reasonEffect, reasonPlayer));
        }
        amount = changedDamage(player, amount, battle ? Reason.BATTLE : Reason.EFFECT, reasonEffect, reasonPlayer);
        if (amount <= 0) {
            return 0;
        }
        duel.setLp(player, duel.lp(player) - amount);
        duel.publish(new DuelEvent.DamageDealt(player, amount, battle, duel.lp(player)));
        raise(new GameEvent(EventCode.DAMAGE, new CardGroup(), reasonEffect, battle ? Reason.BATTLE : Reason.EFFECT,
                reasonPlayer, player, amount));
        return amount;
    }

    /**
     * EFFECT_CHANGE_DAMAGE on the damaged player (Black-Winged Dragon): value(e, reason effect, damage,
     * reason, reason player, nil) is the damage taken instead, asked once per damage.
     */
    private int changedDamage(int player, int amount, long reason, Effect reasonEffect, int reasonPlayer) {
        for (Effect change : List.copyOf(duel.effects().withCode(EffectCode.CHANGE_DAMAGE))) {
            if (duel.reachesPlayer(change, player)) {
                amount = (int) StatCalculator.numericValue(change, amount, change, reasonEffect,
                        (long) amount, reason, reasonPlayer, null);
            }
        }
        return amount;
    }

    public int recover(int player, int amount, Effect reasonEffect, int reasonPlayer) {
        if (amount <= 0) {
            return 0;
        }
        if (!reversing && reverses(player, EffectCode.REVERSE_RECOVER, Reason.EFFECT, reasonEffect, reasonPlayer)) {
            // "each time your opponent would gain LP, they take damage instead" (Bad Reaction to Simochi)
            return reversed(() -> damage(player, amount, false, reasonEffect, reasonPlayer));
        }
        int before = duel.lp(player);
        duel.setLp(player, before + amount);
        duel.publish(new DuelEvent.LpChanged(player, before, duel.lp(player), "gains " + amount + " LP"));
        raise(new GameEvent(EventCode.RECOVER, new CardGroup(), reasonEffect, Reason.EFFECT, reasonPlayer, player, amount));
        return amount;
    }

    /** Pays LP as a cost; the caller has checked that the player can pay. */
    public void payLp(int player, int amount) {
        int before = duel.lp(player);
        duel.setLp(player, before - amount);
        duel.publish(new DuelEvent.LpChanged(player, before, duel.lp(player), "pays " + amount + " LP"));
        // the event names the effect paying (Battle-Scarred: "the LP its monster pays for its own effect")
        raise(new GameEvent(EventCode.PAY_LPCOST, new CardGroup(), duel.chain().runningEffect(), Reason.COST, player,
                player, amount));
    }

    /** Sends cards to the GY by the rules, e.g. tributes for a summon or the hand-limit discard. */
    void sendToGraveyard(List<Card> cards, long reason) {
        if (Reason.has(reason, Reason.DISCARD)) {
            discard(new CardGroup(cards), reason & ~Reason.DISCARD, null, duel.turnPlayer());
        } else if (Reason.has(reason, Reason.RELEASE)) {
            release(new CardGroup(cards), reason & ~Reason.RELEASE, null, duel.turnPlayer());
        } else if (Reason.has(reason, Reason.DESTROY)) {
            destroy(new CardGroup(cards), reason & ~Reason.DESTROY, null, duel.turnPlayer());
        } else {
            sendToGrave(new CardGroup(cards), reason, null, duel.turnPlayer());
        }
    }

    void inflictDamage(int player, int amount, boolean battle) {
        damage(player, amount, battle, null, 1 - player);
    }

    /**
     * The win check the rules run between actions: a player at 0 LP or who could not draw loses;
     * if both lose at once the duel is a draw (R111). Ends the procedures when the duel is over.
     */
    void checkWin() {
        if (duel.wonByEffect(0) || duel.wonByEffect(1)) {
            // both at once (Exodia completed by both players): a draw
            int winner = duel.wonByEffect(0) && duel.wonByEffect(1) ? DuelResult.DRAW : duel.wonByEffect(0) ? 0 : 1;
            duel.end(new DuelResult(winner, EndReason.CARD_EFFECT, duel.turn()));
            throw new DuelOverSignal();
        }
        boolean lose0 = duel.lp(0) <= 0 || duel.cannotDraw(0);
        boolean lose1 = duel.lp(1) <= 0 || duel.cannotDraw(1);
        if (!lose0 && !lose1) {
            return;
        }
        EndReason reason = (lose0 && duel.lp(0) <= 0) || (lose1 && duel.lp(1) <= 0) ? EndReason.LP_ZERO : EndReason.DECK_OUT;
        int winner = lose0 && lose1 ? DuelResult.DRAW : lose0 ? 1 : 0;
        duel.end(new DuelResult(winner, reason, duel.turn()));
        throw new DuelOverSignal();
    }

    /** Control changes: taking control, swapping it, and giving it back when the effect ends. */
    public ControlChanges control() {
        return rules.control();
    }

    /** Every monster is put under the control its control effects give (see {@link ControlChanges#adjust}). */
    void adjustControl() {
        rules.control().adjust();
    }

    /** Creates a Token for a player; it exists nowhere until it is Special Summoned (R102). */
    public Card createToken(int player, int code) {
        var data = duel.cardData(code).orElseThrow(() -> new IllegalArgumentException("unknown token code " + code));
        return duel.placeCard(data, player, player, Location.NONE, 0, Position.FACEUP_DEFENSE);
    }

    /** Moves a card and ends the effects that were registered to last only until it moved this way. */
    void move(Card card, int player, Location to, int sequence, Position position, long reason) {
        if (card.data().is(CardType.TOKEN) && card.location().isOnField() && !to.isOnField()) {
            // a Token that leaves the field ceases to exist (R102)
            to = Location.NONE;
        }
        if (card.location() == Location.DECK) {
            duel.shuffleChecks().deckChanged(card.controller());
        }
        long resetKind = resetKindOf(card.location(), to);
        boolean leavesMonsterZone = card.location() == Location.MZONE && to != Location.MZONE;
        if (to.isOnField()) {
            duel.field().moveToZone(card, player, to, sequence, position, duel.turn(), reason);
        } else {
            duel.field().moveToPile(card, player, to, position, duel.turn(), reason);
            if (to == Location.DECK && sequence == 1) {
                duel.field().moveToDeckBottom(card);
            }
        }
        endEffects(card, resetKind);
        if (leavesMonsterZone) {
            loseEquips(card);
            rules.xyzMaterials().loseAll(card);
        }
        adjustControl(); // a control effect (an equip's, say) may have ended with this move
    }

    /** Removes the card's effects registered with RESET_EVENT and one of the {@code kind} bits. */
    void endEffects(Card card, long kind) {
        card.endRelations(kind);
        for (Effect effect : new ArrayList<>(duel.effects().of(card))) {
            if ((effect.reset() & ResetFlag.EVENT) != 0 && (effect.reset() & kind) != 0) {
                duel.effects().remove(effect);
            }
        }
    }

    private static long resetKindOf(Location from, Location to) {
        long kind = from.isOnField() && !to.isOnField() ? ResetFlag.LEAVE : 0;
        return kind | switch (to) {
            case GRAVE -> ResetFlag.TOGRAVE;
            case REMOVED -> ResetFlag.REMOVE;
            case HAND -> ResetFlag.TOHAND;
            case DECK, EXTRA -> ResetFlag.TODECK;
            case MZONE, SZONE -> ResetFlag.TOFIELD;
            default -> 0L;
        };
    }

    /**
     * Trigger effects whose event this is are set aside, to be activated at the next point the rules
     * allow (collectTriggers; SEGOC in {@link Triggers}). A single trigger reacts to its own card being
     * among the event's cards; a field trigger to anything while its card is face-up in its range.
     */
    private void collectTriggers(GameEvent event) {
        for (Effect effect : duel.effects().withCode(event.code())) {
            if (!effect.isRegistered() || !Triggers.isTrigger(effect)) {
                continue;
            }
            Card handler = effect.handler();
            // a face-down card on the field has no effects to trigger (unless an effect says it works Set)
            boolean hidden = handler != null && handler.location().isOnField() && !handler.isFaceUp()
                    && !effect.hasProperty(EffectFlag.SET_AVAILABLE);
            boolean reacts = effect.hasType(EffectType.SINGLE)
                    ? event.concerns(handler) && !hidden
                    : handler == null || (handler.inRange(effect.range()) && !hidden);
            if (reacts) {
                duel.addPendingTrigger(new PendingTrigger(effect, event, duel.eventBatch()));
            }
        }
    }

    private void raiseMoves(CardGroup moved, CardGroup leftField, long code, long reason, Effect reasonEffect,
                            int reasonPlayer) {
        for (Card card : moved) {
            card.history().recordReason(reasonEffect, reasonPlayer);
        }
        for (Card card : leftField) {
            card.history().recordReason(reasonEffect, reasonPlayer);
        }
        raiseMoveEvents(moved, leftField, code, reason, reasonEffect, reasonPlayer);
        // the lasting targets of the cards that left end once their move has been reacted to (as in ygopro)
        duel.field().targets().releaseLeft();
    }

    private void raiseMoveEvents(CardGroup moved, CardGroup leftField, long code, long reason, Effect reasonEffect,
                                 int reasonPlayer) {
        if (!leftField.isEmpty()) {
            raise(new GameEvent(EventCode.LEAVE_FIELD, leftField, reasonEffect, reason, reasonPlayer, reasonPlayer, 0));
        }
        CardGroup arrived = new CardGroup();
        for (Card card : moved) {
            if (card.location() != Location.NONE) {
                arrived.add(card); // Tokens that vanished arrived nowhere
            }
        }
        if (!arrived.isEmpty()) {
            raise(new GameEvent(code, arrived, reasonEffect, reason, reasonPlayer, reasonPlayer, 0));
        }
    }

    /**
     * Raises an event: continuous effects that react to it apply at once (they are not chain
     * links, R044), and the event is remembered for the next chain window.
     */
    public void raise(GameEvent event) {
        duel.addRecentEvent(event);
        collectTriggers(event);
        react(event);
    }

    /**
     * EVENT_LEAVE_FIELD_P: the cards of a move that are on the field are about to leave it; continuous
     * effects see them while they are still there (a card negated as it leaves, Safe Zone).
     */
    private void announceLeaving(CardGroup cards, long reason, Effect reasonEffect, int reasonPlayer) {
        CardGroup leaving = new CardGroup();
        for (Card card : cards) {
            if (card.location().isOnField()) {
                leaving.add(card);
            }
        }
        if (!leaving.isEmpty() && !duel.effects().withCode(EventCode.LEAVE_FIELD_P).isEmpty()) {
            react(new GameEvent(EventCode.LEAVE_FIELD_P, leaving, reasonEffect, reason, reasonPlayer, reasonPlayer, 0));
        }
    }

    /** Continuous effects reacting to an event run at once. */
    private void react(GameEvent event) {
        for (Effect effect : List.copyOf(duel.effects().withCode(event.code()))) {
            if (!effect.hasType(EffectType.CONTINUOUS) || !effect.isRegistered()) {
                continue;
            }
            Card handler = effect.handler();
            boolean applies = effect.hasType(EffectType.SINGLE)
                    ? event.concerns(handler)
                    : handler == null || handler.inRange(effect.range()) && handler.isFaceUp();
            // a negated card on the field no longer reacts (Imperial Order under Royal Decree)
            if (applies && handler != null && handler.location().isOnField() && handler.isFaceUp()
                    && !effect.hasProperty(EffectFlag.CANNOT_DISABLE)
                    && prohibitions.isDisabled(handler)) {
                applies = false;
            }
            if (applies && callbacks.condition(effect, effect.handlerPlayer(), event)) {
                callbacks.operate(effect, effect.handlerPlayer(), event);
            }
        }
    }
}
