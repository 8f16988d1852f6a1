package dev.spellspeed.testing;

import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.chain.ActivationQuery;
import dev.spellspeed.duel.Phase;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Answers every prompt of a scripted test for both players. Steps (one queue) are performed at the
 * first prompt of their player where they are legal; answers (a queue per player) are used by that
 * player's next answer prompt. Meanwhile the driver passes at chain windows and moves the turn
 * player towards the End Phase, entering the Battle Phase only when the next step belongs there.
 * It never crosses into another turn to find the moment for a step other than {@code t:Phase}.
 * Strict: an answer prompt with nothing queued fails (except the zone, which defaults to the
 * lowest free one), and so does an answer of the wrong kind.
 */
final class ScenarioDriver {
    /** Returns control to the test at the turn player's idle prompt once the queue is empty. */
    interface PausePoint {
        void pause();
    }

    private final Duel duel;
    private final Rules rules;
    private final PausePoint pausePoint;
    private final Deque<Step> steps = new ArrayDeque<>();
    @SuppressWarnings("unchecked")
    private final Deque<Answer>[] answers = new Deque[] {new ArrayDeque<Answer>(), new ArrayDeque<Answer>()};
    private Step.Attack pendingTarget;
    /** Why the waiting t:Activate was refused at the turn player's last idle prompt of the turn, or null. */
    private String lastRefusal;
    private int headSinceTurn;
    private Phase headSincePhase;
    private boolean headSeen;

    ScenarioDriver(Rules rules, PausePoint pausePoint) {
        this.rules = rules;
        this.duel = rules.duel();
        this.pausePoint = pausePoint;
    }

    Decider forPlayer(int player) {
        return new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                return ScenarioDriver.this.choose(prompt);
            }

