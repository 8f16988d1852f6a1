package dev.spellspeed.rules.continuous;

import dev.spellspeed.rules.chain.Callbacks;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.PositionMask;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectValue;

/**
 * What a player may do, asked of the player-aimed prohibitions with ygopro's arguments: a
 * prohibition without a target filter forbids the action outright; one with a filter forbids what
 * its filter picks (RULINGS: a prohibition beats a requirement, R075).
 */
public final class PlayerPermissions {
    private final Duel duel;

    public PlayerPermissions(Duel duel) {
        this.duel = duel;
    }

    /** No prohibition with this code forbids the action outright (ygopro's is_player_can_action). */
    public boolean mayAtAll(int player, long code) {
        for (Effect ban : duel.effects().withCode(code)) {
            if (duel.reach().reachesPlayer(ban, player) && ban.target() == null) {
                return false;
            }
        }
        return true;
    }

    /** EFFECT_CANNOT_SUMMON: target(e, c, tp, sumtype, POS_FACEUP, toplayer) picks the card. */
    public boolean maySummon(int player, Card card, long summonType) {
        long type = summonType | SummonType.NORMAL.value();
        for (Effect ban : duel.effects().withCode(EffectCode.CANNOT_SUMMON)) {
            if (duel.reach().reachesPlayer(ban, player)
                    && (ban.target() == null || truthy(ban.target(), ban, card, player, type, PositionMask.FACEUP, player))) {
                return false;
            }
        }
        return true;
    }

    /** EFFECT_CANNOT_REMOVE: target(e, c, tp, reason, reason effect) picks the card (Imperial Iron Wall picks all). */
    public boolean mayBanish(int player, Card card, long reason, Effect reasonEffect) {
        for (Effect ban : duel.effects().withCode(EffectCode.CANNOT_REMOVE)) {
            if (duel.reach().reachesPlayer(ban, player)
                    && (ban.target() == null || truthy(ban.target(), ban, card, player, reason, reasonEffect))) {
                return false;
            }
        }
        return true;
    }

    /**
     * EFFECT_CANNOT_TO_DECK, _TO_GRAVE, _TO_HAND and _SSET aimed at a player (ygopro's
     * is_player_can_send_to_deck, _grave, _hand, is_player_can_sset): target(e, c, tp[, reason effect
     * for the hand]) picks the cards the player may not send there or Set.
     */
    public boolean maySend(int player, Card card, long code, Effect reasonEffect) {
        for (Effect ban : duel.effects().withCode(code)) {
            if (duel.reach().reachesPlayer(ban, player) && (ban.target() == null
                    || (code == EffectCode.CANNOT_TO_HAND ? truthy(ban.target(), ban, card, player, reasonEffect)
                            : truthy(ban.target(), ban, card, player)))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The player may still Special Summon {@code count} times: every EFFECT_LEFT_SPSUMMON_COUNT
     * (value(e, reason effect, tp): summons left, e.g. Summon Limit) leaves at least that many.
     */
    public boolean maySpecialSummonTimes(int player, int count, Effect reasonEffect) {
        for (Effect limit : duel.effects().withCode(EffectCode.LEFT_SPSUMMON_COUNT)) {
            if (duel.reach().reachesPlayer(limit, player) && leftCount(limit, reasonEffect, player) < count) {
                return false;
            }
        }
        return true;
    }

    private static long leftCount(Effect limit, Effect reasonEffect, int player) {
        if (limit.value() instanceof EffectValue.Constant constant) {
            return constant.value();
        }
        try {
            Object left = ((EffectValue.Function) limit.value()).function()
                    .invoke(limit, reasonEffect, player);
            return left instanceof Number number ? number.longValue() : 0;
        } catch (RuntimeException failure) {
            return 0;
        }
    }

    private static boolean truthy(EffectFunction function, Object... args) {
        try {
            return Callbacks.truthy(function.invoke(args));
        } catch (RuntimeException failure) {
            return false;
        }
    }
}
