package dev.spellspeed.rules;

import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.EffectValue;

import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Counters: placed on and removed from one card (Card.AddCounter, Card.RemoveCounter), counted and
 * removed across a side of the field ("remove 2 Spell Counters from anywhere on your field",
 * Duel.RemoveCounter), and the players' permission to place counters (EFFECT_CANNOT_PLACE_COUNTER).
 */
public final class Counters {
    private static final Location[] ZONES = {Location.MZONE, Location.SZONE};

    private final Duel duel;
    private final Events events;

    Counters(Duel duel, Events events) {
        this.duel = duel;
        this.events = events;
    }

    /** Places counters on a face-up card on the field if it may hold them (its permit, or a counter that needs none). */
    public boolean add(Card card, int type, int count, int player) {
        boolean needsPermit = (type & 0x1000) == 0; // COUNTER_WITHOUT_PERMIT
        if (count <= 0 || (needsPermit && !card.permitsCounter(type & 0xffff)) || !card.location().isOnField()
                || !card.isFaceUp() || exceedsLimit(card, type & 0xffff, count)) {
            return false;
        }
        int before = card.counters(type & 0xffff);
        duel.field().addCounters(card, type & 0xffff, count);
        published(card, type, before);
        // the event's reason effect is the effect placing them (Tower of Babel tells its own counters from others')
        events.raise(new GameEvent(EventCode.ADD_COUNTER + (type & 0xffff), CardGroup.of(card), duel.chain().runningEffect(),
                Reason.EFFECT, player, player, count));
        return true;
    }

    /** Removes counters from one card; false, and nothing removed, when it holds too few. */
    public boolean remove(Card card, int type, int count, long reason, int player) {
        if (card.counters(type & 0xffff) < count) {
            return false;
        }
        int before = card.counters(type & 0xffff);
        duel.field().removeCounters(card, type & 0xffff, count);
        published(card, type, before);
        events.raise(new GameEvent(EventCode.REMOVE_COUNTER + (type & 0xffff), CardGroup.of(card), duel.chain().runningEffect(),
                reason, player, player, count));
        return true;
    }

    /** Logs a card's counters of a type changing, with the card whose effect changed them. */
    private void published(Card card, int type, int before) {
        Effect running = duel.chain().runningEffect();
        Card cause = running == null ? null : running.owner();
        duel.publish(new DuelEvent.CountersChanged(card, type & 0xffff, before, card.counters(type & 0xffff), cause));
    }

    /** Card.SetCounterLimit: a card holds at most so many counters of a type (the latest limit counts, as in ygopro). */
    private boolean exceedsLimit(Card card, int type, int count) {
        long limit = 0;
        for (Effect effect : duel.effects().withCode(EffectCode.COUNTER_LIMIT | type)) {
            if (duel.reach().applies(effect, card)) {
                limit = EffectValue.numberOf(effect, 0, effect, card);
            }
        }
        return limit > 0 && card.counters(type) + count > limit;
    }

    /** The cards on {@code player}'s side (when {@code self}) and the opponent's (when {@code opponent}) holding such counters. */
    private List<Card> holders(int player, boolean self, boolean opponent, int type) {
        List<Card> holders = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            int p = side == 0 ? player : 1 - player;
            if (side == 0 ? !self : !opponent) {
                continue;
            }
            for (Location zone : ZONES) {
                for (Card card : duel.field().cards(p, zone)) {
                    if (card.counters(type & 0xffff) > 0) {
                        holders.add(card);
                    }
                }
            }
        }
        return holders;
    }

    /** How many counters of a type the chosen sides of the field hold together. */
    public int onField(int player, boolean self, boolean opponent, int type) {
        int total = 0;
        for (Card card : holders(player, self, opponent, type)) {
            total += card.counters(type & 0xffff);
        }
        return total;
    }

    /**
     * Whether {@code count} counters can be removed from those sides. Effects that remove counters
     * in place of others (EFFECT_RCOUNTER_REPLACE) are not supported: only counters on the field count.
     */
    public boolean canRemove(int player, boolean self, boolean opponent, int type, int count) {
        return onField(player, self, opponent, type) >= count;
    }

    /**
     * Removes {@code count} counters from those sides: the player picks, one counter at a time, the card
     * to take it from (ygopro lets the player spread the removal over the cards). Then EVENT_REMOVE_COUNTER
     * + the type is raised once for all of them. False, and nothing removed, when there are too few.
     */
    public boolean remove(int player, boolean self, boolean opponent, int type, int count, long reason,
                          Effect reasonEffect) {
        if (count <= 0 || !canRemove(player, self, opponent, type, count)) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            List<Card> holders = holders(player, self, opponent, type);
            Card from = holders.size() == 1 ? holders.get(0) : duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                    "remove a counter (" + (i + 1) + " of " + count + ") from", holders, 1, 1)).get(0);
            int before = from.counters(type & 0xffff);
            duel.field().removeCounters(from, type & 0xffff, 1);
            published(from, type, before);
        }
        events.raise(new GameEvent(EventCode.REMOVE_COUNTER + (type & 0xffff), new CardGroup(), reasonEffect, reason,
                player, player, count));
        return true;
    }

    /**
     * Whether a player may place counters: on {@code card} (a player effect EFFECT_CANNOT_PLACE_COUNTER
     * with no target forbids all, one with a target those its target(e, c, tp) accepts), or at all when
     * {@code card} is null (then only the effects without a target forbid it, as in ygopro).
     */
    public boolean canPlace(int player, Card card) {
        for (Effect ban : duel.effects().withCode(EffectCode.CANNOT_PLACE_COUNTER)) {
            if (!duel.reach().reachesPlayer(ban, player)) {
                continue;
            }
            if (ban.target() == null) {
                return false;
            }
            if (card != null && Callbacks.truthy(safely(ban, card, player))) {
                return false;
            }
        }
        return true;
    }

    private static Object safely(Effect ban, Card card, int player) {
        try {
            return ban.target().invoke(ban, card, player);
        } catch (RuntimeException failure) {
            return null;
        }
    }
}
