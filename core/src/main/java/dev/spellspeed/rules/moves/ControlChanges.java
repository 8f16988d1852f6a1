package dev.spellspeed.rules.moves;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.continuous.CardCapabilities;
import dev.spellspeed.rules.continuous.EffectResets;
import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.ResetFlag;
import dev.spellspeed.event.DuelEvent;

import java.util.List;

/**
 * Control of monsters: an effect takes control (Duel.GetControl) or swaps it (Duel.SwapControl) by
 * registering EFFECT_SET_CONTROL on the monster; whenever the game state is checked every monster is
 * put under the control its control effects give, so control returns when such an effect ends.
 */
public final class ControlChanges {
    private final Duel duel;
    private final EffectResets resets;
    private final Events events;
    private final Destruction destruction;
    private final Prohibitions prohibitions;
    private final CardCapabilities capabilities;

    public ControlChanges(Rules rules) {
        this.duel = rules.duel();
        this.resets = rules.effectResets();
        this.events = rules.events();
        this.destruction = rules.destruction();
        this.prohibitions = rules.prohibitions();
        this.capabilities = rules.capabilities();
    }

    private boolean adjustingControl;

    /**
     * Takes control of a face-up monster for {@code player}: until the end of {@code resetPhase}
     * (counted {@code resetCount} times) when given, for good otherwise. Control is an effect
     * (EFFECT_SET_CONTROL) on the monster, so it ends when that effect ends. Returns false if the
     * monster cannot change control now.
     */
    public boolean take(Card card, int player, Effect reasonEffect, long resetPhase, int resetCount) {
        if (card.location() != Location.MZONE || card.controller() == player
                || duel.field().freeZones().mainMonsterCount(player) == 0) {
            return false;
        }
        registerControl(card, player, reasonEffect, resetPhase, resetCount);
        adjust();
        return card.controller() == player;
    }

    /** The EFFECT_SET_CONTROL effect that gives {@code player} control of the monster. */
    private void registerControl(Card card, int player, Effect reasonEffect, long resetPhase, int resetCount) {
        Effect control = duel.effects().create(reasonEffect != null ? reasonEffect.owner() : card, player);
        control.setType(EffectType.SINGLE);
        control.setCode(EffectCode.SET_CONTROL);
        control.setValue(new EffectValue.Constant(player));
        control.setProperty(EffectFlag.CANNOT_DISABLE);
        long reset = ResetFlag.EVENT | 0x1fe0000L & ~ResetFlag.TURN_SET;
        if (resetPhase != 0) {
            reset |= ResetFlag.PHASE | resetPhase;
        }
        control.setReset(reset, Math.max(1, resetCount));
        duel.effects().register(control, card);
    }

    /**
     * Duel.SwapControl: two monsters of different players change control at once, each going to the
     * zone the other leaves, so no free zone is needed (Creature Swap). Control is given by
     * EFFECT_SET_CONTROL effects, as for {@link #take}: until the end of {@code resetPhase}
     * (counted {@code resetCount} times) when given, for good otherwise. False, changing nothing,
     * unless both are in Monster Zones of different players, neither is an Xyz Material, both can
     * change control and neither is unaffected by {@code reasonEffect}.
     */
    public boolean swap(Card first, Card second, Effect reasonEffect, long resetPhase, int resetCount) {
        return swap(CardGroup.of(first), CardGroup.of(second), reasonEffect, resetPhase, resetCount);
    }

