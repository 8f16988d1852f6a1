package dev.spellspeed.rules.life;

import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.Events;

import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.event.DuelEvent;

import java.util.List;
import java.util.function.IntSupplier;

/**
 * Life points: damage (from battle or an effect), gains and payments, with the effects that change
 * them — damage changed (EFFECT_CHANGE_DAMAGE), damage becoming a gain and a gain becoming damage
 * (EFFECT_REVERSE_DAMAGE, EFFECT_REVERSE_RECOVER).
 */
public final class LifePoints {
    private final Duel duel;
    private final Events events;
    /** A reversed damage or gain is not reversed back (ygopro's REASON_RDAMAGE / REASON_RRECOVER). */
    private boolean reversing;

    public LifePoints(Duel duel, Events events) {
        this.duel = duel;
        this.events = events;
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
        duel.setLp(player, saturated((long) duel.lp(player) - amount));
        duel.publish(new DuelEvent.DamageDealt(player, amount, battle, duel.lp(player)));
        events.raise(new GameEvent(EventCode.DAMAGE, new CardGroup(), reasonEffect, battle ? Reason.BATTLE : Reason.EFFECT,
                reasonPlayer, player, amount));
        return amount;
    }

    /** Battle damage to a player: its reason player is the other one. */
    public void battleDamage(int player, int amount) {
        damage(player, amount, true, null, 1 - player);
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
        duel.setLp(player, saturated((long) before + amount));
        duel.publish(new DuelEvent.LpChanged(player, before, duel.lp(player), "gains " + amount + " LP"));
        events.raise(new GameEvent(EventCode.RECOVER, new CardGroup(), reasonEffect, Reason.EFFECT, reasonPlayer, player,
                amount));
        return amount;
    }

    /** Pays LP as a cost; the caller has checked that the player can pay. */
    public void payLp(int player, int amount) {
        int before = duel.lp(player);
        duel.setLp(player, saturated((long) before - amount));
        duel.publish(new DuelEvent.LpChanged(player, before, duel.lp(player), "pays " + amount + " LP"));
        // the event names the effect paying (Battle-Scarred: "the LP its monster pays for its own effect")
        events.raise(new GameEvent(EventCode.PAY_LPCOST, new CardGroup(), duel.chain().runningEffect(), Reason.COST, player,
                player, amount));
    }

    /** A player effect of this code reaches the player and its value(e, re, r, rp, rc) accepts the change. */
    private boolean reverses(int player, long code, long reason, Effect reasonEffect, int reasonPlayer) {
        for (Effect effect : duel.effects().withCode(code)) {
            if (duel.reach().reachesPlayer(effect, player) && (effect.value() == null
                    || Prohibitions.valueAccepts(effect, effect, reasonEffect, reason, reasonPlayer, null))) {
                return true;
            }
        }
        return false;
    }

    private int reversed(IntSupplier change) {
        reversing = true;
        try {
            return change.getAsInt();
        } finally {
            reversing = false;
        }
    }

    /**
     * EFFECT_CHANGE_DAMAGE on the damaged player (Black-Winged Dragon): value(e, reason effect, damage,
     * reason, reason player, nil) is the damage taken instead, asked once per damage.
     */
    private int changedDamage(int player, int amount, long reason, Effect reasonEffect, int reasonPlayer) {
        for (Effect change : List.copyOf(duel.effects().withCode(EffectCode.CHANGE_DAMAGE))) {
            if (duel.reach().reachesPlayer(change, player)) {
                amount = saturated(EffectValue.numberOf(change, amount, change, reasonEffect, (long) amount, reason,
                        reasonPlayer, null));
            }
        }
        return amount;
    }

    /**
     * LP arithmetic saturates at the 32-bit range instead of wrapping: a gain of 2,147,483,647 LP must
     * not leave its player at 0 (docs/rules-notes.md, "LP arithmetic saturates").
     */
    static int saturated(long value) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }
}
