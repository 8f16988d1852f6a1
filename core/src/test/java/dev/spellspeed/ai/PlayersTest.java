package dev.spellspeed.ai;

import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Players by name: the built-in ones, a Decider class with a (long seed) constructor, and one-line refusals. */
class PlayersTest {
    private static final ClassLoader LOADER = PlayersTest.class.getClassLoader();

    /** A plugin player: the first legal answer, remembering its seed. */
    public static final class FirstAnswer implements Decider {
        final long seed;

        public FirstAnswer(long seed) {
            this.seed = seed;
        }

        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            return prompt.options().get(0);
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            return prompt.candidates().subList(0, prompt.min());
        }
    }

    /** Not a player: no seed constructor. */
    public static final class NoSeed implements Decider {
        @Override
        public <T> T choose(ChoicePrompt<T> prompt) {
            return prompt.options().get(0);
        }

        @Override
        public List<Card> select(SelectPrompt prompt) {
            return List.of();
        }
    }

    @Test
    void builtInPlayersByName() {
        assertInstanceOf(RandomDecider.class, Players.named("random", LOADER, 1).create(1, 0));
        assertInstanceOf(HeuristicDecider.class, Players.named("heuristic", LOADER, 1).create(1, 0));
        assertInstanceOf(SearchDecider.class, Players.named("search", LOADER, 3).create(1, 1));
        assertEquals("search", Players.named("search", LOADER, 3).name());
    }

    @Test
    void aDeciderClassIsCreatedWithTheSeatsSeed() {
        Players.Kind kind = Players.named(FirstAnswer.class.getName(), LOADER, 1);
        FirstAnswer zero = (FirstAnswer) kind.create(7, 0);
        FirstAnswer one = (FirstAnswer) kind.create(7, 1);
        assertEquals(Players.seedOf(7, 0), zero.seed);
        assertTrue(zero.seed != one.seed, "each seat has its own seed");
        assertEquals(FirstAnswer.class.getName(), kind.name());
    }

    @Test
    void badNamesAreRefusedWithOneLine() {
        assertRefused("nobody", "unknown player 'nobody'");
        assertRefused("com.example.Missing", "player class com.example.Missing not found on the classpath (give its jar with --plugin JAR)");
        assertRefused(String.class.getName(), "player class java.lang.String does not implement dev.spellspeed.decision.Decider");
        assertRefused(NoSeed.class.getName(), "has no public constructor taking the player's seed (long)");
        assertRefused("human", "player 'human' plays on the web board");
        assertThrows(IllegalArgumentException.class, () -> Players.named("search", LOADER, 0));
    }

    private static void assertRefused(String name, String expected) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Players.named(name, LOADER, 1));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }
}
