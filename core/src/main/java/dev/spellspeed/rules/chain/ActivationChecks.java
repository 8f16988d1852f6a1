package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.checks.UniqueCards;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;

import java.util.List;

/**
 * Questions scripts ask about another effect's activation outside the chain machinery: could this
 * effect be activated now (Effect.IsActivatable, e.g. "activate a Field Spell from your Deck"), and
 * using up its "once per turn" as if it had been (Effect.UseCountLimit, for effects copied or
 * activated through another card).
 */
public final class ActivationChecks {
    private final Duel duel;
    private final Callbacks callbacks;
    private final Activations activations;
    private final UniqueCards uniqueCards;

    public ActivationChecks(Duel duel, Callbacks callbacks, Activations activations, UniqueCards uniqueCards) {
        this.duel = duel;
        this.callbacks = callbacks;
        this.activations = activations;
        this.uniqueCards = uniqueCards;
    }

    /**
     * Whether {@code player} could activate the effect now, with no event to respond to: its count limit,
     * where its card is (unless {@code ignoreLocation}: a card in the Deck or the hand counts as where it
     * could be activated from), room on the field, the Damage Step, prohibitions, and its condition, cost
     * and (unless {@code ignoreTarget}) target checks. Spell speed and whose turn it is are not asked
     * (ygopro's is_activateable, which the chain processor asks those separately).
     */
    public boolean isActivatable(Effect effect, int player, boolean ignoreLocation, boolean ignoreTarget) {
        if (!effect.hasType(EffectType.ACTIONS | EffectType.ACTIVATED) || !countLimitAllows(effect, player)) {
            return false;
        }
        Card handler = effect.handler();
        if (effect.hasProperty(EffectFlag.FIELD_ONLY) || handler == null) {
            if (effect.ownerPlayer() != player && !effect.hasProperty(EffectFlag.BOTH_SIDE)) {
                return false;
            }
        } else if (effect.hasType(EffectType.ACTIVATE)) {
            if (!cardCanBeActivated(effect, handler, player, ignoreLocation)) {
                return false;
            }
        } else if (!effect.hasType(EffectType.CONTINUOUS) && !effectCanBeActivated(effect, handler, player)) {
            return false;
        }
        if (!effect.hasType(EffectType.CONTINUOUS) && activations.isForbidden(effect, player)) {
            return false;
        }
        return passes(effect, player, GameEvent.NONE, true, true, !ignoreTarget);
    }

    /** An effect that could be activated now, and the event it would be activated in response to. */
    public record ReadyEffect(Effect effect, GameEvent event) {
    }

    /**
     * Card.CheckActivateEffect: the first of the card's card-activation effects that {@code player} could
     * activate now (copy effects such as "apply the effect of a Spell in the GY"): a free-chain effect with
     * no event, any other with a matching event of the moment. Only its count limit, condition (unless
     * {@code neglectCondition}), cost (unless {@code neglectCost}) and targets are checked, not where the
     * card is (ygopro's check_event_c); null when none could.
     */
    public ReadyEffect readyActivateEffect(Card card, int player, boolean neglectCondition, boolean neglectCost) {
        List<GameEvent> recent = null;
        for (Effect effect : duel.effects().of(card)) {
            if (!effect.hasType(EffectType.ACTIVATE)) {
                continue;
            }
            if (effect.code() == EventCode.FREE_CHAIN) {
                if (isReady(effect, player, GameEvent.NONE, neglectCondition, neglectCost)) {
                    return new ReadyEffect(effect, GameEvent.NONE);
                }
                continue;
            }
            if (recent == null) {
                recent = duel.triggers().peekRecentEvents();
            }
            for (GameEvent event : recent) {
                if (event.code() == effect.code() && isReady(effect, player, event, neglectCondition, neglectCost)) {
                    return new ReadyEffect(effect, event);
                }
            }
        }
        return null;
    }

    private boolean isReady(Effect effect, int player, GameEvent event, boolean neglectCondition, boolean neglectCost) {
        return countLimitAllows(effect, player) && passes(effect, player, event, !neglectCondition, !neglectCost, true);
    }

