package dev.spellspeed.script.testing;

import dev.spellspeed.decision.Command;
import dev.spellspeed.duel.Card;
import dev.spellspeed.rules.chain.ActivationQuery;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.testing.BoardDump;
import dev.spellspeed.testing.SourceLine;
import dev.spellspeed.testing.Step;
import dev.spellspeed.testing.TestFailure;

import java.util.List;
import java.util.function.Predicate;

/**
 * {@code spellspeed why}: sets up a position (a puzzle file, or one test of a test file played to its
 * end), runs on to the player's next prompt where activations are offered (their chain window or
 * idle prompt; the runner's defaults answer anything before it) and says whether an activation of
 * the card is offered there and, if not, which requirement each of its effects failed.
 */
public final class WhyProbe {
    /**
     * The answer at that prompt.
     *
     * @param offered  an activation of the card is among the prompt's legal answers
     * @param reasons  when not: one line per copy and effect, from the engine's activation procedure
     * @param prompt   the prompt, as the test runner prints it
     * @param board    the board there
     * @param problem  when the position could not be reached (the test failed, the duel ended): why; else null
     */
    public record Answer(boolean offered, List<String> reasons, String prompt, String board, String problem) {
        public Answer {
            reasons = List.copyOf(reasons);
        }
    }

    private WhyProbe() {}

    /** Runs the set-up (the test body, or nothing more for a puzzle) and then probes. */
    static Answer probe(TestSession session, String testName, int player, Predicate<Card> card) {
        try {
            session.load();
            if (testName != null) {
                session.run(session.declarations().stream().filter(d -> d.name().equals(testName)).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException("no test named " + testName)));
            }
        } catch (TestFailure failure) {
            String where = failure.where() == SourceLine.UNKNOWN ? "" : failure.where() + ": ";
            return new Answer(false, List.of(), "", "", "the position was not reached: the test failed: " + where
                    + failure.getMessage());
        } catch (ScriptException e) {
            return new Answer(false, List.of(), "", "", "the position was not reached: " + Reports.luaError(e.error()));
        }
        if (session.scenario().isOver()) {
            return new Answer(false, List.of(), "", BoardDump.of(session.duel()), "the position was not reached: "
                    + Reports.duelEnded(session.duel().result()));
        }
        Answer[] answer = new Answer[1];
        var scenario = session.scenario();
        scenario.queue(new Step.Check(player, prompted -> {
            boolean offered = prompted.prompt() instanceof dev.spellspeed.decision.ChoicePrompt<?> choice
                    && choice.options().stream().anyMatch(o -> o instanceof Command.Activate a && card.test(a.card()));
            List<String> reasons = offered ? List.of() : ActivationQuery.whyNot(scenario.rules(), player, card);
            answer[0] = new Answer(offered, reasons, prompted.prompt().describe(), BoardDump.of(prompted.duel()), null);
        }, SourceLine.UNKNOWN));
        try {
            scenario.run();
        } catch (TestFailure failure) {
            return new Answer(false, List.of(), "", BoardDump.of(scenario.duel()), failure.getMessage());
        }
        if (answer[0] == null) {
            var ended = scenario.duel().result();
            return new Answer(false, List.of(), "", BoardDump.of(scenario.duel()), ended != null
                    ? Reports.duelEnded(ended) + " before player " + player + " had a prompt"
                    : "player " + player + " had no prompt offering activations");
        }
        return answer[0];
    }
}
