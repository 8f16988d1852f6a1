package dev.spellspeed.decision;

import java.util.List;

/**
 * A prompt answered by picking exactly one of its options.
 *
 * @param <T> the option type, e.g. {@link Command} or {@link Boolean}
 */
public record ChoicePrompt<T>(int player, PromptKind kind, String question, List<T> options) implements Prompt {
    public ChoicePrompt {
        options = List.copyOf(options);
        if (options.isEmpty()) {
            throw new ImpossiblePromptError("a prompt needs at least one legal answer: " + question);
        }
    }

    /** The index of an answer among the options (by equality), or -1 if it is not legal. */
    public int indexOf(Object answer) {
        return options.indexOf(answer);
    }

    @Override
    public String describe() {
        StringBuilder out = new StringBuilder();
        out.append("player ").append(player).append(", ").append(kind).append(": ").append(question)
                .append("\nlegal answers:");
        for (int i = 0; i < options.size(); i++) {
            out.append("\n  ").append(i + 1).append(". ").append(options.get(i));
        }
        return out.toString();
    }
}
