package dev.spellspeed.rules;

import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.chain.Triggers;
import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.GameEvent;

import java.util.List;

/**
 * Raising an event: it is remembered for the next chain window, the trigger effects whose event it is
 * are collected ({@link Triggers#collect}), and the continuous effects that react to it apply at once
 * (they are not chain links, R044).
 */
public final class Events {
    private final Duel duel;
    private final Callbacks callbacks;
    private final Prohibitions prohibitions;
    private final Triggers triggers;

    Events(Duel duel, Callbacks callbacks, Prohibitions prohibitions, Triggers triggers) {
        this.duel = duel;
        this.callbacks = callbacks;
        this.prohibitions = prohibitions;
        this.triggers = triggers;
    }

    /** Raises an event: recorded, its triggers collected, its continuous reactions run. */
    public void raise(GameEvent event) {
        duel.triggers().addRecentEvent(event);
        triggers.collect(event);
        react(event);
    }

    /**
     * Only the continuous effects reacting to an event run, at once: for what is not an event anything
     * may respond to (EVENT_LEAVE_FIELD_P, the cards about to leave the field).
     */
    public void react(GameEvent event) {
        List<Effect> withCode = duel.effects().withCode(event.code());
        if (!anyContinuous(withCode)) {
            return; // most events have trigger effects at most: no copy of the list needed
        }
        for (Effect effect : List.copyOf(withCode)) {
            if (!effect.hasType(EffectType.CONTINUOUS) || !effect.isRegistered()) {
                continue;
            }
            Card handler = effect.handler();
            boolean applies = effect.hasType(EffectType.SINGLE)
                    ? event.concerns(handler)
                    : handler == null || handler.inRange(effect.range()) && handler.isFaceUp()
                            // a monster destroyed by battle, or still being summoned, has no field effects in
                            // force (ygopro's is_available: STATUS_BATTLE_DESTROYED, STATUS_EFFECT_ENABLED)
                            && !duel.battle().isBattleDestroyed(handler) && !duel.summons().isBeingSummoned(handler);
            // a negated card on the field no longer reacts (Imperial Order under Royal Decree)
            if (applies && handler != null && handler.location().isOnField() && handler.isFaceUp()
                    && !effect.hasProperty(EffectFlag.CANNOT_DISABLE) && prohibitions.isDisabled(handler)) {
                applies = false;
            }
            if (applies && callbacks.condition(effect, effect.handlerPlayer(), event)) {
                callbacks.operate(effect, effect.handlerPlayer(), event);
            }
        }
    }

    private static boolean anyContinuous(List<Effect> effects) {
        for (int i = 0; i < effects.size(); i++) {
            if (effects.get(i).hasType(EffectType.CONTINUOUS)) {
                return true;
            }
        }
        return false;
    }
}