    /**
     * Duel.SwapControl with groups: the monsters of {@code first} (all one player's) and of {@code second}
     * (all the other player's), as many on each side, change control at once, each taking the zone of the
     * monster paired with it (in the groups' order). Nothing changes unless every one of them can.
     */
    public boolean swap(CardGroup firstGroup, CardGroup secondGroup, Effect reasonEffect, long resetPhase, int resetCount) {
        List<Card> firsts = firstGroup.toList();
        List<Card> seconds = secondGroup.toList();
        if (firsts.isEmpty() || firsts.size() != seconds.size()) {
            return false;
        }
        List<Card> all = new java.util.ArrayList<>(firsts);
        all.addAll(seconds);
        for (Card card : all) {
            if (card.location() != Location.MZONE || !capabilities.canChangeControl(card)
                    || reasonEffect != null && prohibitions.isImmuneTo(card, reasonEffect)) {
                return false;
            }
        }
        int firstPlayer = firsts.get(0).controller();
        int secondPlayer = 1 - firstPlayer;
        if (firsts.stream().anyMatch(c -> c.controller() != firstPlayer)
                || seconds.stream().anyMatch(c -> c.controller() != secondPlayer)) {
            return false;
        }
        for (int i = 0; i < firsts.size(); i++) {
            registerControl(firsts.get(i), secondPlayer, reasonEffect, resetPhase, resetCount);
            registerControl(seconds.get(i), firstPlayer, reasonEffect, resetPhase, resetCount);
            duel.field().swapControl(firsts.get(i), seconds.get(i));
        }
        for (Card card : all) {
            resets.endEffects(card, ResetFlag.CONTROL);
            duel.publish(new DuelEvent.ControlChanged(card, card.previousController(), card.controller()));
        }
        events.raise(new GameEvent(EventCode.CONTROL_CHANGED, new CardGroup(all), reasonEffect, Reason.EFFECT,
                reasonEffect != null ? reasonEffect.handlerPlayer() : duel.turn().player(), duel.turn().player(), 0));
        adjust();
        return true;
    }

    /**
     * Runs one indivisible procedure (a Tribute Summon's Tributes and placement) with control changes
     * held back, then puts every monster under its control; returns what the procedure returned.
     */
    public <T> T heldDuring(java.util.function.Supplier<T> procedure) {
        if (adjustingControl) {
            return procedure.get();
        }
        adjustingControl = true;
        T result;
        try {
            result = procedure.get();
        } finally {
            adjustingControl = false;
        }
        adjust();
        return result;
    }

    /**
     * Puts every monster under the control its control effects give (the latest that applies; else
     * whoever put it on the field): taken monsters move to the taker's field, and return when the effect ends. A monster
     * with no free zone to go to is destroyed (issue rule: destroyed when no zone is free).
     */
    public void adjust() {
        if (adjustingControl) {
            return;
        }
        adjustingControl = true;
        try {
            for (int p = 0; p < 2; p++) {
                // a zone row's list is a snapshot a move does not change (Field.cards): walked without a copy
                for (Card monster : duel.field().cards(p, Location.MZONE)) {
                    int wanted = wantedController(monster);
                    if (wanted != monster.controller()) {
                        switchControl(monster, wanted);
                    }
                }
            }
        } finally {
            adjustingControl = false;
        }
    }

    private int wantedController(Card monster) {
        int wanted = monster.baseController();
        for (Effect effect : duel.effects().withCode(EffectCode.SET_CONTROL)) {
            if (duel.reach().applies(effect, monster) && effect.value() instanceof EffectValue.Constant c) {
                wanted = (int) c.value();
            } else if (duel.reach().applies(effect, monster)) {
                // a failing value function keeps the control as it is
                wanted = (int) EffectValue.numberOf(effect, wanted, effect, monster);
            }
        }
        return wanted;
    }

    private void switchControl(Card monster, int player) {
        List<Integer> free = duel.field().freeZones().mainMonster(player);
        if (free.isEmpty()) {
            destruction.destroy(CardGroup.of(monster), Reason.RULE, null, player);
            return;
        }
        int from = monster.controller();
        duel.field().changeControl(monster, player, free.get(0));
        resets.endEffects(monster, ResetFlag.CONTROL);
        duel.publish(new DuelEvent.ControlChanged(monster, from, player));
        events.raise(new GameEvent(EventCode.CONTROL_CHANGED, CardGroup.of(monster), null, Reason.EFFECT, player, player, 0));
    }

}
