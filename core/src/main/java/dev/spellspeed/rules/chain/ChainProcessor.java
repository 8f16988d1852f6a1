package dev.spellspeed.rules.chain;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.checks.StateCheck;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.moves.ControlChanges;
import dev.spellspeed.rules.moves.ZoneChoice;
import dev.spellspeed.rules.turn.Window;

import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.ReservedDamageStep;
import dev.spellspeed.duel.ReservedSummon;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.CountCode;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.TriggeringState;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Activation, chain building and chain resolution (R043-R045, R058, R064): costs are paid and
 * targets chosen at activation; players alternate, starting with the other player, until both pass
 * in a row; the links then resolve last to first; Normal Spells and Traps leave after the chain.
 */
public final class ChainProcessor {
    private final Duel duel;
    private final Events events;
    private final StateCheck stateCheck;
    private final CardMoves moves;
    private final ZoneChoice zones;
    private final ControlChanges control;
    private final Callbacks callbacks;
    private final Activations activations;
    private final Triggers triggers;
    private final Prohibitions prohibitions;

    /** Summoning and the Battle Phase are built after this processor (they need its priority windows): asked at call time. */
    private final Rules rules;

    public ChainProcessor(Rules rules) {
        this.rules = rules;
        this.duel = rules.duel();
        this.events = rules.events();
        this.stateCheck = rules.stateCheck();
        this.moves = rules.moves();
        this.zones = rules.zones();
        this.control = rules.control();
        this.callbacks = rules.callbacks();
        this.activations = rules.activations();
        this.triggers = rules.triggers();
        this.prohibitions = rules.prohibitions();
    }

    /** A Damage Step an effect started ends once the chain is gone, after a reserved summon (ygopro). */
    private void finishReservedDamageStep() {
        ReservedDamageStep step = duel.battle().takeReservedDamageStep();
        if (step != null) {
            rules.battle().finishEffectDamageStep(step);
            stateCheck.run();
        }
    }

    /**
     * A summon the resolving link reserved is performed once that link has resolved (ygopro): in the
     * middle of the chain it succeeds at once; after the last link, with the chain gone, it can be
     * negated like the turn player's own.
     */
    private void performReservedSummon(boolean chainLeft) {
        ReservedSummon reserved = duel.summons().takeReservedSummon();
        if (reserved != null) {
            rules.summoning().performReserved(reserved, !chainLeft);
            stateCheck.run();
        }
    }

    public List<Command.Activate> available(int player, Window window) {
        return activations.available(player, window);
    }

    /** A chain window for one player: pass, or one of the activations open to them. */
    public ChainAction ask(int player, Window window) {
        stateCheck.run();
        List<ChainAction> options = new ArrayList<>();
        options.add(ChainAction.PASS);
        options.addAll(activations.available(player, window));
        String question = duel.turn().phase() + (duel.chain().isEmpty() ? "" : ", chain of " + duel.chain().size())
                + ": activate a card or effect, or pass";
        return duel.ask(new ChoicePrompt<>(player, PromptKind.CHAIN, question, options));
    }

    /** Activates, lets both players chain to it, and resolves the chain. */
    public void activateAndResolve(int player, Command.Activate activation, Window window) {
        activate(player, activation, window);
        buildChain(1 - player, window.events());
        resolveChain();
    }

    /**
     * Activates the triggers that are due as one chain (SEGOC), lets both players chain to it and
     * resolves it; repeats while new triggers are due. Returns true if any chain was played.
     * Flip effects wait while triggers are held (the Damage Step until after damage calculation).
     */
    public boolean processTriggers() {
        if (duel.chain().isEmpty()) {
            // a summon asked for outside a resolving chain (a continuous effect's operation) happens now
            performReservedSummon(false);
            finishReservedDamageStep();
        }
        boolean played = false;
        while (duel.triggers().hasPendingTriggers()) {
            List<Triggers.Due> due = triggers.due();
            if (due.isEmpty()) {
                break;
            }
            if (due.stream().allMatch(d -> isPhaseEvent(d.trigger().event().code()))) {
                // triggers "during the X Phase" are activated and resolved one at a time (R014);
                // an earlier one's chain may have taken away what a later one needs
                for (Triggers.Due one : due) {
                    if (one != due.get(0) && !triggers.canStillActivate(one)) {
                        continue;
                    }
                    activateTrigger(one);
                    buildChain(1 - one.player(), List.of());
                    resolveChain();
                    played = true;
                }
                continue;
            }
            for (Triggers.Due one : due) {
                // of simultaneous triggers sharing a hard once-per-turn limit, the first activated uses it up
                if (triggers.countLimitLeft(one)) {
                    activateTrigger(one);
                }
            }
            buildChain(1 - due.get(due.size() - 1).player(), List.of());
            resolveChain();
            played = true;
        }
        return played;
    }

