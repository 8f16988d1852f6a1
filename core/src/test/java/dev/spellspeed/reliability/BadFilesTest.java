package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.data.DeckException;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayException;
import dev.spellspeed.replay.ReplayFiles;

/**
 * Issue 27, item 6: bad deck and replay files are refused with one line, before a large one is
 * read whole.
 */
class BadFilesTest {

    @Test
    void aDeckFileOverItsLimitIsRefusedBeforeReading(@TempDir Path dir) throws Exception {
        Path huge = dir.resolve("huge.ydk");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(512L << 20); // sparse: reading it whole would take half a gigabyte
        }
        DeckException e = assertThrows(DeckException.class, () -> DeckReader.read(huge, HostileDuels.cards(), DeckRules.STANDARD));
        assertTrue(e.getMessage().contains("a deck file has at most 65536 bytes"), e.getMessage());
    }

    @Test
    void aDeckThatIsNotUtf8IsNamedSo(@TempDir Path dir) throws Exception {
        Path garbage = dir.resolve("garbage.ydk");
        Files.write(garbage, new byte[] {'#', 'm', 'a', 'i', 'n', '\n', (byte) 0xff, (byte) 0xfe, (byte) 0xc3, '\n'});
        DeckException e = assertThrows(DeckException.class, () -> DeckReader.read(garbage, HostileDuels.cards(), DeckRules.STANDARD));
        assertEquals(garbage + ": not UTF-8 text (is it a deck file?)", e.getMessage());
    }

    /** Positive control: a bundled deck reads. */
    @Test
    void aBundledDeckReads() throws Exception {
        assertEquals(40, DeckReader.read(Path.of("../decks/bench-a.ydk"), HostileDuels.cards(), DeckRules.STANDARD).main().size());
    }

    @Test
    void aReplayOverItsLimitIsRefusedBeforeReading(@TempDir Path dir) throws Exception {
        Path huge = dir.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(64L << 20);
        }
        ReplayException e = assertThrows(ReplayException.class, () -> ReplayFiles.read(huge));
        assertTrue(e.getMessage().contains("a replay file has at most 16777216 bytes"), e.getMessage());
    }

    @Test
    void aReplayWithBadOptionsIsOneLineNotAStackTrace(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good.json");
        ReplayFiles.write(Replay.of(DuelOptions.standard(3), HostileDuels.deck("bench-a.ydk"), HostileDuels.deck("bench-b.ydk"),
                List.of()), good);
        assertEquals(3, ReplayFiles.read(good).options().seed()); // positive control
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(good).replaceFirst("\"startingLp\": ?8000", "\"startingLp\":-5"));
        assertFalse(Files.readString(bad).equals(Files.readString(good)), "the option was edited");
        ReplayException e = assertThrows(ReplayException.class, () -> ReplayFiles.read(bad));
        assertTrue(e.getMessage().contains("starting LP must be positive: -5"), e.getMessage());
    }
}
