package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.checks.UniqueCards;
import dev.spellspeed.rules.turn.Window;

import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.Command;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Which cards and effects a player may activate at a given moment: spell speed (R043), where the
 * card is, "Set this turn", Quick-Play Spells from the hand only in your own turn (R011), the event
 * the effect responds to, count limits, and the effect's own condition, cost and target checks
 * (an effect that could do nothing cannot be activated, R068; a cost must be payable, R059).
 */
public final class Activations {
    private static final Location[] SOURCES = {Location.HAND, Location.MZONE, Location.SZONE, Location.GRAVE,
            Location.REMOVED};

    private final Duel duel;
    private final Callbacks callbacks;
    private final UniqueCards uniqueCards;

    public Activations(Duel duel, Callbacks callbacks, UniqueCards uniqueCards) {
        this.duel = duel;
        this.callbacks = callbacks;
        this.uniqueCards = uniqueCards;
    }

    /** Every activation open to {@code player} now, in location order and then registration order. */
    List<Command.Activate> available(int player, Window window) {
        List<Command.Activate> options = new ArrayList<>();
        for (Location location : SOURCES) {
            for (Card card : duel.field().cards(player, location)) {
                for (Effect effect : duel.effects().of(card)) {
                    // a forced quick effect is never a choice: it activates by itself (forcedQuickEffects)
                    if (!effect.hasType(EffectType.QUICK_F) && eventFor(player, card, effect, window) != null) {
                        options.add(new Command.Activate(card, effect));
                    }
                }
            }
        }
        return options;
    }

    /**
     * The forced quick effects ({@code EFFECT_TYPE_QUICK_F}) of cards {@code player} controls whose
     * code is one of the window's events: the candidates to take the next links of the chain, if they
     * can be activated ({@link #eventFor}).
     */
    List<Command.Activate> forcedQuickEffects(int player, Window window) {
        List<Command.Activate> forced = new ArrayList<>();
        for (GameEvent event : window.events()) {
            for (Effect effect : duel.effects().withCode(event.code())) {
                Card card = effect.handler();
                // never in answer to its own activation, which would repeat without end
                if (effect.hasType(EffectType.QUICK_F) && card != null && card.controller() == player
                        && event.reasonEffect() != effect) {
                    Command.Activate activation = new Command.Activate(card, effect);
                    if (!forced.contains(activation)) {
                        forced.add(activation);
                    }
                }
            }
        }
        return forced;
    }

    /** The event the activation would respond to, or null when it cannot be activated now. */
    GameEvent eventFor(int player, Card card, Effect effect, Window window) {
        Integer speed = speedIfUsableFrom(card, effect, player, window);
        if (speed == null || !speedAllows(speed, window, player)) {
            return null;
        }
        GameEvent event = matchingEvent(effect, window);
        if (event == null || !damageStepAllows(card, effect) || !countLimitAllows(effect, player)
                || !chainLimitAllows(effect, player) || isForbidden(effect, player)) {
            return null;
        }
        if (!callbacks.condition(effect, player, event) || !callbacks.canPayCost(effect, player, event)
                || !callbacks.canTarget(effect, player, event)) {
            return null;
        }
        return event;
    }

    /** The effect's spell speed, or null when the card cannot use it from where it is. */
    Integer speedIfUsableFrom(Card card, Effect effect, int player, Window window) {
        if (card.controller() != player || !effect.isRegistered() || effect.handler() != card) {
            return null;
        }
        if (effect.hasType(EffectType.ACTIVATE)) {
            return cardActivationSpeed(card, player);
        }
        boolean inRange = card.inRange(effect.range());
        // EFFECT_FLAG_SET_AVAILABLE: an effect its card can use while face-down (Big Shield Gardna)
        boolean faceUpIfOnField = !card.location().isOnField() || card.isFaceUp()
                || effect.hasProperty(EffectFlag.SET_AVAILABLE);
        if (!inRange || !faceUpIfOnField) {
            return null;
        }
        if (effect.hasType(EffectType.IGNITION)) {
            return 1;
        }
        if (effect.hasType(EffectType.QUICK_O | EffectType.QUICK_F)) {
            return 2;
        }
        return null;
    }

    /** Spells: Quick-Play 2, others 1; Traps: Counter 3, others 2 (R043). */
    private Integer cardActivationSpeed(Card card, int player) {
        if (card.data().isMonster() && card.data().is(CardType.PENDULUM)) {
            // a Pendulum Monster is activated from the hand as a Spell into a free Pendulum Zone
            return card.location() == Location.HAND && !duel.field().freeZones().pendulum(player).isEmpty() ? 1 : null;
        }
        boolean spell = card.data().isSpell();
        boolean trap = card.data().isTrap();
        if (!spell && !trap) {
            return null;
        }
        // face-up in the Spell & Trap Zone, it may not make a second "you can only control 1" card there
        if (uniqueCards.blocked(card, player, Location.SZONE.mask(), null)) {
            return null;
        }
        if (card.location() == Location.HAND) {
            if (trap) {
                return null; // Traps must be Set first
            }
            boolean quickPlay = card.data().is(CardType.QUICKPLAY);
            if (quickPlay && duel.turn().player() != player) {
                return null; // R011: from the hand only in your own turn
            }
            boolean zoneFree = card.data().is(CardType.FIELD) ? duel.field().freeZones().fieldZoneFree(player)
                    : !duel.field().freeZones().spellTrap(player).isEmpty();
            return zoneFree ? (quickPlay ? 2 : 1) : null;
        }
        if (card.location() != Location.SZONE || card.isFaceUp()) {
            return null;
        }
        boolean quickPlay = card.data().is(CardType.QUICKPLAY);
        // a Trap or a Quick-Play Spell cannot be activated the turn it was Set
        if ((trap || quickPlay) && card.arrivedTurn() == duel.turn().number()) {
            return null;
        }
        if (trap) {
            return card.data().is(CardType.COUNTER) ? 3 : 2;
        }
        return quickPlay ? 2 : 1;
    }

