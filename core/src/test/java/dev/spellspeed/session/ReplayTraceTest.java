package dev.spellspeed.session;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.testing.BoardDump;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A replayed prefix skips re-judging what the rules alone refused and the checks proven to have changed
 * nothing, yet counts the same work and ends on the same board with the same log (issue 29: replay costs
 * well under play, DESIGN.md §7). That impure checks still run is {@link PureCheckSkippingTest}'s.
 */
class ReplayTraceTest {
    @Test
    void aWholeDuelReplayedFromItsTraceCountsTheSameWorkAndJudgesFarFewerActivations() throws Exception {
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")), SandboxOptions.defaults());
        DuelRecipe recipe = DuelRecipe.of(DuelOptions.standard(3), cards,
                DeckReader.read(Path.of("../decks/bench-a.ydk"), cards, DeckRules.STANDARD),
                DeckReader.read(Path.of("../decks/bench-b.ydk"), cards, DeckRules.STANDARD), host);
        DuelLine original = DuelLine.start(recipe, RandomDecider.forPlayer(3, 0), RandomDecider.forPlayer(3, 1));
        original.play();

        // replayed with the log on, so that the log is written again (a quiet replay copies it), from the trace
        DuelLine replay = DuelLine.replaying(recipe, original.decisions(),
                original.activationTrace().upTo(original.activationTrace().size()), PastThePrefix.NONE, PastThePrefix.NONE);
        replay.play();

        long ran = original.duel().work().callbacksStarted();
        long ranAgain = replay.duel().work().callbacksStarted();
        assertTrue(ranAgain < ran, "checks proven pure were skipped: " + ranAgain + " callbacks of " + ran);
        assertTrue(replay.activationTrace().skipped() > 0, "skipped candidates counted");
        assertEquals(original.duel().work().used(), replay.duel().work().used(), "the same work was counted");
        assertEquals(original.duel().work().bytes(), replay.duel().work().bytes(), "the same bytes of strings were counted");
        assertEquals(original.duel().log().lines(), replay.duel().log().lines());
        assertEquals(BoardDump.of(original.duel()), BoardDump.of(replay.duel()));
        long judged = original.activationTrace().judged();
        long judgedAgain = replay.activationTrace().judged();
        assertTrue(judgedAgain * 3 < judged, "judged " + judgedAgain + " candidates again of " + judged);
    }
}
