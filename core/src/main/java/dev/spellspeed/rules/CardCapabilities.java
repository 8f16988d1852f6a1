package dev.spellspeed.rules;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;

import java.util.ArrayList;
import java.util.List;

/**
 * What a card can undergo now, as ygopro's card scripts ask before acting: change position or
 * control, go to the Extra Deck, be negated, be equipped to a monster, attack; and which effects of
 * a code apply to it.
 */
public final class CardCapabilities {
    static final long CANNOT_DISABLE = 3;
    static final long CANNOT_CHANGE_CONTROL = 5;
    static final long CANNOT_USE_AS_COST = 57;
    static final long CANNOT_TO_DECK = 66;
    static final long EQUIP_LIMIT = 76;
    static final long CANNOT_ATTACK = 85;
    static final long SKIP_BP = 183;
    static final long DEFENSE_ATTACK = 190;
    static final long ATTACK_DISABLED = 197;
    static final long UNION_STATUS = 347;
    static final long OLDUNION_STATUS = 348;

    private final Duel duel;
    private final Prohibitions prohibitions;

    CardCapabilities(Duel duel, Prohibitions prohibitions) {
        this.duel = duel;
        this.prohibitions = prohibitions;
    }

    /** The effects with this code that apply to the card now, in registration order (ygopro's filter_effect). */
    public List<Effect> effectsOn(Card card, long code) {
        List<Effect> found = new ArrayList<>();
        for (Effect effect : duel.effects().withCode(code)) {
            if (!effect.hasProperty(EffectFlag.PLAYER_TARGET) && duel.applies(effect, card)) {
                found.add(effect);
            }
        }
        return found;
    }

    /** Whether the effect's count limit still lets {@code player} use it (an effect without one always does). */
    public boolean countLimitLeft(Effect effect, int player) {
        return effect.countLimit() == 0
                || duel.countLimitUses(Activations.countKey(effect, player)) < effect.countLimit();
    }

    /** Only a Link monster can never change its battle position (it has none); ygopro checks nothing else here. */
    public boolean canChangePosition(Card card) {
        return !card.data().is(CardType.LINK);
    }

    /** EFFECT_CANNOT_CHANGE_CONTROL keeps the card with its controller. */
    public boolean canChangeControl(Card card) {
        return effectsOn(card, CANNOT_CHANGE_CONTROL).isEmpty();
    }

    /** Whether {@code player} may return the card to the Deck or Extra Deck (no EFFECT_CANNOT_TO_DECK on it or on the player). */
    public boolean canBeSentToDeck(Card card, int player) {
        return effectsOn(card, CANNOT_TO_DECK).isEmpty() && !prohibitions.forbidden(CANNOT_TO_DECK, player, card);
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
        return effectsOn(card, CANNOT_USE_AS_COST).isEmpty();
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
        if (!effectsOn(card, CANNOT_DISABLE).isEmpty() || duel.isBeingSummoned(card)) {
            return false;
        }
        return effect == null || effect.hasProperty(IGNORE_IMMUNE) || !prohibitions.isImmuneTo(card, effect);
    }

    private static final long IGNORE_IMMUNE = 0x80;

    /**
     * Whether the equip card may be equipped to {@code target}: one of its EFFECT_EQUIP_LIMIT effects
     * accepts the monster (a card with none accepts none, as in ygopro), and a Union monster's status
     * allows only one Union of its kind per monster.
     */
    public boolean canEquipTo(Card equip, Card target) {
        boolean accepted = false;
        for (Effect limit : effectsOn(equip, EQUIP_LIMIT)) {
            if (Prohibitions.valueAccepts(limit, limit, target)) {
                accepted = true;
                break;
            }
        }
        if (!accepted) {
            return false;
        }
        if (!effectsOn(equip, OLDUNION_STATUS).isEmpty() && unionsOn(target, UNION_STATUS) > 0) {
            return false;
        }
        return effectsOn(equip, UNION_STATUS).isEmpty() || unionsOn(target, OLDUNION_STATUS) == 0;
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
        if (!card.position().isAttack() && effectsOn(card, DEFENSE_ATTACK).isEmpty()) {
            return false;
        }
        return effectsOn(card, CANNOT_ATTACK).isEmpty() && effectsOn(card, ATTACK_DISABLED).isEmpty()
                && duel.playerEffect(duel.turnPlayer(), SKIP_BP) == null;
    }
}
