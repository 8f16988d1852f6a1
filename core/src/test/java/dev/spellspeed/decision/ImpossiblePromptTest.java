package dev.spellspeed.decision;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every prompt built with fewer candidates than its minimum is an engine error, raised where the
 * prompt is built: an Error, so that neither a script's pcall nor the callback boundary (which catch
 * exceptions) reports it as some card's script error; it reaches whoever runs the duel (the fuzz tests).
 */
class ImpossiblePromptTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Card vorse = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);

    @Test
    void aSelectionWithFewerCandidatesThanItsMinimumIsAnEngineError() {
        ImpossiblePromptError error = assertThrows(ImpossiblePromptError.class,
                () -> new SelectPrompt(0, PromptKind.SELECT_CARDS, "tribute 1", List.of(), 1, 1));
        assertTrue(error.getMessage().startsWith("engine error: cannot select 1-1 of 0 cards"), error.getMessage());
        assertFalse(RuntimeException.class.isInstance(error), "it must not be caught as an exception");
    }

    @Test
    void aSelectionWithEnoughCandidatesIsBuilt() {
        SelectPrompt prompt = new SelectPrompt(0, PromptKind.SELECT_CARDS, "tribute 1", List.of(vorse), 1, 1);
        assertEquals(List.of(vorse), prompt.candidates());
    }

    @Test
    void aChoiceWithoutOptionsIsAnEngineError() {
        assertThrows(ImpossiblePromptError.class, () -> new ChoicePrompt<>(0, PromptKind.ZONE, "choose a zone", List.of()));
        assertEquals(1, new ChoicePrompt<>(0, PromptKind.ZONE, "choose a zone", List.of(2)).options().size());
    }
}
