package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.replay.Replay;
import dev.spellspeed.replay.ReplayException;
import dev.spellspeed.replay.ReplayFiles;
import dev.spellspeed.replay.SourceFiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27, item 6: a replay is checked field by field (each problem one line naming the field, no
 * number narrowed to fit), and it records the content of the files its duel loaded so a replay can
 * say which changed.
 */
class ReplayFieldsTest {
    @TempDir
    Path dir;
    private Path good;
    private String text;

    @BeforeEach
    void writeAGoodReplay() throws Exception {
        good = dir.resolve("good.json");
        ReplayFiles.write(Replay.of(DuelOptions.standard(3), HostileDuels.deck("bench-a.ydk"), HostileDuels.deck("bench-b.ydk"),
                List.of(new RecordedDecision(0, PromptKind.IDLE, List.of(2), "summon"))), good);
        text = Files.readString(good);
        assertEquals(3, ReplayFiles.read(good).options().seed()); // positive control: it reads
    }

    private String refusal(String from, String to) throws Exception {
        Path bad = dir.resolve("bad.json");
        String edited = text.replaceFirst(from, to);
        assertNotEquals(text, edited, "the field was edited");
        Files.writeString(bad, edited);
        return assertThrows(ReplayException.class, () -> ReplayFiles.read(bad)).getMessage();
    }

    @Test
    void aDecisionByAPlayerWhoDoesNotExistIsRefusedNamingTheField() throws Exception {
        assertEquals(dir.resolve("bad.json") + ": decisions[0].player: 3 is not a player (0 or 1)",
                refusal("\"player\":0", "\"player\":3"));
    }

    @Test
    void aSeedThatIsNotWholeIsRefusedNotRounded() throws Exception {
        assertEquals(dir.resolve("bad.json") + ": options.seed: 3.5 is not a whole number from "
                + Long.MIN_VALUE + " to " + Long.MAX_VALUE, refusal("\"seed\":3", "\"seed\":3.5"));
    }

    @Test
    void aCardCodeBeyond32BitsIsRefusedNotCut() throws Exception {
        String message = refusal("\"main\":\\[(\\d+)", "\"main\":[4294967297");
        assertEquals(dir.resolve("bad.json") + ": deck0.main[0]: 4294967297 is not a card code", message);
    }

    @Test
    void anUnknownPromptKindIsNamed() throws Exception {
        assertEquals(dir.resolve("bad.json") + ": decisions[0].kind: \"IDOL\" is not a prompt kind",
                refusal("\"kind\":\"IDLE\"", "\"kind\":\"IDOL\""));
    }

    @Test
    void aMissingChoiceIsNamed() throws Exception {
        assertEquals(dir.resolve("bad.json") + ": decisions[0].choice: missing", refusal("\"choice\":\\[2\\],", ""));
    }

    @Test
    void theFilesADuelLoadedAreRecordedAndAChangedOrMissingOneIsNamed() throws Exception {
        Path script = Files.writeString(dir.resolve("c123.lua"), "-- one");
        Path gone = Files.writeString(dir.resolve("c456.lua"), "-- two");
        Path same = Files.writeString(dir.resolve("c789.lua"), "-- three");
        SortedMap<String, String> recorded = SourceFiles.hashes(List.of(script, gone, same));
        Path withFiles = dir.resolve("files.json");
        ReplayFiles.write(ReplayFiles.read(good).withFiles(recorded), withFiles);
        assertEquals(recorded, ReplayFiles.read(withFiles).files()); // written and read back

        assertEquals(List.of(), SourceFiles.differences(recorded, name -> Optional.of(dir.resolve(name)))); // control
        Files.writeString(script, "-- one, edited");
        Files.delete(gone);
        Map<String, Path> present = Map.of("c123.lua", script, "c789.lua", same);
        assertEquals(List.of("c123.lua: changed since the replay was recorded (now " + script + ")",
                        "c456.lua: missing (the replay's duel loaded it; none is found now)"),
                SourceFiles.differences(recorded, name -> Optional.ofNullable(present.get(name))));
    }
}
