package dev.spellspeed.rules.summon;

import dev.spellspeed.effect.Effect;

/**
 * How an effect Special Summons (the arguments of ygopro's {@code Duel.SpecialSummon}): the summon
 * type, who summons and to whose field, in which positions (POS_* bits: the summoning player
 * chooses among several), by which effect; whether the monsters'
 * own summoning conditions are ignored ({@code nocheck}) and whether the summon counts as proper.
 */
public record SpecialSummonTerms(long summonType, int summoner, int targetPlayer, int positions,
                                 Effect reasonEffect, boolean ignoreConditions, boolean proper) {}
