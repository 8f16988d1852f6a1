package dev.spellspeed.rules.summon;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.rules.chain.Callbacks;

import java.util.ArrayList;
import java.util.List;

/**
 * What summoning a monster costs (EFFECT_SUMMON_COST for a Normal Summon, EFFECT_SPSUMMON_COST for a
 * Special Summon), as in ygopro: the effects on the monster itself, and those on its player
 * ("each player must pay … to Special Summon"). Each one's cost(e, c, tp) says whether it can be paid,
 * checked wherever the summon is offered; the monster's own ones pay with their operation when the
 * summon happens.
 */
public final class SummonCosts {
    private final Duel duel;
    private final Callbacks callbacks;

    public SummonCosts(Duel duel, Callbacks callbacks) {
        this.duel = duel;
        this.callbacks = callbacks;
    }

    /** Whether every cost of summoning {@code card} this way (code SUMMON_COST or SPSUMMON_COST) can be paid. */
    public boolean payable(long code, Card card, int player) {
        List<Effect> all = duel.effects().withCode(code);
        if (all.isEmpty()) {
            return true; // asked for every card at every idle prompt
        }
        for (Effect cost : all) {
            if ((onCard(cost, card) || onPlayer(cost, player)) && !callbacks.actionCostPayable(cost, card, player)) {
                return false;
            }
        }
        return true;
    }

    /** The summon happens: the monster's own costs are paid (their operations), as ygopro pays them. */
    public void pay(long code, Card card, int player) {
        List<Effect> all = duel.effects().withCode(code);
        for (Effect cost : new ArrayList<>(all)) {
            if (onCard(cost, card)) {
                callbacks.operate(cost, player, GameEvent.NONE);
            }
        }
    }

    private boolean onCard(Effect effect, Card card) {
        if (!effect.isRegistered() || effect.hasProperty(EffectFlag.PLAYER_TARGET)) {
            return false;
        }
        if (effect.hasType(EffectType.SINGLE)) {
            return effect.handler() == card;
        }
        return duel.reach().applies(effect, card);
    }

    private boolean onPlayer(Effect effect, int player) {
        return effect.isRegistered() && effect.hasProperty(EffectFlag.PLAYER_TARGET) && duel.reach().reachesPlayer(effect, player);
    }
}
