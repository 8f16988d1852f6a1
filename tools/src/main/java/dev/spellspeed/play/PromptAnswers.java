package dev.spellspeed.play;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/** Answers to a prompt as the protocol and {@code DuelSession} give them: option and candidate indexes. */
final class PromptAnswers {
    private PromptAnswers() {}

    /** The indexes of a decider's answer to the pending prompt, as {@link dev.spellspeed.session.DuelSession#answer} takes them. */
    static List<Integer> of(Decider decider, Prompt prompt) {
        if (prompt instanceof ChoicePrompt<?> choice) {
            return List.of(choice.indexOf(decider.choose(choice)));
        }
        SelectPrompt select = (SelectPrompt) prompt;
        List<Card> cards = decider.select(select);
        Set<Card> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Integer> indexes = new ArrayList<>();
        for (Card card : cards) {
            if (seen.add(card)) {
                indexes.add(select.candidates().indexOf(card));
            }
        }
        return indexes;
    }

    /** Why {@code choice} is not a legal answer to {@code prompt}, or null. */
    static String problemWith(Prompt prompt, List<Integer> choice) {
        if (prompt instanceof ChoicePrompt<?> options) {
            if (choice.size() != 1) {
                return "a " + prompt.kind().name() + " prompt takes exactly one option index, got " + choice.size();
            }
            int index = choice.get(0);
            if (index < 0 || index >= options.options().size()) {
                return "no option " + index + ": the options are 0 to " + (options.options().size() - 1);
            }
            return null;
        }
        SelectPrompt select = (SelectPrompt) prompt;
        List<Card> cards = new ArrayList<>();
        for (int index : choice) {
            if (index < 0 || index >= select.candidates().size()) {
                return "no candidate " + index + ": the candidates are 0 to " + (select.candidates().size() - 1);
            }
            cards.add(select.candidates().get(index));
        }
        return select.problemWith(cards);
    }
}
