package dev.spellspeed.rules.continuous;

import dev.spellspeed.rules.Rules;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.ResetFlag;

import java.util.ArrayList;
import java.util.List;

/**
 * When effects end (ygopro's reset flags): those that last until a phase ends ({@link #endPhase}),
 * those that last until their card moves a certain way ({@link #endEffects}, RESET_EVENT with
 * RESET_TOGRAVE, RESET_LEAVE, …), and Card.ResetEffect, which ends a card's effects the way one of the
 * reset kinds says, as if the event had happened to it ({@link #reset}; RESET_PHASE is not offered
 * there: phase resets count down only as phases end, and no script asks for it through ResetEffect).
 */
public final class EffectResets {
    private final Duel duel;
    /** Control changes are built after this class: asked at call time. */
    private final Rules rules;

    public EffectResets(Rules rules) {
        this.rules = rules;
        this.duel = rules.duel();
    }

    /**
     * A phase is ending: the effects that last until the end of this phase end (RESET_PHASE + the
     * phase, counted down over as many such phases as registered).
     */
    public void endPhase(Phase phase) {
        // at every phase's end: walk the effects that end with phases (the others cannot end here), without
        // copying them, and remove the ended ones after (removing one changes nothing the others are judged by)
        List<Effect> ended = null;
        for (Effect effect : duel.effects().endingWithPhases()) {
            long reset = effect.reset();
            if ((reset & ResetFlag.PHASE) == 0 || (reset & phase.mask()) == 0) {
                continue;
            }
            boolean ownTurn = duel.turn().player() == effect.ownerPlayer();
            if (((reset & ResetFlag.SELF_TURN) != 0 && !ownTurn) || ((reset & ResetFlag.OPPO_TURN) != 0 && ownTurn)) {
                continue;
            }
            if (effect.countDownReset()) {
                if (ended == null) {
                    ended = new ArrayList<>();
                }
                ended.add(effect);
            }
        }
        if (ended != null) {
            ended.forEach(duel.effects()::remove);
        }
        rules.control().adjust(); // control taken "until the End Phase" returns now
    }

    /** Removes the card's effects registered with RESET_EVENT and one of the {@code kind} bits. */
    public void endEffects(Card card, long kind) {
        card.endRelations(kind);
        // at every move: walk the card's effects without a copy, remove the ended ones after, in order
        // (removing one changes nothing the others are judged by)
        List<Effect> ended = null;
        for (Effect effect : duel.effects().of(card)) {
            if ((effect.reset() & ResetFlag.EVENT) != 0 && (effect.reset() & kind) != 0) {
                if (ended == null) {
                    ended = new ArrayList<>();
                }
                ended.add(effect);
            }
        }
        if (ended != null) {
            ended.forEach(duel.effects()::remove);
        }
    }

    /** The RESET_* bits of a card's move from one place to another. */
    public static long resetKindOf(Location from, Location to) {
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

    /** Ends what {@code id} names for the reset {@code type}; any other type does nothing (as in ygopro). */
    public void reset(Card card, long id, long type) {
        if (type != ResetFlag.EVENT && type != ResetFlag.CARD && type != ResetFlag.CODE && type != ResetFlag.COPY) {
            return;
        }
        if (type == ResetFlag.EVENT) {
            card.endRelations(id);
        }
        for (Effect effect : new ArrayList<>(duel.effects().of(card))) {
            if (ends(effect, card, id, type)) {
                duel.effects().remove(effect);
            }
        }
    }

    private static boolean ends(Effect effect, Card card, long id, long type) {
        if (type == ResetFlag.EVENT) {
            if ((effect.reset() & ResetFlag.EVENT) == 0) {
                return false;
            }
            // a card's being negated ends only the changes it made to itself, not those other cards gave it
            long level = effect.owner() != card ? id & ~ResetFlag.DISABLE : id;
            return (level & 0xffff0000L & effect.reset()) != 0;
        }
        if (type == ResetFlag.CARD) {
            return effect.owner() != null && effect.owner().code() == id;
        }
        if (type == ResetFlag.CODE) {
            return effect.code() == id && (effect.type() & EffectType.SINGLE) != 0
                    && (effect.type() & EffectType.ACTIONS) == 0;
        }
        return effect.copyId() == id; // RESET_COPY
    }
}
