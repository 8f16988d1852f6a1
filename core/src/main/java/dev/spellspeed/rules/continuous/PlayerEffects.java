package dev.spellspeed.rules.continuous;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.ResetFlag;

import java.util.ArrayList;
import java.util.List;

/**
 * Effects a script has the rules register to a player rather than build itself: flag effects
 * (Duel.RegisterFlagEffect, marks such as "you already used this effect this turn") and phase
 * skips (Duel.SkipPhase). Like ygopro's, they are player-aimed field effects, registered to the
 * player, reaching only that player, and they end with their reset like any effect.
 */
public final class PlayerEffects {
    private static final long MAX_CARD_ID = 0xfffffffL;

    private final Duel duel;

    public PlayerEffects(Duel duel) {
        this.duel = duel;
    }

    public static long flagCode(long code) {
        return (code & MAX_CARD_ID) | EffectFlag.EFFECT;
    }

    /** A flag on the player: a count of 0 lasts one reset, as in ygopro. */
    public Effect registerFlag(int player, long code, long reset, long property, int count, long label) {
        Effect flag = playerEffect(player, flagCode(code));
        flag.setReset(reset, count == 0 ? 1 : count);
        flag.setProperty(property | EffectFlag.CANNOT_DISABLE | EffectFlag.PLAYER_TARGET);
        flag.setLabels(label);
        duel.effects().register(flag, player);
        return flag;
    }

    /** The player's flags with this code, oldest first. */
    public List<Effect> flags(int player, long code) {
        List<Effect> found = new ArrayList<>();
        for (Effect flag : duel.effects().withCode(flagCode(code))) {
            if (duel.reach().reachesPlayer(flag, player)) {
                found.add(flag);
            }
        }
        return found;
    }

    public void resetFlags(int player, long code) {
        for (Effect flag : flags(player, code)) {
            duel.effects().remove(flag);
        }
    }

    /**
     * The player skips their next {@code phase} (Duel.SkipPhase): an EFFECT_SKIP_* effect that
     * lasts until the given phase of the player's own turn has ended {@code count} times. Only the
     * phases the turn structure can skip are accepted (Draw, Standby, Main 1, Battle, Main 2);
     * returns false for any other.
     */
    public boolean skipPhase(int player, Phase phase, long reset, int count, long value) {
        long code = switch (phase) {
            case DRAW -> EffectCode.SKIP_DP;
            case STANDBY -> EffectCode.SKIP_SP;
            case MAIN1 -> EffectCode.SKIP_M1;
            case BATTLE -> EffectCode.SKIP_BP;
            case MAIN2 -> EffectCode.SKIP_M2;
            default -> 0;
        };
        if (code == 0) {
            return false;
        }
        Effect skip = playerEffect(player, code);
        skip.setReset((reset & 0x3ff) | ResetFlag.PHASE | ResetFlag.SELF_TURN, Math.max(1, count));
        skip.setProperty(EffectFlag.CANNOT_DISABLE | EffectFlag.PLAYER_TARGET);
        skip.setValue(new EffectValue.Constant(value));
        duel.effects().register(skip, player);
        return true;
    }

    private Effect playerEffect(int player, long code) {
        Effect effect = duel.effects().create(null, player);
        effect.setType(EffectType.FIELD);
        effect.setCode(code);
        effect.setTargetRange(1, 0);
        return effect;
    }
}
