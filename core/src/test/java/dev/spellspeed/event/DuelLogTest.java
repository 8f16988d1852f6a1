package dev.spellspeed.event;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.turn.DuelRunner;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The log describes an event when its line is read only if the line cannot have changed since the
 * event was published: every line read at the end of a duel is the line the event gave as it happened.
 */
class DuelLogTest {
    private record Published(DuelEvent event, String line) {}

    @Test
    void everyLineReadAfterTheDuelIsTheLineItsEventGaveWhenItHappened() {
        for (long seed = 1; seed <= 3; seed++) {
            Duel duel = Duel.fromDecks(DuelOptions.standard(seed), TestCards.DATABASE, TestCards.mixedDeck(),
                    TestCards.mixedDeck(), new RandomDecider(seed * 3), new RandomDecider(seed * 5));
            List<Published> published = new ArrayList<>();
            duel.subscribe(event -> published.add(new Published(event, event.describe())));
            new DuelRunner(Rules.of(duel)).play();

            List<String> asPublished = published.stream().map(Published::line).toList();
            assertEquals(asPublished, duel.log().lines(), "seed " + seed);
            int changedSince = 0;
            for (Published one : published) {
                if (!one.event().describe().equals(one.line())) {
                    changedSince++;
                    assertTrue(!one.event().describableLater(), one.event() + " reads what changed since: "
                            + one.line() + " became " + one.event().describe());
                }
            }
            // a positive control: some events' lines do change afterwards (a summoned monster's zone and ATK)
            assertTrue(changedSince > 0, "seed " + seed + ": no event read anything that changed later");
        }
    }

    @Test
    void aForkedLogBeginsWithItsOriginsLines() {
        DuelLog log = new DuelLog();
        log.onEvent(new DuelEvent.TurnStarted(1, 0));
        DuelLog fork = new DuelLog();
        fork.append(log.lines());
        fork.onEvent(new DuelEvent.TurnStarted(2, 1));
        assertEquals(List.of("Turn 1 (player 0)", "Turn 2 (player 1)"), fork.lines());
        assertEquals("Turn 1 (player 0)\nTurn 2 (player 1)\n", fork.text());
    }
}
