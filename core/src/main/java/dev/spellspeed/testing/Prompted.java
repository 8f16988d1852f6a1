package dev.spellspeed.testing;

import dev.spellspeed.decision.Prompt;
import dev.spellspeed.duel.Duel;

/** What a {@link Step.Check} sees: the duel and the prompt it is run at. */
public record Prompted(Duel duel, Prompt prompt) {
}
