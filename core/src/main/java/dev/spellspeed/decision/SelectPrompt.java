package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/** A prompt answered by choosing between {@code min} and {@code max} distinct cards among the candidates. */
public record SelectPrompt(int player, PromptKind kind, String question, List<Card> candidates, int min, int max)
        implements Prompt {
    public SelectPrompt {
        candidates = List.copyOf(candidates);
        if (min < 0 || max < min || max > candidates.size() || min > candidates.size()) {
            throw new ImpossiblePromptError("cannot select " + min + "-" + max + " of " + candidates.size() + " cards: " + question);
        }
    }

    /** Why the answer is not legal, or null when it is. */
    public String problemWith(List<Card> answer) {
        if (answer == null) {
            return "no answer";
        }
        if (answer.size() < min || answer.size() > max) {
            return "selected " + answer.size() + " cards, " + (min == max ? "exactly " + min : min + " to " + max) + " required";
        }
        Set<Card> distinct = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Card card : answer) {
            if (!candidates.contains(card)) {
                return card + " is not among the candidates";
            }
            if (!distinct.add(card)) {
                return card + " was selected twice";
            }
        }
        return null;
    }

    @Override
    public String describe() {
        StringBuilder out = new StringBuilder();
        out.append("player ").append(player).append(", ").append(kind).append(": ").append(question)
                .append(" (select ").append(min == max ? String.valueOf(min) : min + "-" + max).append(")")
                .append("\ncandidates:");
        for (int i = 0; i < candidates.size(); i++) {
            out.append("\n  ").append(i + 1).append(". ").append(candidates.get(i));
        }
        return out.toString();
    }
}
