package dev.spellspeed.play;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;

import java.util.ArrayList;
import java.util.List;

/**
 * The person at one seat of the board: a {@link Decider} fed from the page. Each question waits for
 * a legal answer from a connected client ({@link PlayTable#awaitAnswer}); an illegal or out-of-turn
 * message is refused to its sender and the question keeps waiting.
 */
final class HumanSeat implements Decider {
    private final PlayTable table;

    HumanSeat(PlayTable table) {
        this.table = table;
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        return prompt.options().get(table.awaitAnswer(prompt).get(0));
    }

    @Override
    public List<Card> select(SelectPrompt prompt) {
        List<Card> cards = new ArrayList<>();
        for (int index : table.awaitAnswer(prompt)) {
            cards.add(prompt.candidates().get(index));
        }
        return cards;
    }
}