    private static boolean isPhaseEvent(long code) {
        return code > 0x1000 && code < 0x2000;
    }

    private void activateTrigger(Triggers.Due due) {
        Effect effect = due.trigger().effect();
        addLink(due.player(), effect.handler(), effect, due.trigger().event(), 1, false);
    }

    /**
     * Players alternate, starting with {@code next}, until both pass in a row. What happened before
     * the chain began (an attack declaration, a summon) may still be responded to by any link of this
     * chain (R031); an activation may only be answered directly by the next link (R045), so the latest
     * activation's events replace the previous ones.
     */
    private void buildChain(int next, List<GameEvent> opening) {
        List<GameEvent> latest = new ArrayList<>(duel.triggers().takeRecentEvents());
        List<GameEvent> before = new ArrayList<>();
        for (GameEvent event : opening) {
            if (event.code() != EventCode.CHAINING) {
                before.add(event);
            }
        }
        for (GameEvent event : latest) {
            if (event.code() != EventCode.CHAINING && !before.contains(event)) {
                before.add(event);
            }
        }
        List<GameEvent> unanswered = new ArrayList<>(latest);
        int passes = 0;
        while (passes < 2) {
            List<GameEvent> news = duel.triggers().takeRecentEvents();
            latest.addAll(news);
            unanswered.addAll(news);
            if (!unanswered.isEmpty()) {
                Window happened = Window.respond(unanswered);
                unanswered = new ArrayList<>();
                if (activateForcedQuickEffects(happened)) {
                    latest = new ArrayList<>(duel.triggers().takeRecentEvents());
                    unanswered = new ArrayList<>(latest);
                    passes = 0;
                    continue;
                }
            }
            List<GameEvent> respondable = new ArrayList<>(before);
            respondable.addAll(latest);
            Window response = Window.respond(respondable);
            ChainAction answer = ask(next, response);
            if (answer instanceof Command.Activate chained) {
                activate(next, chained, response);
                latest = new ArrayList<>(duel.triggers().takeRecentEvents());
                passes = 0;
                next = 1 - next;
            } else {
                passes++;
                next = 1 - next;
            }
        }
    }

    /**
     * Forced quick effects whose event just happened take the next links of the chain, the turn
     * player's first (RULINGS trigger-timing: "forced quick effects take the next chain link").
     * Returns whether any did.
     */
    private boolean activateForcedQuickEffects(Window happened) {
        boolean any = false;
        for (int player : new int[] {duel.turn().player(), 1 - duel.turn().player()}) {
            for (Command.Activate forced : activations.forcedQuickEffects(player, happened)) {
                // checked one at a time: an earlier forced link may have changed what is still possible
                if (activations.eventFor(player, forced.card(), forced.effect(), happened) != null) {
                    activate(player, forced, happened);
                    any = true;
                }
            }
        }
        return any;
    }

    /**
     * Something happened in the open game state: forced quick effects responding to it start a chain,
     * which both players may add to and which then resolves. Returns whether that happened.
     */
    public boolean playForcedQuickEffects(Window happened) {
        if (!activateForcedQuickEffects(happened)) {
            return false;
        }
        buildChain(1 - duel.chain().top().player(), happened.events());
        resolveChain();
        return true;
    }

    private void activate(int player, Command.Activate activation, Window window) {
        Card card = activation.card();
        Effect effect = activation.effect();
        GameEvent event = activations.eventFor(player, card, effect, window);
        Integer speed = activations.speedIfUsableFrom(card, effect, player, window);
        if (event == null || speed == null) {
            throw new IllegalStateException(activation + " is no longer legal");
        }
        boolean cardActivation = effect.hasType(EffectType.ACTIVATE);
        addLink(player, card, effect, event, speed, cardActivation);
    }

