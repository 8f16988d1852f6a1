package dev.spellspeed.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `spellspeed puzzle` runs a ygopro puzzle file to its starting position. */
class PuzzleCommandTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {}

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    private Path puzzle(String text) throws IOException {
        Path file = dir.resolve("puzzle.lua");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void aPuzzlePrintsItsOpponentOptionsHintAndBoard() throws IOException {
        Path file = puzzle("""
                Debug.SetAIName("Puzzle Master")
                Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN+DUEL_SIMPLE_AI,4)
                Debug.SetPlayerInfo(0,8000,0,0)
                Debug.SetPlayerInfo(1,1900,0,0)
                Debug.AddCard(14898066,0,0,LOCATION_HAND,0,POS_FACEDOWN)
                Debug.AddCard(44095762,1,1,LOCATION_SZONE,2,POS_FACEDOWN)
                Debug.AddCard(91152256,1,1,LOCATION_MZONE,2,POS_FACEUP_ATTACK)
                Debug.ReloadFieldEnd()
                Debug.ShowHint("Win this turn!")
                aux.BeginPuzzle()
                """);
        Result result = run("puzzle", file.toString());
        assertEquals(0, result.status(), result.err());
        String out = result.out();
        assertTrue(out.contains("opponent: Puzzle Master"), out);
        assertTrue(out.contains("master rule: 4"), out);
        assertTrue(out.contains("options: DUEL_ATTACK_FIRST_TURN, DUEL_SIMPLE_AI"), out);
        assertTrue(out.contains("hint: Win this turn!"), out);
        assertTrue(out.contains("player 1: LP 1900"), out);
        assertTrue(out.contains("hand: Vorse Raider#1"), out);
        assertTrue(out.contains("monsters: Celtic Guardian#3 [2, face-up Attack]"), out);
        assertTrue(out.contains("spells/traps: Mirror Force#2 [2, Set]"), out);
    }

    @Test
    void anUnknownCardIsSkippedWithAWarningNamingFileAndLine() throws IOException {
        Path file = puzzle("Debug.ReloadFieldBegin(0)\nDebug.AddCard(12345,0,0,LOCATION_HAND,0,POS_FACEDOWN)\n"
                + "Debug.AddCard(14898066,0,0,LOCATION_HAND,0,POS_FACEDOWN)\n");
        Result result = run("puzzle", file.toString());
        assertEquals(0, result.status(), result.err());
        assertTrue(result.err().contains("warning: ") && result.err().contains("puzzle.lua:2: Debug.AddCard: unknown card code 12345"),
                result.err());
        assertTrue(result.out().contains("hand: Vorse Raider#1"), result.out());
    }

    @Test
    void strictRefusesAnUnknownCardNamingFileAndLine() throws IOException {
        Path file = puzzle("Debug.ReloadFieldBegin(0)\nDebug.AddCard(12345,0,0,LOCATION_HAND,0,POS_FACEDOWN)\n");
        Result result = run("puzzle", "--strict", file.toString());
        assertEquals(2, result.status());
        assertTrue(result.err().contains("puzzle.lua:2: Debug.AddCard: argument 1: unknown card code 12345"), result.err());
    }

    @Test
    void twoCardsInOneZoneLoadWithAWarningAndStrictRefusesThem() throws IOException {
        Path file = puzzle("""
                Debug.ReloadFieldBegin(0)
                Debug.AddCard(91152256,1,1,LOCATION_MZONE,2,POS_FACEUP_ATTACK)
                Debug.AddCard(14898066,1,1,LOCATION_MZONE,2,POS_FACEUP_ATTACK)
                """);
        Result tolerant = run("puzzle", "--json", file.toString());
        assertEquals(0, tolerant.status(), tolerant.err());
        assertTrue(tolerant.out().contains("\"warnings\":[\"") && tolerant.out().contains("puzzle.lua:3: Debug.AddCard"),
                tolerant.out());
        Result strict = run("puzzle", "--strict", file.toString());
        assertEquals(2, strict.status());
        assertTrue(strict.err().contains("puzzle.lua:3: Debug.AddCard"), strict.err());
    }

    @Test
    void aDirectoryOfPuzzlesIsSurveyedOneLineEach() throws IOException {
        Path good = dir.resolve("a_good.lua");
        Files.writeString(good, "Debug.ReloadFieldBegin(0)\nDebug.AddCard(14898066,0,0,LOCATION_HAND,0,POS_FACEDOWN)\n");
        Path mistaken = dir.resolve("b_mistaken.lua");
        Files.writeString(mistaken, "Debug.ReloadFieldBegin(0)\nDebug.AddCard(14898066,0,0,LOCATION_MZONE,0,POS_FACEDOWN)\n");
        Path broken = dir.resolve("c_broken.lua");
        Files.writeString(broken, "Debug.ReloadFieldBegin(DUEL_MODE_RUSH+DUEL_SIMPLE_AI,0)\n");
        Result result = run("puzzle", dir.toString());
        assertEquals(1, result.status(), result.err());
        String out = result.out();
        assertTrue(out.contains("start    " + good), out);
        assertTrue(out.contains("start    " + mistaken + " — 1 warning"), out);
        assertTrue(out.contains("refused  " + broken + ": "), out);
        assertTrue(out.contains("3 puzzles: 2 reach their starting position (1 with warnings), 1 refused"), out);
    }

    @Test
    void reloadingTheFieldAfterPlacingCardsIsRefused() throws IOException {
        Path file = puzzle("Debug.AddCard(14898066,0,0,LOCATION_HAND,0,POS_FACEDOWN)\nDebug.ReloadFieldBegin(0)\n");
        Result result = run("puzzle", file.toString());
        assertEquals(2, result.status());
        assertTrue(result.err().contains("call it before the first Debug.AddCard"), result.err());
    }
}
