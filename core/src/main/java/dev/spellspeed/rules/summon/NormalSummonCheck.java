package dev.spellspeed.rules.summon;

import dev.spellspeed.rules.checks.UniqueCards;
import dev.spellspeed.rules.continuous.PlayerPermissions;
import dev.spellspeed.rules.continuous.Prohibitions;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;

/**
 * Card.IsSummonable: could the player Normal Summon this card now, by the rules' own procedure
 * (its Tributes by Level)? Summon procedures of card scripts (EFFECT_SUMMON_PROC, "can be Normal
 * Summoned without Tributing") are not known to this engine, so they never make a card summonable.
 */
public final class NormalSummonCheck {
    private final Duel duel;
    private final Tributes tributes;
    private final PlayerPermissions permissions;
    private final UniqueCards uniqueCards;
    private final Prohibitions prohibitions;

    public NormalSummonCheck(Duel duel, Prohibitions prohibitions, Tributes tributes, PlayerPermissions permissions,
                      UniqueCards uniqueCards) {
        this.prohibitions = prohibitions;
        this.duel = duel;
        this.tributes = tributes;
        this.permissions = permissions;
        this.uniqueCards = uniqueCards;
    }

    /**
     * Card.GetTributeRequirement: how many Tributes the monster's Tribute Summon needs, at least and at
     * most; 0 and 0 for a Level 4 or lower monster. Level 5-6 need 1, Level 7 or more 2 (R016), fewer
     * under EFFECT_DECREASE_TRIBUTE (ygopro's get_summon_tribute_count): each effect that applies to it
     * takes its value's low 16 bits off the fewest and its high 16 bits off the most, one whose count
     * limit is used up not at all; never below 0, the most never below the fewest. (ygopro also reads a
     * second value, a code counted once; callbacks give one value here, so it is not read.)
     */
    public int[] tributeRequirement(Card card) {
        int tributes = Summoning.tributesRequired(card.data());
        if (tributes == 0) {
            return new int[] {0, 0};
        }
        int min = tributes;
        int max = tributes;
        for (Effect effect : duel.effects().withCode(EffectCode.DECREASE_TRIBUTE)) {
            if (!Tributes.appliesToSummoned(duel, effect, card)
                    || !dev.spellspeed.rules.chain.Activations.countLimitLeft(duel, effect, card.controller())) {
                continue;
            }
            long dec = EffectValue.numberOf(effect, 0, effect, card);
            min -= (int) (dec & 0xffff);
            max -= (int) (dec >>> 16 & 0xffff);
        }
        min = Math.max(min, 0);
        return new int[] {min, Math.max(max, min)};
    }

    /** ygopro's is_summonable_card: a Main Deck monster that is not a Ritual, "cannot be Normal Summoned" or Token card. */
    public static boolean isSummonableCard(Card card) {
        return card.data().isMonster() && !card.data().isExtraDeckMonster() && !card.data().is(CardType.RITUAL)
                && !card.data().is(CardType.SPSUMMON) && !card.data().is(CardType.TOKEN);
    }

    /** Prohibited (EFFECT_FORBIDDEN): the card cannot be played wherever it is. */
    public boolean isForbidden(Card card) {
        for (Effect forbidden : duel.effects().withCode(EffectCode.FORBIDDEN)) {
            if (duel.reach().applies(forbidden, card)) {
                return true;
            }
        }
        return false;
    }

    /**
     * From the hand: the turn's Normal Summon is unused (unless {@code ignoreCount}), nothing forbids
     * it, and the Tributes its Level asks (at least {@code minTribute}) can be made leaving a Main
     * Monster Zone in {@code zones} free. On the field: a Gemini monster's second summon (R022).
     */
    public boolean canSummon(Card card, int player, boolean ignoreCount, int minTribute, int zones) {
        // a Normal Summon is face-up: not beside another "you can only control 1" card (ygopro)
        if (!isSummonableCard(card) || isForbidden(card)
                || uniqueCards.blocked(card, player, Location.MZONE.mask(), null)) {
            return false;
        }
        if (!ignoreCount && duel.summons().normalSummonsThisTurn(player) > 0) {
            return false;
        }
        if (card.location() == Location.MZONE) {
            return card.isFaceUp() && duel.reach().isAffectedBy(card, EffectCode.DUAL_SUMMONABLE)
                    && !duel.reach().isAffectedBy(card, EffectCode.DUAL_STATUS)
                    && permissions.maySummon(player, card, SummonType.DUAL);
        }
        if (card.location() != Location.HAND || card.controller() != player || !permissions.maySummon(player, card, 0)) {
            return false;
        }
        return roomFor(card, player, minTribute, zones, false);
    }

    /**
     * Card.IsMSetable: could the player Set this monster from the hand now? As {@link #canSummon}
     * from the hand, face-down: "you can only control 1" does not matter, EFFECT_CANNOT_MSET does.
     */
    public boolean canSet(Card card, int player, boolean ignoreCount, int minTribute, int zones) {
        if (!isSummonableCard(card) || isForbidden(card) || card.location() != Location.HAND
                || card.controller() != player || !ignoreCount && duel.summons().normalSummonsThisTurn(player) > 0
                || prohibitions.forbidden(EffectCode.CANNOT_MSET, player, card)) {
            return false;
        }
        return roomFor(card, player, minTribute, zones, true);
    }

    /** The Tributes its Level asks (at least {@code minTribute}) leave a Main Monster Zone in {@code zones} free. */
    private boolean roomFor(Card card, int player, int minTribute, int zones, boolean set) {
        int required = Math.max(set ? Summoning.tributesRequired(card.data()) : tributeRequirement(card)[0], minTribute);
        if (required == 0) {
            for (int zone : duel.field().freeZones().mainMonster(player)) {
                if ((zones >> zone & 1) != 0) {
                    return true;
                }
            }
            return false;
        }
        return tributes.canTribute(card, required, required, null, player, zones & Field.MAIN_MONSTER_ZONE_MASK,
                set ? Tributes.SET : Tributes.SUMMON);
    }
}
