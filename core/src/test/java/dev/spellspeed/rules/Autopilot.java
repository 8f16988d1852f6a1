package dev.spellspeed.rules;

import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Phase;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Predicate;

/**
 * A test player: planned steps are performed, in order, at the first prompt where they are legal;
 * meanwhile it passes at chain windows and moves towards the End Phase, entering the Battle Phase
 * only when the next step belongs there. A selection prompt with no planned selection fails.
 */
final class Autopilot implements Decider {
    private record Step(boolean inBattle, Predicate<Object> matches, int notBeforeTurn) {}

    private final Deque<Step> steps = new ArrayDeque<>();
    private final Deque<Function<SelectPrompt, List<Card>>> selections = new ArrayDeque<>();
    private IntSupplier clock = () -> 0;

    /** Lets {@link #waitForTurn} read the duel's turn counter. */
    void useClock(IntSupplier turn) {
        this.clock = turn;
    }

    /** The following steps are performed no earlier than the given turn. */
    Autopilot waitForTurn(int turn) {
        steps.addLast(new Step(false, o -> false, turn));
        return this;
    }

    Autopilot summon(int code) {
        return step(false, o -> o instanceof Command.NormalSummon s && s.card().code() == code);
    }

    Autopilot set(int code) {
        return step(false, o -> o instanceof Command.SetMonster s && s.card().code() == code);
    }

    Autopilot flipSummon(int code) {
        return step(false, o -> o instanceof Command.FlipSummon s && s.card().code() == code);
    }

    Autopilot changePosition(int code) {
        return step(false, o -> o instanceof Command.ChangePosition s && s.card().code() == code);
    }

    /** Attack with a monster of this code; {@code target} 0 means a direct attack. */
    Autopilot attack(int attacker, int target) {
        step(true, o -> o instanceof Command.DeclareAttack a && a.attacker().code() == attacker);
        return step(true, o -> o instanceof AttackTarget t
                && (target == 0 ? t.isDirect() : !t.isDirect() && t.monster().code() == target));
    }

    /** Move on to a phase from an idle or Battle Step prompt. */
    Autopilot phase(Phase phase) {
        return step(phase == Phase.MAIN2, o -> o.equals(new Command.EnterPhase(phase)));
    }

    Autopilot select(Function<SelectPrompt, List<Card>> selection) {
        selections.addLast(selection);
        return this;
    }

    private Autopilot step(boolean inBattle, Predicate<Object> matches) {
        steps.addLast(new Step(inBattle, matches, 0));
        return this;
    }

    boolean finished() {
        return steps.isEmpty() && selections.isEmpty();
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        while (!steps.isEmpty() && steps.peekFirst().notBeforeTurn() > 0 && clock.getAsInt() >= steps.peekFirst().notBeforeTurn()) {
            steps.removeFirst();
        }
        Step head = steps.peekFirst();
        if (head != null && head.notBeforeTurn() == 0) {
            for (T option : prompt.options()) {
                if (head.matches().test(option)) {
                    steps.removeFirst();
                    return option;
                }
            }
        }
        Object answer = switch (prompt.kind()) {
            case CHAIN -> ChainAction.PASS;
            case ZONE -> prompt.options().get(0);
            case IDLE, BATTLE -> head != null && head.inBattle()
                    && prompt.indexOf(new Command.EnterPhase(Phase.BATTLE_START)) >= 0
                    ? new Command.EnterPhase(Phase.BATTLE_START)
                    : new Command.EnterPhase(Phase.END);
            default -> null;
        };
        int index = prompt.indexOf(answer);
        if (index < 0) {
            throw new IllegalDecisionException("the autopilot has no answer", prompt);
        }
        return prompt.options().get(index);
    }

    @Override
    public List<Card> select(SelectPrompt prompt) {
        if (selections.isEmpty() && prompt.question().startsWith("hand limit")) {
            return prompt.candidates().subList(0, prompt.min());
        }
        if (selections.isEmpty()) {
            throw new IllegalDecisionException("no planned selection", prompt);
        }
        return selections.removeFirst().apply(prompt);
    }
}
