package dev.spellspeed.rules.turn;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.battle.BattlePhase;
import dev.spellspeed.rules.chain.ChainProcessor;
import dev.spellspeed.rules.checks.StateCheck;
import dev.spellspeed.rules.continuous.EffectResets;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.summon.Summoning;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelAbortedError;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Plays a duel from set-up to its result, turn by turn: Draw, Standby, Main 1, Battle, Main 2 and
 * End Phase, as the rules documents describe them (RULINGS R001-R013).
 */
public final class DuelRunner {
    private final Duel duel;
    private final Phases phases;
    private final EffectResets resets;
    private final StateCheck stateCheck;
    private final CardMoves moves;
    private final Priority priority;
    private final ChainProcessor chains;
    private final Summoning summoning;
    private final BattlePhase battle;

    public DuelRunner(Rules rules) {
        this.duel = rules.duel();
        this.phases = rules.phases();
        this.resets = rules.effectResets();
        this.stateCheck = rules.stateCheck();
        this.moves = rules.moves();
        this.chains = rules.chains();
        this.priority = rules.priority();
        this.summoning = rules.summoning();
        this.battle = rules.battle();
    }

    /** Plays the duel to its end and returns the result. */
    public DuelResult play() {
        return playFromTurnOne(chooseFirstPlayer());
    }

    /** Plays the whole duel with {@code first} taking turn 1 (shuffle, opening hands, turn 1, …). */
    public DuelResult playFromTurnOne(int first) {
        try {
            int player = first;
            startDuel(player);
            while (true) {
                playTurn(player);
                player = 1 - player;
            }
        } catch (DuelOverSignal over) {
            return duel.result();
        } catch (DuelAbortedError aborted) {
            return abort(aborted);
        }
    }

    /**
     * Plays a scenario whose cards were placed with {@link Duel#placeCard}: no shuffle and no
     * opening hands; play starts in turn {@code turn} of {@code player} at {@code phase} (any
     * Battle Phase step starts at the Start Step) and continues to the end of the duel.
     */
    public DuelResult playFrom(int player, int turn, Phase phase) {
        try {
            duel.publish(new DuelEvent.ScenarioStarted(turn, player, phase));
            duel.beginTurn(player, turn);
            runPhasesFrom(phase);
            while (true) {
                player = 1 - player;
                playTurn(player);
            }
        } catch (DuelOverSignal over) {
            return duel.result();
        } catch (DuelAbortedError aborted) {
            return abort(aborted);
        }
    }

    /** A duel out of work budget, or cancelled, ends there with no winner (DuelOptions.workBudget). */
    private DuelResult abort(DuelAbortedError aborted) {
        duel.end(DuelResult.aborted(duel.turn().number(), aborted.getMessage()));
        return duel.result();
    }

    /** Shuffled Decks and opening hands; nothing can be used before turn 1 begins (R001). */
    private void startDuel(int first) {
        duel.publish(new DuelEvent.DuelStarted(duel.options().seed(), first));
        for (int player = 0; player < 2; player++) {
            duel.field().shuffleDeck(player, duel.random());
        }
        for (int player = 0; player < 2; player++) {
            moves.draw(player, duel.options().openingHand(), Reason.RULE, null, player);
        }
        stateCheck.checkWin();
    }

    /** Decided by the duel's generator unless the options fix it (docs/rules-notes.md). */
    private int chooseFirstPlayer() {
        int fixed = duel.options().firstPlayer();
        return fixed >= 0 ? fixed : duel.random().nextInt(2);
    }

    private void playTurn(int player) {
        duel.beginTurn(player);
        runPhasesFrom(Phase.DRAW);
    }

    /**
     * Main Phase 1 skipped (Timeater): from the Standby Phase the turn player goes to the Battle Phase
     * or to the End Phase (R007); Main Phase 2 still follows a Battle Phase.
     */
    private Phase mainPhaseSkipped() {
        resets.endPhase(Phase.MAIN1); // it still ends what lasts "until" it
        List<Command> options = new ArrayList<>(2);
        if (duel.battlePhaseAllowed() && !skips(EffectCode.SKIP_BP)) {
            options.add(new Command.EnterPhase(Phase.BATTLE_START));
        }
        options.add(new Command.EnterPhase(Phase.END));
        Command move = options.size() == 1 ? options.get(0) : duel.ask(new ChoicePrompt<>(duel.turn().player(),
                PromptKind.IDLE, "Main Phase 1 is skipped: go to the Battle Phase or the End Phase", options));
        return ((Command.EnterPhase) move).phase();
    }

