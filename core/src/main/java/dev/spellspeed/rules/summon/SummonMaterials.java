package dev.spellspeed.rules.summon;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.rules.continuous.CardCapabilities;
import dev.spellspeed.rules.continuous.Prohibitions;

import java.util.List;

/**
 * Which monsters may be materials for a Synchro, Xyz or Link Summon, and as what: Tuner or non-Tuner,
 * the Level a material counts for, and the monsters the rules say must be used (ygopro-core's
 * card::is_can_be_*_material, is_tuner, is_not_tuner, get_synchro_level, check_xyz_level and
 * field::get_must_material_list).
 */
public final class SummonMaterials {
    /** The low 12 bits of an EFFECT_XYZ_LEVEL value are a Level (the next 4 a minimum material count). */
    private static final int XYZ_LEVEL_MASK = 0xfff;

    private final Duel duel;
    private final CardCapabilities capabilities;

    public SummonMaterials(Duel duel, CardCapabilities capabilities) {
        this.duel = duel;
        this.capabilities = capabilities;
    }

    /** A Tuner for this Synchro Monster: a Tuner monster, or one an EFFECT_TUNER treats as one. */
    public boolean isTuner(Card card, Card synchro) {
        return (card.type() & CardType.TUNER) != 0 || anyAccepts(card, EffectCode.TUNER, synchro);
    }

    /** A non-Tuner for this Synchro Monster: not a Tuner monster, or one an EFFECT_NONTUNER treats as a non-Tuner. */
    public boolean isNotTuner(Card card, Card synchro) {
        return (card.type() & CardType.TUNER) == 0 || anyAccepts(card, EffectCode.NONTUNER, synchro);
    }

    /** An effect with this code applies to the card and has no value (0), or its value(e, other) accepts. */
    private boolean anyAccepts(Card card, long code, Card other) {
        for (Effect e : capabilities.effectsOn(card, code)) {
            boolean noValue = e.value() == null
                    || (e.value() instanceof EffectValue.Constant constant && constant.value() == 0);
            if (noValue || Prohibitions.valueAccepts(e, e, other)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A monster may be Synchro Material: a monster (an Xyz or Link Monster only with a Synchro Level
     * given by an effect), and no EFFECT_CANNOT_BE_SYNCHRO_MATERIAL of it refuses this Synchro Monster.
     */
    public boolean canBeSynchroMaterial(Card card, Card synchro) {
        if (!card.isMonster() || ((card.data().is(CardType.XYZ) || card.data().isLink()) && synchroLevel(card, synchro) == 0)) {
            return false;
        }
        return !refuses(card, EffectCode.CANNOT_BE_SYNCHRO_MATERIAL, synchro);
    }

    /** A monster may be Xyz Material: not a Token, and no EFFECT_CANNOT_BE_XYZ_MATERIAL refuses this Xyz Monster. */
    public boolean canBeXyzMaterial(Card card, Card xyz) {
        return card.isMonster() && !card.data().is(CardType.TOKEN)
                && !refuses(card, EffectCode.CANNOT_BE_XYZ_MATERIAL, xyz);
    }

    /** A monster may be Link Material unless an EFFECT_CANNOT_BE_LINK_MATERIAL refuses this Link Monster. */
    public boolean canBeLinkMaterial(Card card, Card link) {
        return card.isMonster() && !refuses(card, EffectCode.CANNOT_BE_LINK_MATERIAL, link);
    }

    /** An effect with this code applies to the card and its value(e, summoned) is true (a value of 0 refuses nothing). */
    private boolean refuses(Card card, long code, Card summoned) {
        for (Effect e : capabilities.effectsOn(card, code)) {
            if (e.value() != null && Prohibitions.valueAccepts(e, e, summoned)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The Level a material counts for in this Synchro Summon: an EFFECT_SYNCHRO_LEVEL's value(e, synchro)
     * (two Levels may be packed in its 16-bit halves: "treated as Level 2 or 4"), else its Level; an
     * Xyz or Link Monster has none (0).
     */
    public int synchroLevel(Card card, Card synchro) {
        boolean levelless = card.data().is(CardType.XYZ) || card.data().isLink();
        for (Effect e : capabilities.effectsOn(card, EffectCode.SYNCHRO_LEVEL)) {
            long value = EffectValue.numberOf(e, 0, e, synchro);
            if (value != 0) {
                return levelless ? 0 : (int) value;
            }
        }
        return levelless ? 0 : card.level();
    }

    /** The Levels a packed Synchro Level allows (ygopro's get_sum_params): one, or two in its 16-bit halves. */
    static int[] levelOptions(int packed) {
        int low = packed & 0xffff;
        int high = (packed >>> 16) & 0xffff;
        if ((high & 0x8000) != 0) {
            return new int[] {packed & 0x7fffffff};
        }
        return high == 0 ? new int[] {low} : new int[] {low, high};
    }

    /**
     * Whether a monster counts as this Level for this Xyz Monster: its Level, or a Level an
     * EFFECT_XYZ_LEVEL's value(e, xyz) gives (two may be packed in its 16-bit halves).
     */
    public boolean hasXyzLevel(Card card, Card xyz, int level) {
        if (!card.isMonster() || card.data().is(CardType.XYZ) || card.data().isLink()) {
            return false;
        }
        List<Effect> effects = capabilities.effectsOn(card, EffectCode.XYZ_LEVEL);
        if (effects.isEmpty()) {
            return card.level() == level;
        }
        for (Effect e : effects) {
            long value = EffectValue.numberOf(e, 0, e, xyz);
            if ((value & XYZ_LEVEL_MASK) == level || ((value >>> 16) & XYZ_LEVEL_MASK) == level) {
                return true;
            }
        }
        return false;
    }

    /**
     * The monsters the rules say a player's summon must use (Duel.GetMustMaterial): the handlers of
     * the player-aimed effects with this code (EFFECT_MUST_BE_SMATERIAL, _XMATERIAL, _LMATERIAL,
     * _FMATERIAL) that reach the player now.
     */
    public CardGroup mustMaterials(int player, long code) {
        CardGroup must = new CardGroup();
        List<Effect> effects = duel.effects().withCode(code);
        if (effects.isEmpty()) {
            return must; // the usual case, asked by every Synchro and Xyz check: no copy of an empty list
        }
        for (Effect e : List.copyOf(effects)) {
            if (e.hasProperty(EffectFlag.PLAYER_TARGET) && duel.reach().reachesPlayer(e, player)
                    && e.handler() != null && !must.contains(e.handler())) {
                must.add(e.handler());
            }
        }
        return must;
    }

    /** Whether the materials include every monster that must be used (none must: always; no materials: only then). */
    public boolean includesMustMaterials(CardGroup materials, int player, long code) {
        CardGroup must = mustMaterials(player, code);
        if (must.isEmpty()) {
            return true;
        }
        if (materials == null) {
            return false;
        }
        for (Card card : must) {
            if (!materials.contains(card)) {
                return false;
            }
        }
        return true;
    }
}
