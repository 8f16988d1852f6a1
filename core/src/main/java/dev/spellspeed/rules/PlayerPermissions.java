package dev.spellspeed.rules;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFunction;

/**
 * What a player may do, asked of the player-aimed prohibitions with ygopro's arguments: a
 * prohibition without a target filter forbids the action outright; one with a filter forbids what
 * its filter picks (RULINGS: a prohibition beats a requirement, R075).
 */
public final class PlayerPermissions {
    static final long CANNOT_SUMMON = 20;
    static final long CANNOT_REMOVE = 67;
    static final long LEFT_SPSUMMON_COUNT = 331;
    private static final long SUMMON_TYPE_NORMAL = 0x10000000L;
    private static final long POS_FACEUP = 0x5;

    private final Duel duel;

    PlayerPermissions(Duel duel) {
        this.duel = duel;
    }

    /** No prohibition with this code forbids the action outright (ygopro's is_player_can_action). */
    public boolean mayAtAll(int player, long code) {
        for (Effect ban : duel.effects().withCode(code)) {
            if (duel.reachesPlayer(ban, player) && ban.target() == null) {
                return false;
            }
        }
        return true;
    }

    /** EFFECT_CANNOT_SUMMON: target(e, c, tp, sumtype, POS_FACEUP, toplayer) picks the card. */
    public boolean maySummon(int player, Card card, long summonType) {
        long type = summonType | SUMMON_TYPE_NORMAL;
        for (Effect ban : duel.effects().withCode(CANNOT_SUMMON)) {
            if (duel.reachesPlayer(ban, player)
                    && (ban.target() == null || truthy(ban.target(), ban, card, player, type, POS_FACEUP, player))) {
                return false;
            }
        }
        return true;
    }

    /** EFFECT_CANNOT_REMOVE: target(e, c, tp, reason, reason effect) picks the card (Imperial Iron Wall picks all). */
    public boolean mayBanish(int player, Card card, long reason, Effect reasonEffect) {
        for (Effect ban : duel.effects().withCode(CANNOT_REMOVE)) {
            if (duel.reachesPlayer(ban, player)
                    && (ban.target() == null || truthy(ban.target(), ban, card, player, reason, reasonEffect))) {
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
        for (Effect limit : duel.effects().withCode(LEFT_SPSUMMON_COUNT)) {
            if (duel.reachesPlayer(limit, player) && leftCount(limit, reasonEffect, player) < count) {
                return false;
            }
        }
        return true;
    }

    private static long leftCount(Effect limit, Effect reasonEffect, int player) {
        if (limit.value() instanceof dev.spellspeed.effect.EffectValue.Constant constant) {
            return constant.value();
        }
        try {
            Object left = ((dev.spellspeed.effect.EffectValue.Function) limit.value()).function()
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
