package dev.spellspeed.decision;

import java.util.List;

/**
 * One answer as stored in a replay: who answered which kind of prompt with which option indexes
 * (one index for a choice, the selected candidates' indexes for a selection). The answer text is
 * for people reading the file and for detecting a replay that went another way.
 */
public record RecordedDecision(int player, PromptKind kind, List<Integer> choice, String answer) {
    public RecordedDecision {
        choice = List.copyOf(choice);
    }
}
