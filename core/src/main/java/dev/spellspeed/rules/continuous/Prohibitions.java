package dev.spellspeed.rules.continuous;

import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.PositionMask;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;

import java.util.List;

/**
 * What continuous effects forbid (RULINGS continuous area; a prohibition beats a requirement, R075):
 * negated cards, immunity, "cannot be targeted", "cannot be destroyed", "cannot be summoned".
 * Each check reads the effects of its code through the index.
 */
public final class Prohibitions {
    private final Duel duel;

    public Prohibitions(Duel duel) {
        this.duel = duel;
    }

    /** The card's own effects are negated: EFFECT_DISABLE applies to it while it is face-up on the field. */
    public boolean isDisabled(Card card) {
        return duel.reach().isAffectedBy(card, EffectCode.DISABLE);
    }

    /** Unaffected by {@code effect}: an EFFECT_IMMUNE_EFFECT whose value(e, te) accepts it applies to the card. */
    public boolean isImmuneTo(Card card, Effect effect) {
        if (effect == null) {
            return false;
        }
        for (Effect immunity : duel.effects().withCode(EffectCode.IMMUNE_EFFECT)) {
            if (duel.reach().applies(immunity, card) && valueAccepts(immunity, immunity, effect)) {
                return true;
            }
        }
        return false;
    }