    /** The card as it is when its link is put on the chain (ygopro's set_triggering_state): what a monster has. */
    private static TriggeringState triggeringState(Card card) {
        boolean monster = card.isMonster();
        boolean rankOrLink = card.data().is(CardType.XYZ) || card.data().isLink();
        return new TriggeringState(card.position() == null ? 0 : card.position().mask(), card.currentCode(), 0,
                monster && !rankOrLink ? card.level() : 0, monster && card.data().is(CardType.XYZ) ? card.level() : 0,
                monster ? card.attribute() : 0, monster ? card.race() : 0, monster ? card.attack() : 0,
                monster ? card.defense() : 0);
    }

    /** Puts a link on the chain: the card goes face-up if it is a card activation, costs are paid and targets chosen. */
    private void addLink(int player, Card card, Effect effect, GameEvent event, int speed, boolean cardActivation) {
        duel.triggers().newEventBatch();
        Location from = card != null ? card.location() : null;
        int fromSequence = card != null ? card.sequence() : 0;
        effect.setActivateLocation(from != null ? from.mask() : 0);
        if (cardActivation) {
            placeForActivation(card, player);
            // the link's triggering location is where the card is activated: a Trap from the hand is
            // activated in its Spell & Trap Zone (ygopro's set_triggering_state, after the move)
            from = card.location();
            fromSequence = card.sequence();
        }
        ChainLink link = new ChainLink(duel.chain().size() + 1, effect, player, card, event, speed,
                cardActivation, from, fromSequence);
        if (card != null) {
            link.setTriggeringState(triggeringState(card));
        }
        duel.chain().linkAdded();
        duel.chain().add(link);
        if (effect.countLimit() > 0) {
            String key = Activations.countKey(effect, player);
            duel.turn().useCountLimit(key, card);
            link.setCountKey(key);
        }
        duel.publish(new DuelEvent.Activated(player, card, effect, link.number()));
        duel.turn().activity().recordActivation(effect, player, link.number());
        if (card != null) {
            // the card whose effect this is stays related to it while it does not move (ygopro relates it too)
            link.relate(card);
        }
        ChainLink previous = duel.chain().current();
        duel.chain().setCurrent(link);
        try {
            callbacks.payCost(effect, player, event);
            callbacks.chooseTargets(effect, player, event);
        } finally {
            duel.chain().targetsChosen();
            duel.chain().setCurrent(previous);
        }
        if (!link.targets().isEmpty()) {
            duel.publish(new DuelEvent.Targeted(link.number(), card, link.targets().toList()));
        }
        events.raise(new GameEvent(EventCode.CHAINING, card != null ? CardGroup.of(card) : new CardGroup(), effect,
                Reason.EFFECT, player, player, link.number()));
    }

    /** A Spell or Trap activated from the hand goes face-up to a zone; a Set one is turned face-up. */
    private void placeForActivation(Card card, int player) {
        if (card.location() == Location.HAND) {
            int zone = zones.spellTrapZoneFor(card, player); // the activation checked there is room
            duel.field().moveToZone(card, player, Location.SZONE, zone, Position.FACEUP_ATTACK, duel.turn().number(), 0);
        } else {
            duel.field().changePosition(card, Position.FACEUP_ATTACK);
        }
    }