            @Override
            public List<Card> select(SelectPrompt prompt) {
                return ScenarioDriver.this.select(prompt);
            }
        };
    }

    void queue(Step step) {
        if (steps.isEmpty()) {
            headSeen = false;
        }
        steps.addLast(step);
    }

    void queue(int player, Answer answer) {
        answers[player].addLast(answer);
    }

    boolean hasSteps() {
        return !steps.isEmpty();
    }

    /** The test is resuming: the head may be performed in the current turn. */
    void resumed() {
        headSeen = false;
    }

    /** Every step and answer that was queued but never used: steps first, then player 0's and player 1's answers. */
    List<Unused> unused() {
        List<Unused> left = new ArrayList<>();
        for (Step step : steps) {
            left.add(new Unused(step.describe(), step.where()));
        }
        for (Deque<Answer> queue : answers) {
            for (Answer answer : queue) {
                left.add(new Unused(answer.describe(), answer.where()));
            }
        }
        return left;
    }

    private <T> T choose(ChoicePrompt<T> prompt) {
        return switch (prompt.kind()) {
            case IDLE, BATTLE, CHAIN -> actionPrompt(prompt);
            case ATTACK_TARGET -> attackTarget(prompt);
            case ZONE -> zone(prompt);
            case POSITION -> position(prompt);
            case ORDER -> order(prompt);
            case REPLAY -> replay(prompt);
            case YES_NO, OPTION, ANNOUNCE -> queuedChoice(prompt);
            default -> throw unanswered(prompt);
        };
    }

    /**
     * Yes/no, option and position prompts take the player's next queued answer, which must be of
     * the matching kind and name a legal option: {@code t:Yes}/{@code t:No} a Boolean option,
     * {@code t:Option(i)} the i-th option (1-based), {@code t:Position} a Position option.
     */
    /**
     * An attack replay: the head step must be this player's t:Attack with the same attacker (its
     * target answers) or t:CancelAttack; anything else leaves the prompt unanswered.
     */
    private <T> T replay(ChoicePrompt<T> prompt) {
        Step head = steps.peekFirst();
        if (head instanceof Step.CancelAttack cancel && cancel.player() == prompt.player()) {
            pop();
            return find(prompt, o -> o == dev.spellspeed.decision.AttackTarget.STOP);
        }
        if (head instanceof Step.Attack attack && attack.player() == prompt.player()
                && attack.attacker().matches(duel.battle().attacker())) {
            T target = find(prompt, o -> o instanceof AttackTarget t && !t.stop()
                    && (attack.target() == null ? t.isDirect() : !t.isDirect() && attack.target().matches(t.monster())));
            if (target == null) {
                throw fail(attack.where(), attack.describe() + ": "
                        + (attack.target() == null ? "a direct attack" : "that target") + " is not legal in the replay\n"
                        + prompt.describe());
            }
            pop();
            return target;
        }
        throw unanswered(prompt);
    }

    /**
     * Trigger order: the first card of a queued t:Order that is among the options goes next; with
     * none queued, the triggers go on as they were raised. The answer is used up with the last prompt
     * of the sequence (one option left means the order is complete).
     */
    private <T> T order(ChoicePrompt<T> prompt) {
        Answer head = answers[prompt.player()].peekFirst();
        if (!(head instanceof Answer.Order order)) {
            return prompt.options().get(0);
        }
        for (CardRef ref : order.cards()) {
            T match = find(prompt, o -> o instanceof dev.spellspeed.decision.Command.Activate a && ref.matches(a.card()));
            if (match != null) {
                if (prompt.options().size() <= 2) {
                    answers[prompt.player()].removeFirst();
                }
                return match;
            }
        }
        throw fail(order.where(), order.describe() + " names none of the triggers to order\n" + prompt.describe());
    }

    private <T> T queuedChoice(ChoicePrompt<T> prompt) {
        Answer head = answers[prompt.player()].pollFirst();
        if (head == null) {
            throw unanswered(prompt);
        }
        if (head.answers() != prompt.kind()) {
            throw wrongKind(head, prompt);
        }
        T answer = null;
        if (head instanceof Answer.YesNo yesNo) {
            answer = find(prompt, o -> o.equals(yesNo.yes()));
        } else if (head instanceof Answer.Option option) {
            int index = option.index() - 1;
            answer = index >= 0 && index < prompt.options().size() ? prompt.options().get(index) : null;
        } else if (head instanceof Answer.Announce announce) {
            answer = find(prompt, o -> o instanceof Number n && n.longValue() == announce.value());
        } else if (head instanceof Answer.PositionChoice position) {
            answer = find(prompt, o -> o == position.position());
        }
        if (answer == null) {
            throw fail(head.where(), head.describe() + " is not among the legal answers\n" + prompt.describe());
        }
        return answer;
    }

    private <T> T actionPrompt(ChoicePrompt<T> prompt) {
        while (true) {
            runChecks(prompt);
            Step head = steps.peekFirst();
            if (head == null) {
                if (isTurnPlayersIdlePrompt(prompt)) {
                    pausePoint.pause();
                    continue;
                }
                return defaultAnswer(prompt, null);
            }
            noteHead();
            if (head instanceof Step.PhaseTo phase && reached(phase)) {
                pop();
                continue;
            }
            if (head.player() == prompt.player()) {
                T answer = perform(head, prompt);
                if (answer != null) {
                    pop();
                    return answer;
                }
            }
            return defaultAnswer(prompt, firstAction());
        }
    }

    /** Checks wait for their player's window, so planning looks past them to the next action. */
    private Step firstAction() {
        for (Step step : steps) {
            if (!(step instanceof Step.Check)) {
                return step;
            }
        }
        return null;
    }

    /**
     * The runner never crosses into another turn to find the moment for a step: at the start of a
     * turn, a head step other than t:Phase that was waiting since an earlier turn fails.
     */
    void turnStarted() {
        Step head = steps.peekFirst();
        if (head != null && headSeen && !(head instanceof Step.PhaseTo) && headSinceTurn < duel.turn().number()) {
            throw fail(head.where(), head.describe() + " was never performed: turn " + headSinceTurn
                    + " ended before it was legal (queue t:Phase to act in a later turn)"
                    + (lastRefusal == null ? "" : "; at the last idle prompt of that turn it was refused, because:\n  "
                            + lastRefusal));
        }
    }

    /** Checks at the head for this player are run, in order, without answering the prompt. */
    private void runChecks(ChoicePrompt<?> prompt) {
        while (!steps.isEmpty() && steps.peekFirst().player() == prompt.player()) {
            Step head = steps.peekFirst();
            if (head instanceof Step.Check check) {
                pop();
                check.body().accept(new Prompted(duel, prompt));
            } else if (head instanceof Step.ExpectIllegal illegal && appliesAt(illegal, prompt)) {
                pop();
                expectIllegal(illegal, prompt);
            } else if (head instanceof Step.ExpectOffered offered && prompt.kind() != PromptKind.BATTLE) {
                // the Battle Step prompt offers no activations: they come in the chain windows around it
                pop();
                expectOffered(offered, prompt);
            } else {
                return;
            }
        }
    }

    /**
     * An attack can only be judged at a Battle Step prompt, a phase change at a Main Phase idle prompt.
     * Summons, Sets and position changes are judged at the player's next Main Phase or Battle Step
     * prompt, or at any of their prompts in the opponent's turn (where they are never legal).
     */
    private boolean appliesAt(Step.ExpectIllegal illegal, ChoicePrompt<?> prompt) {
        return switch (illegal.kind()) {
            case ATTACK -> prompt.kind() == PromptKind.BATTLE;
            case PHASE -> prompt.kind() == PromptKind.IDLE;
            default -> prompt.kind() == PromptKind.IDLE || prompt.kind() == PromptKind.BATTLE
                    || prompt.player() != duel.turn().player();
        };
    }

    private void expectIllegal(Step.ExpectIllegal illegal, ChoicePrompt<?> prompt) {
        for (Object option : prompt.options()) {
            if (isIllegalKindOption(illegal, option)) {
                throw fail(illegal.where(), illegal.describe() + " failed: '" + option
                        + "' is legal here\n" + prompt.describe());
            }
        }
    }

    private void expectOffered(Step.ExpectOffered expected, ChoicePrompt<?> prompt) {
        boolean offered = !activationsOf(expected.card(), prompt).isEmpty();
        if (offered != expected.offered()) {
            throw fail(expected.where(), expected.describe() + " failed: " + expected.card()
                    + (offered ? " can be activated here" : " cannot be activated here" + whyNot(expected, prompt))
                    + "\n" + prompt.describe());
        }
    }

    /** Why the card is not offered at the prompt, as the engine's activation procedure says (ActivationQuery.whyNot). */
    private String whyNot(Step.ExpectOffered expected, ChoicePrompt<?> prompt) {
        if (prompt.kind().isAnswerPrompt()) {
            return ": the prompt here asks for an answer (" + prompt.kind() + "), where no activation is offered";
        }
        List<String> reasons = ActivationQuery.whyNot(rules, expected.player(), expected.card()::matches);
        return reasons.isEmpty() ? "" : ", because:\n  " + String.join("\n  ", reasons);
    }

    /** The prompt's activations of a card, in the order its effects were registered. */
    private static List<Command.Activate> activationsOf(CardRef card, ChoicePrompt<?> prompt) {
        List<Command.Activate> found = new ArrayList<>();
        for (Object option : prompt.options()) {
            if (option instanceof Command.Activate a && card.matches(a.card())) {
                found.add(a);
            }
        }
        found.sort(java.util.Comparator.comparingInt(a -> a.effect().id()));
        return found;
    }

    private static boolean isIllegalKindOption(Step.ExpectIllegal illegal, Object option) {
        List<Object> args = illegal.arguments();
        return switch (illegal.kind()) {
            case SUMMON -> option instanceof Command.NormalSummon c && cardArg(args, c.card());
            case SET -> (option instanceof Command.SetMonster c && cardArg(args, c.card()))
                    || (option instanceof Command.SetSpellTrap st && cardArg(args, st.card()));
            case FLIP_SUMMON -> option instanceof Command.FlipSummon c && cardArg(args, c.card());
            case CHANGE_POSITION -> option instanceof Command.ChangePosition c && cardArg(args, c.card());
            case ATTACK -> option instanceof Command.DeclareAttack c && cardArg(args, c.attacker());
            case PHASE -> option instanceof Command.EnterPhase c && (args.isEmpty() || enters(c.phase(), args.get(0)));
            case SPECIAL_SUMMON -> option instanceof Command.SpecialSummon c && cardArg(args, c.card());
            case PENDULUM_SUMMON -> option instanceof Command.PendulumSummon;
        };
    }

    /** "Phase" names the phase a player asks for: any Battle Phase step means entering the Battle Phase. */
    private static boolean enters(Phase offered, Object wanted) {
        return wanted instanceof Phase phase
                && (offered == phase || (phase.isBattlePhase() && offered == Phase.BATTLE_START));
    }

    private static boolean cardArg(List<Object> args, Card card) {
        return args.isEmpty() || (args.get(0) instanceof CardRef ref && ref.matches(card));
    }

    /** A t:Phase step is reached in a later phase or turn than the one it became the head in. */
    private boolean reached(Step.PhaseTo phase) {
        boolean sameMoment = duel.turn().number() == headSinceTurn && duel.turn().phase() == headSincePhase;
        return duel.turn().player() == phase.player() && duel.turn().phase() == phase.phase() && !sameMoment;
    }

    private <T> T perform(Step head, ChoicePrompt<T> prompt) {
        if (head instanceof Step.Pass) {
            return prompt.kind() == PromptKind.CHAIN ? find(prompt, o -> o == ChainAction.PASS) : null;
        }
        if (head instanceof Step.Summon s) {
            return find(prompt, o -> o instanceof Command.NormalSummon c && s.card().matches(c.card()));
        }
        if (head instanceof Step.SetMonster s) {
            // t:Set is ygopro's Set: a monster in face-down Defense Position or a Spell/Trap face-down
            return find(prompt, o -> (o instanceof Command.SetMonster c && s.card().matches(c.card()))
                    || (o instanceof Command.SetSpellTrap st && s.card().matches(st.card())));
        }
        if (head instanceof Step.SpecialSummon s) {
            return find(prompt, o -> o instanceof Command.SpecialSummon c && s.card().matches(c.card()));
        }
        if (head instanceof Step.FlipSummon s) {
            return find(prompt, o -> o instanceof Command.FlipSummon c && s.card().matches(c.card()));
        }
        if (head instanceof Step.PendulumSummon) {
            return find(prompt, o -> o instanceof Command.PendulumSummon);
        }
        if (head instanceof Step.ChangePosition s) {
            return find(prompt, o -> o instanceof Command.ChangePosition c && s.card().matches(c.card()));
        }
        if (head instanceof Step.Activate s && (prompt.kind() == PromptKind.IDLE || prompt.kind() == PromptKind.CHAIN)) {
            List<Command.Activate> offered = activationsOf(s.card(), prompt);
            int index = Math.max(s.index(), 1) - 1;
            if (index >= offered.size()) {
                return null;
            }
            Command.Activate chosen = offered.get(index);
            return find(prompt, o -> o == chosen);
        }
        if (head instanceof Step.Attack s) {
            T declared = find(prompt, o -> o instanceof Command.DeclareAttack c && s.attacker().matches(c.attacker()));
            if (declared != null) {
                pendingTarget = s;
            }
            return declared;
        }
        return null;
    }

    private <T> T attackTarget(ChoicePrompt<T> prompt) {
        Step.Attack attack = pendingTarget;
        pendingTarget = null;
        if (attack == null) {
            throw unanswered(prompt);
        }
        T target = find(prompt, o -> o instanceof AttackTarget t
                && (attack.target() == null ? t.isDirect() : !t.isDirect() && attack.target().matches(t.monster())));
        if (target == null) {
            throw fail(attack.where(), attack.describe() + ": "
                    + (attack.target() == null ? "a direct attack" : "that target") + " is not legal\n" + prompt.describe());
        }
        return target;
    }

    /**
     * A position prompt takes the player's next answer if it is a {@code t:Position}; without one, the
     * first position offered (face-up Attack when it is allowed), as a zone prompt takes the lowest zone.
     */
    private <T> T position(ChoicePrompt<T> prompt) {
        Answer head = answers[prompt.player()].peekFirst();
        if (!(head instanceof Answer.PositionChoice)) {
            return prompt.options().get(0);
        }
        return queuedChoice(prompt);
    }

    private <T> T zone(ChoicePrompt<T> prompt) {
        Answer head = answers[prompt.player()].peekFirst();
        if (!(head instanceof Answer.Zone zone)) {
            return prompt.options().get(0);
        }
        answers[prompt.player()].removeFirst();
        T answer = find(prompt, o -> o.equals(zone.sequence()));
        if (answer == null) {
            throw fail(zone.where(), zone.describe() + ": zone " + zone.sequence() + " is not free\n" + prompt.describe());
        }
        return answer;
    }

    private List<Card> select(SelectPrompt prompt) {
        Answer head = answers[prompt.player()].pollFirst();
        if (head == null) {
            throw unanswered(prompt);
        }
        if (!(head instanceof Answer.Select selection)) {
            throw wrongKind(head, prompt);
        }
        List<Card> chosen = new ArrayList<>();
        List<CardRef> rest = new ArrayList<>();
        Set<Card> used = Collections.newSetFromMap(new IdentityHashMap<>());
        for (CardRef ref : selection.cards()) {
            Card match = null;
            for (Card candidate : prompt.candidates()) {
                if (chosen.size() < prompt.max() && !used.contains(candidate) && ref.matches(candidate)) {
                    match = candidate;
                    break;
                }
            }
            if (match == null) {
                rest.add(ref);
                continue;
            }
            used.add(match);
            chosen.add(match);
        }
        if (!rest.isEmpty() && (chosen.isEmpty() || chosen.size() < prompt.min())) {
            throw fail(selection.where(), selection.describe() + ": " + rest.get(0)
                    + " is not among the candidates\n" + prompt.describe());
        }
        String problem = prompt.problemWith(chosen);
        if (problem != null) {
            throw fail(selection.where(), selection.describe() + ": " + problem + "\n" + prompt.describe());
        }
        if (!rest.isEmpty()) {
            // the engine asks card by card: the cards this prompt does not take answer the next selection
            answers[prompt.player()].addFirst(new Answer.Select(selection.player(), rest, selection.where()));
        }
        return chosen;
    }

    /** Pass at chain windows; the turn player heads for the End Phase unless the head step needs the Battle Phase. */
    private <T> T defaultAnswer(ChoicePrompt<T> prompt, Step head) {
        if (prompt.kind() == PromptKind.CHAIN) {
            return find(prompt, o -> o == ChainAction.PASS);
        }
        Phase next = Phase.END;
        if (head != null && needsBattleThisTurn(head)) {
            next = prompt.kind() == PromptKind.IDLE ? Phase.BATTLE_START : Phase.END;
        }
        if (prompt.kind() == PromptKind.BATTLE && headsForMainPhase2()) {
            next = Phase.MAIN2;
        }
        Phase wanted = next;
        if (wanted == Phase.END && head instanceof Step.Activate waiting) {
            // leaving for the End Phase: the last idle prompt of the turn at which the activation could be
            // made; the reason it is refused here is kept for the failure if the turn ends without it
            List<String> reasons = ActivationQuery.whyNot(rules, waiting.player(), waiting.card()::matches);
            lastRefusal = reasons.isEmpty() ? null : String.join("\n  ", reasons);
        }
        T answer = find(prompt, o -> o.equals(new Command.EnterPhase(wanted)));
        return answer != null ? answer : find(prompt, o -> o.equals(new Command.EnterPhase(Phase.END)));
    }

    /**
     * From the Battle Step the runner goes to Main Phase 2 when the next action is
     * {@code t:Phase(turn player, PHASE_MAIN2)}, looking past checks and a
     * {@code t:Phase(turn player, PHASE_BATTLE)}: the End Step comes on the way either way.
     */
    private boolean headsForMainPhase2() {
        for (Step step : steps) {
            boolean turnPlayers = step.player() == duel.turn().player();
            if (step instanceof Step.Check || (turnPlayers && step instanceof Step.PhaseTo p && p.phase() == Phase.BATTLE)) {
                continue;
            }
            return turnPlayers && step instanceof Step.PhaseTo p && p.phase() == Phase.MAIN2;
        }
        return false;
    }

    private boolean needsBattleThisTurn(Step head) {
        if (head.player() != duel.turn().player()) {
            return false;
        }
        if (head instanceof Step.Attack) {
            return true;
        }
        if (head instanceof Step.ExpectIllegal illegal) {
            return illegal.kind() == Step.IllegalKind.ATTACK;
        }
        // (before the Battle Phase: Main Phase 1, or the Standby Phase when Main Phase 1 is skipped)
        return head instanceof Step.PhaseTo phase && (phase.phase().isBattlePhase() || phase.phase() == Phase.MAIN2)
                && duel.turn().phase().ordinal() <= Phase.MAIN1.ordinal();
    }

    boolean isTurnPlayersIdlePrompt(Prompt prompt) {
        return (prompt.kind() == PromptKind.IDLE || prompt.kind() == PromptKind.BATTLE)
                && prompt.player() == duel.turn().player();
    }

    private void noteHead() {
        if (!headSeen) {
            headSeen = true;
            headSinceTurn = duel.turn().number();
            headSincePhase = duel.turn().phase();
        }
    }

    private void pop() {
        steps.removeFirst();
        headSeen = true;
        headSinceTurn = duel.turn().number();
        headSincePhase = duel.turn().phase();
    }

    /**
     * The test line is not known here: the runner blames the {@code t:Run()} that was running. The
     * next queued step, if any, tells the reader how far the test had got.
     */
    private TestFailure unanswered(Prompt prompt) {
        Step head = steps.peekFirst();
        return fail(SourceLine.UNKNOWN, "unanswered prompt: nothing queued for it\n" + prompt.describe()
                + (head == null ? "" : "\n(next queued step: " + head.describe() + " at " + head.where() + ")"));
    }

    private TestFailure wrongKind(Answer answer, Prompt prompt) {
        return fail(answer.where(), "answer of the wrong kind: " + answer.describe()
                + " cannot answer a " + prompt.kind() + " prompt\n" + prompt.describe());
    }

    /** Every failure about a prompt or a step shows the board, like a failed expectation does. */
    private TestFailure fail(SourceLine where, String message) {
        return new TestFailure(where, message + "\n" + BoardDump.of(duel));
    }

    @SuppressWarnings("unchecked")
    private static <T> T find(ChoicePrompt<T> prompt, java.util.function.Predicate<Object> match) {
        for (T option : prompt.options()) {
            if (match.test(option)) {
                return option;
            }
        }
        return null;
    }
}
