package dev.spellspeed.rules;

import dev.spellspeed.rules.turn.DuelRunner;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.decision.RecordingDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayException;
import dev.spellspeed.replay.ReplayFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A duel is a pure function of seed, decks, options and decisions. */
class DeterminismTest {
    private record Played(String log, Replay replay) {}

    private static Played play(long seed) {
        List<RecordedDecision> record = new ArrayList<>();
        DuelOptions options = DuelOptions.standard(seed);
        Duel duel = Duel.fromDecks(options, TestCards.DATABASE, TestCards.mixedDeck(), TestCards.mixedDeck(),
                new RecordingDecider(new RandomDecider(seed * 3), record),
                new RecordingDecider(new RandomDecider(seed * 5), record));
        new DuelRunner(Rules.of(duel)).play();
        return new Played(duel.log().text(), Replay.of(options, TestCards.mixedDeck(), TestCards.mixedDeck(), record));
    }

    @Test
    void theSameSeedAndDecisionsGiveTheSameLog() {
        assertEquals(play(7).log(), play(7).log());
    }

    @Test
    void anotherSeedGivesAnotherDuel() {
        assertNotEquals(play(7).log(), play(8).log());
    }

    @Test
    void aReplayReproducesTheLogByteForByte(@TempDir Path dir) throws IOException, ReplayException {
        Played original = play(11);
        Path file = dir.resolve("r.json");
        ReplayFiles.write(original.replay(), file);
        Replay replay = ReplayFiles.read(file);
        Duel again = replay.newDuel(TestCards.DATABASE);
        new DuelRunner(Rules.of(again)).play();
        assertEquals(original.log(), again.log().text());
    }

    @Test
    void aReplayFromAnotherFormatVersionIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("old.json");
        ReplayFiles.write(play(3).replay(), file);
        Files.writeString(file, Files.readString(file).replace("\"formatVersion\": " + dev.spellspeed.replay.Replay.FORMAT_VERSION, "\"formatVersion\": 99"));
        ReplayException e = assertThrows(ReplayException.class, () -> ReplayFiles.read(file));
        assertTrue(e.getMessage().contains("format version 99"), e.getMessage());
    }

    @Test
    void aMalformedReplayIsReportedNotCrashedOn(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.json");
        Files.writeString(file, "{ this is not json");
        ReplayException e = assertThrows(ReplayException.class, () -> ReplayFiles.read(file));
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
    }
}