    /** Whether an effect makes the turn player skip a phase (Yata-Garasu, Great Long Nose). */
    private boolean skips(long code) {
        return duel.reach().playerEffect(duel.turn().player(), code) != null;
    }

    /** The phases of a turn in order, beginning at {@code start}. */
    private void runPhasesFrom(Phase start) {
        if (start == Phase.DRAW) {
            if (skips(EffectCode.SKIP_DP)) {
                // a skipped phase does not happen at all, but it still ends what lasts "until" it
                resets.endPhase(Phase.DRAW);
            } else {
                drawPhase();
            }
        }
        if (start.ordinal() <= Phase.STANDBY.ordinal()) {
            if (skips(EffectCode.SKIP_SP)) {
                resets.endPhase(Phase.STANDBY);
            } else {
                standbyPhase();
            }
        }
        Phase next;
        if (start.ordinal() <= Phase.MAIN1.ordinal()) {
            next = skips(EffectCode.SKIP_M1) ? mainPhaseSkipped() : mainPhase(Phase.MAIN1);
            if (next == Phase.END && duel.battlePhaseAllowed() && skips(EffectCode.SKIP_BP)) {
                resets.endPhase(Phase.BATTLE);
            }
        } else if (start.isBattlePhase()) {
            next = Phase.BATTLE_START;
        } else {
            next = start;
        }
        if (next == Phase.BATTLE_START) {
            next = battle.run();
        }
        if (next == Phase.MAIN2) {
            if (skips(EffectCode.SKIP_M2)) {
                resets.endPhase(Phase.MAIN2); // skipped (Duel.SkipPhase), it still ends what lasts "until" it
            } else {
                mainPhase(Phase.MAIN2);
            }
        }
        endPhase();
    }

    /** The turn player draws (1, none for the first player on turn 1: NormalDraw); nothing happens before the draw (R001, R005). */
    private void drawPhase() {
        phases.start(Phase.DRAW);
        int draws = NormalDraw.count(duel, duel.turn().player());
        if (draws > 0) {
            moves.draw(duel.turn().player(), draws, Reason.RULE | Reason.DRAW, null, duel.turn().player());
            stateCheck.checkWin();
        }
        priority.untilBothPass();
        resets.endPhase(Phase.DRAW);
    }

    private void standbyPhase() {
        phases.start(Phase.STANDBY);
        priority.untilBothPass();
        resets.endPhase(Phase.STANDBY);
    }

    /** Returns the phase the turn player moves to: the Battle Phase (from Main Phase 1 only) or the End Phase. */
    private Phase mainPhase(Phase phase) {
        phases.start(phase);
        while (true) {
            chains.processTriggers();
            stateCheck.run();
            // still there if the turn player moves on: the opponent may then answer them (a summon mid-chain)
            Window window = Window.idle(duel.triggers().peekRecentEvents());
            Command command = duel.ask(new ChoicePrompt<>(duel.turn().player(), PromptKind.IDLE,
                    phase + ": choose an action", idleCommands(phase, window)));
            if (command instanceof Command.EnterPhase move) {
                // moving on passes priority: the opponent may still respond before the phase ends
                if (priority.opponentResponds()) {
                    resets.endPhase(phase);
                    return move.phase();
                }
            } else if (command instanceof Command.Activate activation) {
                chains.activateAndResolve(duel.turn().player(), activation, window);
            } else {
                duel.triggers().takeRecentEvents(); // the turn player acted: what came before is no longer the last thing
                perform(command);
                priority.respondToEvents();
            }
        }
    }

