package dev.spellspeed.session;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.event.DuelEvent;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where two replays of the same decisions first go different ways, for example with two versions of
 * a card's script: the decision before which it happened, the turn and phase, the card involved and
 * what each replay did there (an event of the log, a prompt with other legal answers, an error, the
 * end of the duel).
 *
 * @param decision the decision (counting from 1) before whose prompt, or at whose prompt, they differ
 * @param turn the turn then
 * @param phase the phase then
 * @param card the card the first differing event or answer names; null when none does
 * @param outcome what the first replay did there
 * @param otherOutcome what the second replay did there
 */
public record Divergence(int decision, int turn, Phase phase, String card, String outcome, String otherOutcome) {

    /** One thing a replay did: an event of its log, a prompt, or its end. */
    private record Step(String text, String card, int turn, Phase phase) {}

    /** Everything a replay did, in order: events and prompts between the decisions, then how it ended. */
    private static final class Trace {
        final List<Step> steps = new ArrayList<>();
        /** steps index at which each decision's prompt was recorded */
        final List<Integer> promptAt = new ArrayList<>();
    }

    /**
     * Replays the decisions with each recipe and compares what they did, event by event and prompt by
     * prompt; empty when both did the same throughout.
     */
    public static Optional<Divergence> find(DuelRecipe recipe, DuelRecipe otherRecipe, List<RecordedDecision> decisions) {
        Trace a = trace(recipe, decisions);
        Trace b = trace(otherRecipe, decisions);
        int n = Math.max(a.steps.size(), b.steps.size());
        for (int i = 0; i < n; i++) {
            Step x = i < a.steps.size() ? a.steps.get(i) : null;
            Step y = i < b.steps.size() ? b.steps.get(i) : null;
            if (x != null && y != null && x.text().equals(y.text())) {
                continue;
            }
            Step where = x != null ? x : y;
            int decision = decisionBefore(x != null ? a : b, i) + 1;
            String card = x != null && x.card() != null ? x.card() : y != null ? y.card() : null;
            return Optional.of(new Divergence(decision, where.turn(), where.phase(), card,
                    x == null ? "(nothing: the replay had stopped)" : x.text(),
                    y == null ? "(nothing: the replay had stopped)" : y.text()));
        }
        return Optional.empty();
    }

    /** How many decisions had been made when the trace's step {@code index} happened. */
    private static int decisionBefore(Trace trace, int index) {
        int made = 0;
        for (int at : trace.promptAt) {
            if (at < index) {
                made++;
            }
        }
        return made;
    }

    private static Trace trace(DuelRecipe recipe, List<RecordedDecision> decisions) {
        Trace trace = new Trace();
        Decider noMore = new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                throw new Ended();
            }

            @Override
            public List<Card> select(SelectPrompt prompt) {
                throw new Ended();
            }
        };
        DuelLine line;
        try {
            line = DuelLine.replaying(recipe, decisions, noMore, noMore);
        } catch (RuntimeException e) {
            trace.steps.add(new Step("the duel could not be set up: " + e.getMessage(), null, 0, Phase.DRAW));
            return trace;
        }
        Duel duel = line.duel();
        duel.subscribe(event -> trace.steps.add(new Step(event.describe().strip(), cardOf(event), duel.turn().number(), duel.turn().phase())));
        duel.onDecision(prompt -> {
            trace.promptAt.add(trace.steps.size());
            trace.steps.add(new Step(describe(prompt), firstCard(prompt), duel.turn().number(), duel.turn().phase()));
        });
        try {
            line.play();
            trace.steps.add(new Step("the duel ended: " + duel.result(), null, duel.turn().number(), duel.turn().phase()));
        } catch (Ended ended) {
            trace.steps.add(new Step("the recorded decisions ran out here", null, duel.turn().number(), duel.turn().phase()));
        } catch (RuntimeException | Error e) {
            String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            trace.steps.add(new Step("the replay failed: " + message, null, duel.turn().number(), duel.turn().phase()));
        }
        return trace;
    }

    /** The prompt in one line: who is asked what, and the legal answers. */
    private static String describe(Prompt prompt) {
        return "prompt: " + prompt.describe().replace("\nlegal answers:\n  ", "; legal answers: ")
                .replace("\ncandidates:\n  ", "; candidates: ").replace("\n  ", ", ").replace('\n', ' ');
    }

    private static String firstCard(Prompt prompt) {
        if (prompt instanceof SelectPrompt select && !select.candidates().isEmpty()) {
            return select.candidates().get(0).toString();
        }
        return null;
    }

    /** The first card a log event names (the card, or an effect's handler). */
    static String cardOf(DuelEvent event) {
        if (!(event instanceof Record record)) {
            return null;
        }
        for (RecordComponent component : record.getClass().getRecordComponents()) {
            try {
                Object value = component.getAccessor().invoke(record);
                if (value instanceof Card card) {
                    return card.toString();
                }
                if (value instanceof Effect effect && effect.handler() != null) {
                    return effect.handler().toString();
                }
            } catch (ReflectiveOperationException e) {
                return null;
            }
        }
        return null;
    }

    /** The replay used every recorded decision and was asked once more. */
    private static final class Ended extends Error {
        Ended() {
            super("no more decisions", null, false, false);
        }
    }

    /** The report: where, which card, and the two outcomes, labelled. */
    public String describe(String label, String otherLabel) {
        int width = Math.max(label.length(), otherLabel.length()) + 1;
        return "first divergence before decision " + decision + " (turn " + turn + ", " + phase + ")"
                + (card == null ? "" : ", card " + card) + ":\n"
                + "  " + pad(label + ":", width) + " " + outcome + "\n"
                + "  " + pad(otherLabel + ":", width) + " " + otherOutcome + "\n";
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
