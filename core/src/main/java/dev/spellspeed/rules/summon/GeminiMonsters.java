package dev.spellspeed.rules.summon;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.ResetFlag;

/** Gemini monsters (R022): once Gemini-summoned they are Effect Monsters until they leave or turn face-down. */
public final class GeminiMonsters {
    /** Until it leaves the field or is turned face-down (ygopro's RESETS_STANDARD group of RESET_EVENT bits). */
    private static final long RESET_LEAVE_OR_FACEDOWN = ResetFlag.EVENT | ResetFlag.TURN_SET
            | ResetFlag.TOGRAVE | ResetFlag.REMOVE | ResetFlag.TEMP_REMOVE | ResetFlag.TOHAND | ResetFlag.TODECK | ResetFlag.LEAVE
            | ResetFlag.TOFIELD;

    private final Duel duel;

    public GeminiMonsters(Duel duel) {
        this.duel = duel;
    }

    /** A Gemini monster is Gemini-summoned: it gains its effects until it leaves or turns face-down (R022). */
    public void enableGeminiState(Card card) {
        Effect status = duel.effects().create(card, card.controller());
        status.setType(EffectType.SINGLE);
        status.setCode(EffectCode.DUAL_STATUS);
        status.setProperty(EffectFlag.CANNOT_DISABLE);
        status.setReset(RESET_LEAVE_OR_FACEDOWN, 1);
        duel.effects().register(status, card);
    }

    /** Whether the monster is Gemini-summoned now (it has its effects). */
    boolean isGeminiState(Card card) {
        return duel.reach().isAffectedBy(card, EffectCode.DUAL_STATUS);
    }
}