    private List<Command> idleCommands(Phase phase, Window window) {
        int player = duel.turn().player();
        List<Command> commands = new ArrayList<>(chains.available(player, window));
        commands.addAll(summoning.procedures(player));
        Command.PendulumSummon pendulum = summoning.pendulumSummon(player);
        if (pendulum != null) {
            commands.add(pendulum);
        }
        for (Card card : duel.field().cards(player, Location.HAND)) {
            if (summoning.canNormalSummonOrSet(card)) {
                if (summoning.canNormalSummon(card)) {
                    commands.add(new Command.NormalSummon(card));
                }
                if (summoning.canSetMonster(card)) {
                    commands.add(new Command.SetMonster(card));
                }
            } else if (summoning.canSetSpellTrap(card)) {
                commands.add(new Command.SetSpellTrap(card));
            }
        }
        for (Card monster : duel.field().cards(player, Location.MZONE)) {
            if (summoning.canGeminiSummon(monster)) {
                commands.add(new Command.NormalSummon(monster));
            }
            if (summoning.canFlipSummon(monster)) {
                commands.add(new Command.FlipSummon(monster));
            } else if (summoning.canChangePosition(monster)) {
                commands.add(new Command.ChangePosition(monster));
            }
        }
        // the first player has no Battle Phase on turn 1 (R002); Main Phase 2 only follows a Battle Phase (R003)
        boolean battlePhase = phase == Phase.MAIN1 && duel.battlePhaseAllowed() && !skips(EffectCode.SKIP_BP);
        if (battlePhase) {
            commands.add(new Command.EnterPhase(Phase.BATTLE_START));
        }
        // a monster that must attack keeps the turn player from skipping the Battle Phase (ygopro)
        if (!battlePhase || !battle.mustAttack(player)) {
            commands.add(new Command.EnterPhase(Phase.END));
        }
        return commands;
    }

    private void perform(Command command) {
        if (command instanceof Command.NormalSummon c && c.card().location() == Location.MZONE) {
            summoning.geminiSummon(c.card());
        } else if (command instanceof Command.NormalSummon c) {
            summoning.normalSummon(c.card());
        } else if (command instanceof Command.SetMonster c) {
            summoning.setMonster(c.card());
        } else if (command instanceof Command.PendulumSummon c) {
            summoning.pendulumSummon(c);
        } else if (command instanceof Command.SpecialSummon c) {
            summoning.specialSummonByProcedure(c.card(), c.procedure());
        } else if (command instanceof Command.FlipSummon c) {
            summoning.flipSummon(c.card());
        } else if (command instanceof Command.ChangePosition c) {
            summoning.changePosition(c.card());
        } else if (command instanceof Command.SetSpellTrap c) {
            summoning.setSpellTrap(c.card());
        } else {
            throw new IllegalStateException("not a Main Phase command: " + command);
        }
    }

    /** End Phase; at its end a turn player with more than 6 cards discards down to 6 (R010). */
    private void endPhase() {
        phases.start(Phase.END);
        priority.untilBothPass();
        resets.endPhase(Phase.END);
        enforceHandLimit();
        // a card discarded for the hand limit may trigger (R010)
        chains.processTriggers();
        if (duel.options().turnLimit() > 0 && duel.turn().number() >= duel.options().turnLimit()) {
            duel.end(new DuelResult(DuelResult.DRAW, EndReason.TURN_LIMIT, duel.turn().number()));
            throw new DuelOverSignal();
        }
    }

    /** The duel's hand limit, unless a player effect sets another (EFFECT_HAND_LIMIT: the latest applies). */
    private int handLimit(int player) {
        Effect limit = null;
        for (Effect effect : duel.effects().withCode(EffectCode.HAND_LIMIT)) {
            if (duel.reach().reachesPlayer(effect, player)) {
                limit = effect;
            }
        }
        return limit == null ? duel.options().handLimit()
                : (int) EffectValue.numberOf(limit, duel.options().handLimit(), limit, player);
    }

    private void enforceHandLimit() {
        int player = duel.turn().player();
        List<Card> hand = duel.field().cards(player, Location.HAND);
        int excess = hand.size() - handLimit(player);
        if (excess <= 0) {
            return;
        }
        List<Card> discarded = duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                "hand limit: discard " + excess, hand, excess, excess));
        // discarded by the rules: sent from the hand, but not by a card effect (R010)
        moves.sendToGraveByRule(discarded, Reason.RULE | Reason.DISCARD);
    }

}