    /** Resolves the chain from the last link to the first, then clears away what the rules send to the GY. */
    void resolveChain() {
        List<ChainLink> links = new ArrayList<>(duel.chain().links());
        List<Card> unequipped = new ArrayList<>();
        if (!links.isEmpty()) {
            duel.turn().markPhaseActivity();
        }
        duel.chain().setSolving(true);
        try {
            for (int i = links.size() - 1; i >= 0; i--) {
                ChainLink link = links.get(i);
                duel.triggers().newEventBatch();
                duel.chain().setCurrent(link);
                String outcome;
                if (link.isActivationNegated()) {
                    // a negated activation is taken back from the counters that counted it (ygopro)
                    duel.turn().activity().cancelActivation(link.effect(), link.player(), link.number());
                    outcome = "was negated";
                    // a negated activation gives back an activation limit ("only 1 per turn", EFFECT_COUNT_CODE_OATH,
                    // R108); an effect's once per turn, by name or not, stays used (ygopro's solve_chain)
                    if (link.countKey() != null && (link.effect().countCode() & CountCode.OATH) != 0) {
                        duel.turn().refundCountLimit(link.countKey());
                    }
                } else if (link.isEffectNegated() || negatedOnField(link) || negatedAsItResolves(link)) {
                    outcome = "resolves with its effect negated";
                } else if (link.replacementOperation() != null) {
                    callbacks.operateWith(link.replacementOperation(), link.effect(), link.player(), link.event());
                    outcome = "resolves with its operation replaced";
                } else {
                    callbacks.operate(link.effect(), link.player(), link.event());
                    outcome = "resolves";
                }
                duel.chain().setCurrent(null);
                Card handler = link.handler();
                if (link.isCardActivation() && !link.isActivationNegated() && handler != null && handler.isFaceUp()
                        && handler.location().isOnField() && link.isRelated(handler)) {
                    // an activated card's continuous effects start applying once its activation resolved, so
                    // inside one chain the lower link starts later and wins a contradiction (ygopro: enable_field_effect)
                    duel.effects().startApplying(handler);
                }
                if (link.isCardActivation() && handler != null && handler.data().is(CardType.EQUIP)
                        && handler.equipTarget() == null && link.isRelated(handler)) {
                    unequipped.add(handler); // an Equip Spell that equipped nothing leaves once the chain is over (ygopro)
                }
                stateCheck.logStatChanges(handler);
                control.adjust();
                stateCheck.run();
                duel.publish(new DuelEvent.LinkResolved(link.number(), link.handler(), outcome));
                events.raise(new GameEvent(link.isActivationNegated() ? EventCode.CHAIN_NEGATED : EventCode.CHAIN_SOLVED,
                        link.handler() != null ? CardGroup.of(link.handler()) : new CardGroup(), link.effect(),
                        Reason.EFFECT, link.player(), link.player(),
                        link.number()));
                stateCheck.checkWin();
                if (i > 0) {
                    performReservedSummon(true);
                }
            }
        } finally {
            duel.chain().setSolving(false);
        }
        CardGroup leaving = new CardGroup();
        for (ChainLink link : links) {
            Card card = link.handler();
            if (link.isCardActivation() && link.isRelated(card) && card.location() == Location.SZONE
                    // a card whose operation was replaced does not stay on the field (ygopro: leave confirmed)
                    && (link.isActivationNegated() || link.replacementOperation() != null || !staysOnField(card)
                        || unequipped.contains(card))) {
                leaving.add(card);
            }
        }
        duel.chain().clear();
        duel.turn().chainEnded(); // once-per-chain limits (EFFECT_COUNT_CODE_CHAIN) start again
        // Normal Spells and Traps stay until the whole chain has resolved (R044)
        moves.sendToGrave(leaving, Reason.RULE, null, duel.turn().player());
        performReservedSummon(false);
        finishReservedDamageStep();
        events.raise(new GameEvent(EventCode.CHAIN_END, new CardGroup(), null, 0, duel.turn().player(),
                duel.turn().player(), 0));
        stateCheck.checkWin();
        // triggers of the chain come before anyone gets priority again (R052, R053)
        processTriggers();
    }

    /**
     * EVENT_CHAIN_SOLVING: continuous effects see the link about to resolve and may negate its effect
     * (Dark Ruler Ha Des); true if one did.
     */
    private boolean negatedAsItResolves(ChainLink link) {
        events.raise(new GameEvent(EventCode.CHAIN_SOLVING,
                link.handler() != null ? CardGroup.of(link.handler()) : new CardGroup(), link.effect(),
                Reason.EFFECT, link.player(), link.player(), link.number()));
        return link.isEffectNegated();
    }

    /**
     * An effect resolves negated while its card is face-up on the field with its effects negated: a
     * monster's effect (R035), or an activated Spell/Trap still on the field (Spell Canceller and
     * Imperial Order negate a Spell activated before they arrived; the activation itself still resolves).
     */
    private boolean negatedOnField(ChainLink link) {
        Card card = link.handler();
        return card != null && (!link.isCardActivation() || link.isRelated(card))
                && card.location().isOnField() && card.isFaceUp()
                && !link.effect().hasProperty(EffectFlag.CANNOT_DISABLE)
                && prohibitions.isDisabled(card);
    }

    /**
     * Continuous, Equip and Field Spells and Continuous Traps stay face-up after they resolve, and cards
     * that said so (CancelToGrave, or EFFECT_REMAIN_FIELD on the card: Swords of Revealing Light in ygopro's script).
     */
    private boolean staysOnField(Card card) {
        return card.data().is(CardType.CONTINUOUS) || card.data().is(CardType.EQUIP) || card.data().is(CardType.FIELD)
                || card.data().is(CardType.PENDULUM)
                || card.staysAfterResolving() || duel.reach().isAffectedBy(card, EffectCode.REMAIN_FIELD);
    }
}
