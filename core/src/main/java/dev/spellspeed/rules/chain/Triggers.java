package dev.spellspeed.rules.chain;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.PendingTrigger;

import java.util.ArrayList;
import java.util.List;

/**
 * Trigger effects (RULINGS trigger-timing area): collected when their event happens ({@link #collect}), activated at
 * the next point the rules allow, all at once as one chain in SEGOC order — the turn player's
 * mandatory triggers, the opponent's mandatory, the turn player's optional, the opponent's
 * optional (R048). Mandatory triggers and optional "if … you can" triggers ({@code EFFECT_FLAG_DELAY})
 * never miss their timing (R053, R055); an optional "when … you can" trigger is only activated if its
 * event was the last thing that happened (R056, R057). Triggers at the start of a phase are each
 * their own chain (R014).
 */
public final class Triggers {
    private final Duel duel;
    private final Callbacks callbacks;
    private final Activations activations;

    public Triggers(Duel duel, Callbacks callbacks, Activations activations) {
        this.duel = duel;
        this.callbacks = callbacks;
        this.activations = activations;
    }

    static boolean isTrigger(Effect effect) {
        return effect.hasType(EffectType.TRIGGER_O | EffectType.TRIGGER_F | EffectType.FLIP);
    }

    static boolean isMandatory(Effect effect) {
        return !effect.hasType(EffectType.TRIGGER_O);
    }

    /**
     * Trigger effects whose event this is are set aside, to be activated at the next point the rules
     * allow ({@link #due}). A single trigger reacts to its own card being among the event's cards; a
     * field trigger to anything while its card is in its range.
     */
    public void collect(GameEvent event) {
        for (Effect effect : duel.effects().withCode(event.code())) {
            if (!effect.isRegistered() || !isTrigger(effect)) {
                continue;
            }
            Card handler = effect.handler();
            // a face-down card on the field has no effects to trigger (unless an effect says it works Set)
            boolean hidden = handler != null && handler.location().isOnField() && !handler.isFaceUp()
                    && !effect.hasProperty(EffectFlag.SET_AVAILABLE);
            boolean reacts = effect.hasType(EffectType.SINGLE)
                    ? event.concerns(handler) && !hidden
                    : handler == null || (handler.inRange(effect.range()) && !hidden);
            if (reacts) {
                duel.triggers().addPendingTrigger(new PendingTrigger(effect, event, duel.triggers().eventBatch()));
            }
        }
    }

    /**
     * The triggers to activate now, in the order they go on the chain: optional ones only if their
     * player chose to; the rest are dropped (missed, or declined).
     */
    List<Due> due() {
        List<PendingTrigger> pending = new ArrayList<>(duel.triggers().takePendingTriggers());
        if (duel.triggers().triggersHeld()) {
            // R035: the flip effects of a monster flipped by battle wait until after damage calculation
            for (PendingTrigger trigger : List.copyOf(pending)) {
                if (trigger.event().code() == EventCode.FLIP) {
                    pending.remove(trigger);
                    duel.triggers().addPendingTrigger(trigger);
                }
            }
        }
        int now = duel.triggers().eventBatch();
        List<Due> ordered = new ArrayList<>();
        int turnPlayer = duel.turn().player();
        for (boolean mandatory : new boolean[] {true, false}) {
            for (int player : new int[] {turnPlayer, 1 - turnPlayer}) {
                List<Due> group = new ArrayList<>();
                for (PendingTrigger trigger : pending) {
                    Effect effect = trigger.effect();
                    if (isMandatory(effect) != mandatory || effect.handlerPlayer() != player) {
                        continue;
                    }
                    boolean missed = !mandatory && !effect.hasProperty(EffectFlag.DELAY) && trigger.batch() != now;
                    if (!missed && canActivate(trigger, player)) {
                        Due due = new Due(trigger, player, mandatory);
                        // an optional trigger is offered first; only the ones chosen are then ordered
                        if (confirm(due)) {
                            group.add(due);
                        }
                    }
                }
                ordered.addAll(playerOrders(player, group));
            }
        }
        return ordered;
    }

    /** Whether a trigger that was due can still be activated now (after another chain resolved). */
    boolean canStillActivate(Due due) {
        return canActivate(due.trigger(), due.player());
    }

    /** Whether the trigger's count limit still allows it now (a trigger due at the same time may have used it). */
    boolean countLimitLeft(Due due) {
        return Activations.countLimitLeft(duel, due.trigger().effect(), due.player());
    }

    /** A trigger still needs its card in its range (if it has one), its count limit, condition, cost and targets. */
    private boolean canActivate(PendingTrigger trigger, int player) {
        Effect effect = trigger.effect();
        Card handler = effect.handler();
        if (!effect.isRegistered()) {
            return false;
        }
        if (effect.hasType(EffectType.FIELD) && handler != null && !handler.inRange(effect.range())) {
            return false;
        }
        if (!Activations.countLimitLeft(duel, effect, player)) {
            return false;
        }
        if (activations.isForbidden(effect, player)) {
            return false;
        }
        return callbacks.condition(effect, player, trigger.event())
                && callbacks.canPayCost(effect, player, trigger.event())
                && callbacks.canTarget(effect, player, trigger.event());
    }

    /** A player puts their own simultaneous triggers of one kind on the chain in the order they choose (R048). */
    private List<Due> playerOrders(int player, List<Due> group) {
        List<Due> remaining = new ArrayList<>(group);
        List<Due> chosen = new ArrayList<>(group.size());
        while (remaining.size() > 1) {
            List<Command.Activate> options = new ArrayList<>();
            for (Due due : remaining) {
                options.add(new Command.Activate(due.trigger().effect().handler(),
                        due.trigger().effect()));
            }
            var next = duel.ask(new ChoicePrompt<>(player, PromptKind.ORDER,
                    "which of your triggers goes on the chain next?", options));
            Due picked = remaining.get(options.indexOf(next));
            remaining.remove(picked);
            chosen.add(picked);
        }
        chosen.addAll(remaining);
        return chosen;
    }

    /** Asks the controller of an optional trigger whether to activate it. */
    private boolean confirm(Due due) {
        if (due.mandatory()) {
            return true;
        }
        Card card = due.trigger().effect().handler();
        return duel.ask(new ChoicePrompt<>(due.player(), PromptKind.YES_NO,
                "activate the effect of " + (card != null ? card : due.trigger().effect()) + "?",
                List.of(Boolean.TRUE, Boolean.FALSE)));
    }

    /** A trigger that is due now, for whom, and whether it must be activated. */
    record Due(PendingTrigger trigger, int player, boolean mandatory) {}

    Activations activations() {
        return activations;
    }
}
