package dev.spellspeed.rules.summon;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A player picks materials one at a time among those after which the selection can still be
 * completed, and may stop once it is complete (ygopro's select-with-sum and select-unselect loops):
 * a selection that cannot succeed is never offered.
 */
final class MaterialChoice {
    private MaterialChoice() {}

    /**
     * @param completable whether a selection can still grow into a complete one
     * @param complete    whether a selection is complete as it is
     * @return the chosen cards (possibly none, when {@code complete} accepts none)
     */
    static List<Card> pick(Duel duel, int player, String question, List<Card> candidates,
            Predicate<List<Card>> completable, Predicate<List<Card>> complete) {
        List<Card> chosen = new ArrayList<>();
        while (true) {
            boolean done = complete.test(chosen);
            List<Card> options = new ArrayList<>();
            for (Card card : candidates) {
                if (!chosen.contains(card)) {
                    List<Card> with = new ArrayList<>(chosen);
                    with.add(card);
                    if (completable.test(with)) {
                        options.add(card);
                    }
                }
            }
            if (options.isEmpty()) {
                return done ? chosen : null;
            }
            List<Card> answer = duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS, question, options, done ? 0 : 1, 1));
            if (answer.isEmpty()) {
                return chosen;
            }
            chosen.add(answer.get(0));
        }
    }
}