    /** The effect's condition, cost (chk=0) and target (chk=0) checks, each only if asked for. */
    private boolean passes(Effect effect, int player, GameEvent event, boolean condition, boolean cost, boolean target) {
        try {
            return (!condition || callbacks.condition(effect, player, event))
                    && (!cost || callbacks.canPayCost(effect, player, event))
                    && (!target || callbacks.canTarget(effect, player, event));
        } finally {
            effect.setCostChecked(false);
        }
    }

    /** A Spell or Trap Card's activation: the card, its zone, the Damage Step and "the turn it was Set". */
    private boolean cardCanBeActivated(Effect effect, Card handler, int player, boolean ignoreLocation) {
        if (handler.controller() != player || !damageStepAllows(effect, !handler.data().is(CardType.COUNTER))
                || uniqueCards.blocked(handler, player, Location.SZONE.mask(), null)) {
            return false;
        }
        if (handler.location() == Location.SZONE) {
            if (handler.isFaceUp() || handler.equipTarget() != null) {
                return false;
            }
        } else if (handler.data().isMonster()) {
            // a Pendulum Monster is activated from the hand into a free Pendulum Zone; other monsters never are
            return handler.data().is(CardType.PENDULUM) && (handler.location() == Location.HAND || ignoreLocation)
                    && !duel.field().freeZones().pendulum(player).isEmpty();
        } else if (!handler.data().is(CardType.FIELD) && duel.field().freeZones().spellTrap(player).isEmpty()) {
            return false;
        }
        boolean quickPlay = handler.data().is(CardType.QUICKPLAY);
        if (handler.location() == Location.HAND && !ignoreLocation) {
            // Traps from the hand, and Spells from the hand in the opponent's turn, need a permission this engine lacks
            if (handler.data().isTrap() || (handler.data().isSpell() && duel.turn().player() != player)) {
                return false;
            }
        } else if (handler.location() == Location.SZONE && (handler.data().isTrap() || quickPlay)
                && handler.arrivedTurn() == duel.turn().number()) {
            return false; // not the turn it was Set (R043)
        }
        return true;
    }

    /** Another activated effect of a card: face-up where it has to be, the Damage Step, the Deck, the controller. */
    private boolean effectCanBeActivated(Effect effect, Card handler, int player) {
        Location where = handler.location();
        if ((where.isOnField() || where == Location.REMOVED) && !handler.isFaceUp()
                && !effect.hasProperty(EffectFlag.SET_AVAILABLE)) {
            return false;
        }
        boolean triggerOfItsOwn = effect.hasType(EffectType.FLIP | EffectType.TRIGGER_F)
                || effect.hasType(EffectType.TRIGGER_O) && effect.hasType(EffectType.SINGLE);
        if (!triggerOfItsOwn && !damageStepAllows(effect, true)) {
            return false;
        }
        if (where == Location.DECK && (effect.hasType(EffectType.SINGLE) && effect.code() != EventCode.TO_DECK
                || effect.hasType(EffectType.FIELD) && !Location.DECK.in(effect.range()))) {
            return false;
        }
        return !effect.hasType(EffectType.FIELD) || handler.controller() == player
                || effect.hasProperty(EffectFlag.BOTH_SIDE | EffectFlag.EVENT_PLAYER);
    }

    /** In the Damage Step only effects marked for it (R032); Counter Traps pass {@code checked} false. */
    private boolean damageStepAllows(Effect effect, boolean checked) {
        Phase phase = duel.turn().phase();
        if (!checked || (phase != Phase.DAMAGE && phase != Phase.DAMAGE_CAL)) {
            return true;
        }
        return effect.hasProperty(phase == Phase.DAMAGE_CAL ? EffectFlag.DAMAGE_CAL : EffectFlag.DAMAGE_STEP);
    }

    private boolean countLimitAllows(Effect effect, int player) {
        return Activations.countLimitLeft(duel, effect, player);
    }

    /**
     * Uses the effect's count limit {@code times} times for {@code player}, as an activation would; with
     * {@code oathOnly} only an oath limit (EFFECT_COUNT_CODE_OATH) is used. An effect without a limit is
     * not affected.
     */
    public void useCountLimit(Effect effect, int player, int times, boolean oathOnly) {
        if (effect.countLimit() == 0 || oathOnly && (effect.countCode() & CountCode.OATH) == 0) {
            return;
        }
        String key = Activations.countKey(effect, player);
        for (int i = 0; i < times; i++) {
            duel.turn().useCountLimit(key);
        }
    }
}