    /** Whether an effect may choose the card as a target (EFFECT_CANNOT_BE_EFFECT_TARGET, value(e, re, rp)). */
    public boolean canBeTargetedBy(Card card, Effect effect, int player) {
        if (isImmuneTo(card, effect)) {
            return false;
        }
        for (Effect shield : duel.effects().withCode(EffectCode.CANNOT_BE_EFFECT_TARGET)) {
            if (duel.reach().applies(shield, card) && valueAccepts(shield, shield, effect, player)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the card can be destroyed for this reason: EFFECT_INDESTRUCTABLE(_EFFECT), or immunity to the effect. */
    public boolean canBeDestroyed(Card card, long reason, Effect effect, int player) {
        for (Effect shield : duel.effects().withCode(EffectCode.INDESTRUCTABLE)) {
            if (duel.reach().applies(shield, card) && valueAccepts(shield, shield, effect, player)) {
                return false;
            }
        }
        if ((reason & Reason.EFFECT) != 0) {
            if (isImmuneTo(card, effect)) {
                return false;
            }
            for (Effect shield : duel.effects().withCode(EffectCode.INDESTRUCTABLE_EFFECT)) {
                if (duel.reach().applies(shield, card) && valueAccepts(shield, shield, effect, player)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A player effect forbids this Normal Summon or Special Summon (its target filter, if any, accepts the card). */
    public boolean summonForbidden(int player, Card card, boolean special) {
        if (special) {
            return specialSummonForbidden(player, card, SummonType.SPECIAL.value(), PositionMask.FACEUP, player, null);
        }
        return normalSummonForbidden(player, card, SummonType.NORMAL.value());
    }

    /**
     * EFFECT_CANNOT_SPECIAL_SUMMON forbids this Special Summon, as ygopro's is_player_can_spsummon asks it:
     * target(e, c, summoning player, summon type, position, receiving player, summoning effect), so an oath
     * such as "you cannot Special Summon, except by this effect / except Xyz Monsters" sees which (Message
     * in a Bottle). Also Card.SetSPSummonOnce.
     */
    public boolean specialSummonForbidden(int player, Card card, long summonType, long position, int toPlayer,
                                          Effect reasonEffect) {
        // Card.SetSPSummonOnce: a second monster of that code is not Special Summoned by the player this turn
        if (card.specialSummonOnceCode() != 0 && duel.summons().specialSummonedOnce(player, card.specialSummonOnceCode())) {
            return true;
        }
        return forbidden(EffectCode.CANNOT_SPECIAL_SUMMON, player, card, summonType | SummonType.SPECIAL.value(),
                position, toPlayer, reasonEffect);
    }

    /** EFFECT_CANNOT_SUMMON, asked as ygopro does: target(e, c, player, summon type, POS_FACEUP, player). */
    public boolean normalSummonForbidden(int player, Card card, long summonType) {
        if (duel.effects().withCode(EffectCode.CANNOT_SUMMON).isEmpty()) {
            return false; // asked for every monster in the hand at every idle prompt: no arguments made for no ban
        }
        return forbidden(EffectCode.CANNOT_SUMMON, player, card, summonType | SummonType.NORMAL.value(),
                PositionMask.FACEUP, player);
    }

    /**
     * A card's own EFFECT_SPSUMMON_CONDITION ("cannot be Special Summoned", "only by …") allows this
     * Special Summon: its value(e, summoning effect, summoning player, summon type), a plain value
     * allowing none when 0. It holds wherever the card is.
     */
    public boolean specialSummonConditionAllows(Card card, Effect by, int summoner, long summonType) {
        for (Effect condition : duel.effects().of(card)) {
            if (condition.code() == EffectCode.SPSUMMON_CONDITION && condition.hasType(EffectType.SINGLE)
                    && condition.isRegistered() && !valueAccepts(condition, condition, by, summoner, summonType)) {
                return false;
            }
        }
        return true;
    }

    /** Setting a Spell/Trap, by the rules or by an effect (Duel.SSet), is forbidden for this player (Prohibition). */
    public boolean cannotSetSpellTrap(int player, Card card) {
        return forbidden(EffectCode.CANNOT_SSET, player, card);
    }

    /**
     * EFFECT_INDESTRUCTABLE_COUNT ("once per turn, this card cannot be destroyed by battle"): when the
     * card would be destroyed for a reason the effect's value(e, re, r, rp) accepts, and the effect
     * has a use left this turn (its count limit, default 1), the destruction does not happen and the
     * use is spent. True if it saved the card.
     */
    public boolean spendDestructionShield(Card card, long reason, Effect reasonEffect, int reasonPlayer) {
        for (Effect shield : duel.effects().withCode(EffectCode.INDESTRUCTABLE_COUNT)) {
            String key = "indestructible/" + shield.id();
            int uses = Math.max(1, shield.countLimit());
            if (duel.reach().applies(shield, card) && duel.turn().countLimitUses(key) < uses
                    && valueAccepts(shield, shield, reasonEffect, reason, reasonPlayer)) {
                duel.turn().useCountLimit(key);
                return true;
            }
        }
        return false;
    }

    /** A player effect with this code (EFFECT_CANNOT_SUMMON, _FLIP_SUMMON, _MSET, …) forbids the action on this card. */
    public boolean forbidden(long code, int player, Card card) {
        return forbidden(code, player, card, new Object[0]);
    }

    /** The same, the target filter given {@code more} arguments after (e, c, player). */
    private boolean forbidden(long code, int player, Card card, Object... more) {
        List<Effect> bans = duel.effects().withCode(code);
        if (bans.isEmpty()) {
            return false;
        }
        Object[] args = new Object[3 + more.length];
        System.arraycopy(more, 0, args, 3, more.length);
        for (Effect ban : bans) {
            if (!duel.reach().reachesPlayer(ban, player)) {
                continue;
            }
            args[0] = ban;
            args[1] = card;
            args[2] = player;
            if (ban.target() == null || truthy(ban.target(), args)) {
                return true;
            }
        }
        return false;
    }

    /** Whether this player may banish the card (EFFECT_CANNOT_REMOVE: Imperial Iron Wall; R075). */
    public boolean canBeBanished(Card card, int player) {
        return !forbidden(EffectCode.CANNOT_REMOVE, player, card);
    }

    /**
     * The card destroyed in place of {@code card} (EFFECT_DESTROY_SUBSTITUTE, e.g. a Union "destroyed
     * in its place"): the first such effect that applies to it, accepts value(e, re, r, rp), and whose
     * card is on the field, not itself being destroyed or already standing in, and destructible; else null.
     */
    public Card destructionSubstitute(Card card, CardGroup destroyed, CardGroup standingIn, long reason,
            Effect reasonEffect, int reasonPlayer) {
        for (Effect substitute : duel.effects().withCode(EffectCode.DESTROY_SUBSTITUTE)) {
            Card handler = substitute.handler();
            if (handler == null || handler == card || !handler.location().isOnField() || destroyed.contains(handler)
                    || standingIn.contains(handler) || !duel.reach().applies(substitute, card)
                    || !valueAccepts(substitute, substitute, reasonEffect, reason, reasonPlayer)
                    || !canBeDestroyed(handler, Reason.EFFECT, reasonEffect, reasonPlayer)) {
                continue;
            }
            return handler;
        }
        return null;
    }

    /**
     * An Equip Card whose EFFECT_EQUIP_LIMIT effects (registered on it) no longer accept the monster
     * it is equipped to: none applies now, or none's value(e, c) accepts the monster. A card with no
     * such effect is not checked (most Equip Spells here declare none).
     */
    public boolean equipLimitBroken(Card equip) {
        Card target = equip.equipTarget();
        boolean limited = false;
        for (Effect limit : duel.effects().of(equip)) {
            if (limit.code() != EffectCode.EQUIP_LIMIT || !limit.isRegistered()) {
                continue;
            }
            limited = true;
            if (duel.reach().applies(limit, equip) && valueAccepts(limit, limit, target)) {
                return false;
            }
        }
        return limited;
    }

    /**
     * Where a card sent to the GY really goes: EFFECT_TO_GRAVE_REDIRECT (e.g. "banished instead")
     * applies unless the player may not banish (EFFECT_CANNOT_REMOVE beats it, R075). Returns the
     * LOCATION_* mask, or 0 for the GY. The effect of a card that leaves the field together with
     * them no longer applies (R072: Banisher of the Light destroyed by Dark Hole goes to the GY).
     */
    public int graveRedirect(Card card, CardGroup leavingTogether) {
        return redirect(EffectCode.TO_GRAVE_REDIRECT, card, leavingTogether);
    }

    /**
     * Where a card leaving the field really goes, wherever it was sent: EFFECT_LEAVE_FIELD_REDIRECT
     * ("if this card would leave the field, banish it instead"), with the same exceptions. 0 if none.
     */
    public int leaveFieldRedirect(Card card, CardGroup leavingTogether) {
        return card.location().isOnField() ? redirect(EffectCode.LEAVE_FIELD_REDIRECT, card, leavingTogether) : 0;
    }

    private int redirect(long code, Card card, CardGroup leavingTogether) {
        for (Effect redirect : duel.effects().withCode(code)) {
            Card handler = redirect.handler();
            // ...but a card's own "this card is banished instead" still applies to it (Dark Magician of Chaos)
            boolean ownRedirect = handler == card && redirect.hasType(EffectType.SINGLE);
            // ...while a gained one stops as its card leaves the field (R116: the copying Phantom of Chaos)
            if (handler == card && redirect.isCopied()) {
                continue;
            }
            if (handler != null && !ownRedirect && handler.location().isOnField() && leavingTogether.contains(handler)) {
                continue;
            }
            if (!duel.reach().applies(redirect, card)) {
                continue;
            }
            long where = redirect.value() instanceof EffectValue.Constant c ? c.value() : 0;
            boolean banish = where == Location.REMOVED.mask();
            if (banish && !canBeBanished(card, card.owner())) {
                continue;
            }
            return (int) where;
        }
        return 0;
    }

    /** A plain value means "always"; a value function decides with the given arguments. */
    public static boolean valueAccepts(Effect effect, Object... args) {
        if (effect.value() instanceof EffectValue.Constant constant) {
            return constant.value() != 0;
        }
        return truthy(((EffectValue.Function) effect.value()).function(), args);
    }

    private static boolean truthy(EffectFunction function, Object... args) {
        try {
            return Callbacks.truthy(function.invoke(args));
        } catch (RuntimeException failure) {
            return false;
        }
    }
}