    /** Speed 1 only starts a chain in the turn player's open Main Phase; speed 3 answers only speed 3. */
    private boolean speedAllows(int speed, Window window, int player) {
        ChainLink top = duel.chain().top();
        if (top == null) {
            return speed >= 2 || (window.idle() && player == duel.turn().player() && duel.turn().phase().isMainPhase());
        }
        return speed >= 2 && speed >= top.speed();
    }

    private GameEvent matchingEvent(Effect effect, Window window) {
        long code = effect.code();
        if (window.onlyCode() != Window.ANY && code != window.onlyCode()) {
            return null;
        }
        if (effect.hasType(EffectType.IGNITION) || code == EventCode.FREE_CHAIN || code == 0) {
            return window.onlyCode() == Window.ANY ? GameEvent.NONE : null;
        }
        for (int i = window.events().size() - 1; i >= 0; i--) {
            GameEvent event = window.events().get(i);
            if (event.code() == code) {
                return event;
            }
        }
        return null;
    }

    /** In the Damage Step only Counter Traps and effects marked for it may be activated (R032). */
    private boolean damageStepAllows(Card card, Effect effect) {
        Phase phase = duel.turn().phase();
        if (phase != Phase.DAMAGE && phase != Phase.DAMAGE_CAL) {
            return true;
        }
        if (card.data().isTrap() && card.data().is(CardType.COUNTER) && effect.hasType(EffectType.ACTIVATE)) {
            return true;
        }
        return effect.hasProperty(phase == Phase.DAMAGE_CAL ? EffectFlag.DAMAGE_CAL : EffectFlag.DAMAGE_STEP);
    }

    /**
     * EFFECT_CANNOT_ACTIVATE: a player effect ({@code SetTargetRange(self, opponent)} as 0/1) or the
     * field effect of a face-up card forbids activations its value accepts ({@code value(e, re, tp)};
     * a plain value forbids every activation). A prohibition beats everything else (R075).
     */
    boolean isForbidden(Effect candidate, int player) {
        if (cannotTrigger(candidate)) {
            return true;
        }
        for (Effect ban : duel.effects().withCode(EffectCode.CANNOT_ACTIVATE)) {
            if (!duel.reach().reachesPlayer(ban, player)) {
                continue;
            }
            boolean covers = ban.value() instanceof EffectValue.Function fn
                    ? Callbacks.truthy(safely(fn.function(), ban, candidate, player))
                    : ((EffectValue.Constant) ban.value()).value() != 0;
            if (covers) {
                return true;
            }
        }
        return false;
    }

    /** EFFECT_CANNOT_TRIGGER on a card: none of its effects can be activated (its card activation still can, as in ygopro). */
    private boolean cannotTrigger(Effect candidate) {
        Card handler = candidate.handler();
        if (handler == null || candidate.hasType(EffectType.ACTIVATE)) {
            return false;
        }
        for (Effect ban : duel.effects().withCode(EffectCode.CANNOT_TRIGGER)) {
            if (duel.reach().applies(ban, handler)) {
                return true;
            }
        }
        return false;
    }

    private static Object safely(EffectFunction function, Object... args) {
        try {
            return function.invoke(args);
        } catch (RuntimeException failure) {
            return null;
        }
    }

    /** A chain limit set by the link being responded to is asked (e, rp, tp) for each candidate. */
    private boolean chainLimitAllows(Effect effect, int player) {
        var limit = duel.chain().limit();
        ChainLink top = duel.chain().top();
        if (limit == null || top == null) {
            return true;
        }
        try {
            return Callbacks.truthy(limit.invoke(effect, top.player(), player));
        } catch (RuntimeException failure) {
            return false;
        }
    }

    private boolean countLimitAllows(Effect effect, int player) {
        return effect.countLimit() == 0 || duel.turn().countLimitUses(countKey(effect, player)) < effect.countLimit();
    }

    /** Once per turn per effect, or per player and card name when the limit has a code. */
    public static String countKey(Effect effect, int player) {
        long code = effect.countCode();
        if (code == 0) {
            // a plain once per turn starts again when its card leaves the field or turns face-down
            Card handler = effect.handler();
            // ...unless the effect says otherwise (EFFECT_FLAG_NO_TURN_RESET, R106)
            boolean keep = effect.hasProperty(EffectFlag.NO_TURN_RESET) || handler == null;
            return "turn:effect" + effect.id() + (keep ? "" : "@" + handler.moveCount());
        }
        String period = (code & CountCode.DUEL) != 0 ? "duel:" : (code & CountCode.CHAIN) != 0 ? "chain:" : "turn:";
        if (CountCode.namePart(code) == CountCode.SINGLE) {
            // EFFECT_COUNT_CODE_SINGLE: one count shared by the card's effects that say so, whoever uses them
            Card handler = effect.handler();
            return period + "card" + (handler == null ? "effect" + effect.id() : handler.uid());
        }
        // by name: the player's count, kept apart for an oath (ygopro keys its count by the whole code)
        return period + "p" + player + ":code" + Long.toHexString(code);
    }
}
