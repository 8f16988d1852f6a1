package dev.spellspeed.rules.continuous;

import dev.spellspeed.rules.chain.Activations;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;

import java.util.ArrayList;
import java.util.List;

/**
 * What a card can undergo now, as ygopro's card scripts ask before acting: change position or
 * control, go to the Extra Deck, be negated, be equipped to a monster, attack; and which effects of
 * a code apply to it.
 */
public final class CardCapabilities {
    private final Duel duel;
    private final Prohibitions prohibitions;

    public CardCapabilities(Duel duel, Prohibitions prohibitions) {
        this.duel = duel;
        this.prohibitions = prohibitions;
    }

    /** The effects with this code that apply to the card now, in registration order (ygopro's filter_effect). */
    public List<Effect> effectsOn(Card card, long code) {
        List<Effect> withCode = duel.effects().withCode(code);
        if (withCode.isEmpty()) {
            return List.of(); // most codes asked (material checks of every monster) have no effect in play
        }
        List<Effect> found = new ArrayList<>();
        // a copy: a condition or target filter (Lua) may register or reset effects meanwhile
        for (Effect effect : List.copyOf(withCode)) {
            if (!effect.hasProperty(EffectFlag.PLAYER_TARGET) && duel.reach().applies(effect, card)) {
                found.add(effect);
            }
        }
        return found;
    }

    /** Whether the effect's count limit still lets {@code player} use it (an effect without one always does). */
    public boolean countLimitLeft(Effect effect, int player) {
        return Activations.countLimitLeft(duel, effect, player);
    }

    /** Only a Link monster can never change its battle position (it has none); ygopro checks nothing else here. */
    public boolean canChangePosition(Card card) {
        return !card.data().is(CardType.LINK);
    }

    /** EFFECT_CANNOT_CHANGE_CONTROL keeps the card with its controller. */
    public boolean canChangeControl(Card card) {
        return effectsOn(card, EffectCode.CANNOT_CHANGE_CONTROL).isEmpty();
    }

    /** Whether {@code player} may return the card to the Deck or Extra Deck (no EFFECT_CANNOT_TO_DECK on it or on the player). */
    public boolean canBeSentToDeck(Card card, int player) {
        return effectsOn(card, EffectCode.CANNOT_TO_DECK).isEmpty() && !prohibitions.forbidden(EffectCode.CANNOT_TO_DECK, player, card);
    }

    /** Fusion, Synchro, Xyz and Link monsters return to the Extra Deck, and so may Pendulum monsters (face-up). */
    public boolean canBeSentToExtra(Card card, int player) {
        return (card.data().isExtraDeckMonster() || card.data().is(CardType.PENDULUM)) && canBeSentToDeck(card, player);
    }

    /**
     * As a cost, a card must really arrive where the cost says: an Extra Deck monster not already
     * there, usable as a cost, and not sent elsewhere instead by a leave-the-field redirect (R070).
     */
    public boolean canBeSentToExtraAsCost(Card card, int player) {
        return card.data().isExtraDeckMonster() && card.location() != Location.EXTRA && usableAsCost(card)
                && canBeSentToDeck(card, player) && prohibitions.leaveFieldRedirect(card, new CardGroup()) == 0;
    }

    /** The same for the Main Deck: not a Token, not an Extra Deck monster, not already in the Deck. */
    public boolean canBeSentToDeckAsCost(Card card, int player) {
        return !card.data().is(CardType.TOKEN) && !card.data().isExtraDeckMonster() && card.location() != Location.DECK
                && usableAsCost(card) && canBeSentToDeck(card, player)
                && prohibitions.leaveFieldRedirect(card, new CardGroup()) == 0;
    }

    private boolean usableAsCost(Card card) {
        return effectsOn(card, EffectCode.CANNOT_USE_AS_COST).isEmpty();
    }

    /**
     * Whether {@code effect} could negate the card: not negated already (a negated Trap Monster can still
     * lose its Trap effects), no EFFECT_CANNOT_DISABLE, not unaffected by the effect, and not in the middle
     * of its summon (nothing but summon negation reaches it then).
     */
    public boolean canBeNegatedBy(Card card, Effect effect, boolean asMonsterEffect) {
        boolean negated = prohibitions.isDisabled(card);
        if (negated && (asMonsterEffect || (card.type() & CardType.TRAPMONSTER) == 0)) {
            return false;
        }
        if (!effectsOn(card, EffectCode.CANNOT_DISABLE).isEmpty() || duel.summons().isBeingSummoned(card)) {
            return false;
        }
        return effect == null || effect.hasProperty(EffectFlag.IGNORE_IMMUNE) || !prohibitions.isImmuneTo(card, effect);
    }

    /**
     * Whether the equip card may be equipped to {@code target}: one of its EFFECT_EQUIP_LIMIT effects
     * accepts the monster (a card with none accepts none, as in ygopro), and a Union monster's status
     * allows only one Union of its kind per monster.
     */
    public boolean canEquipTo(Card equip, Card target) {
        boolean accepted = false;
        for (Effect limit : effectsOn(equip, EffectCode.EQUIP_LIMIT)) {
            if (Prohibitions.valueAccepts(limit, limit, target)) {
                accepted = true;
                break;
            }
        }
        if (!accepted) {
            return false;
        }
        if (!effectsOn(equip, EffectCode.OLDUNION_STATUS).isEmpty() && unionsOn(target, EffectCode.UNION_STATUS) > 0) {
            return false;
        }
        return effectsOn(equip, EffectCode.UNION_STATUS).isEmpty() || unionsOn(target, EffectCode.OLDUNION_STATUS) == 0;
    }

    private int unionsOn(Card monster, long status) {
        int count = 0;
        for (Card equip : duel.field().equippedTo(monster)) {
            if (!effectsOn(equip, status).isEmpty()) {
                count++;
            }
        }
        return count;
    }

    /**
     * Whether the monster could attack, position and effects considered (not the attacks it has
     * left): face-up in Attack Position (or Defense Position with EFFECT_DEFENSE_ATTACK), no
     * EFFECT_CANNOT_ATTACK or EFFECT_ATTACK_DISABLED, and the turn player may conduct a Battle Phase.
     */
    public boolean canAttack(Card card) {
        if (card.location() != Location.MZONE || !card.isFaceUp()) {
            return false;
        }
        if (!card.position().isAttack() && effectsOn(card, EffectCode.DEFENSE_ATTACK).isEmpty()) {
            return false;
        }
        return effectsOn(card, EffectCode.CANNOT_ATTACK).isEmpty() && effectsOn(card, EffectCode.ATTACK_DISABLED).isEmpty()
                && duel.reach().playerEffect(duel.turn().player(), EffectCode.SKIP_BP) == null;
    }
}
