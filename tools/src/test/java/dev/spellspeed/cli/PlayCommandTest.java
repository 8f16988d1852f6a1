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

/** {@code spellspeed play} refuses bad starts with one line and exit status 2, before any server starts. */
class PlayCommandTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @BeforeAll
    static void useTheRepositoryAsHome() {
        System.setProperty(Home.PROPERTY, REPO.toString());
    }

    private static String refused(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        assertEquals(Main.BAD_INPUT, status, out + "\n" + err);
        return err.toString();
    }

    @Test
    void badStartsAreRefusedWithOneLine() throws IOException {
        Path puzzle = Files.writeString(dir.resolve("p.lua"), "Debug.ReloadFieldBegin(0)\nDebug.AddCard(12345,0,0,LOCATION_HAND,0,POS_FACEDOWN)\n");
        assertTrue(refused("play", "--puzzle", puzzle.toString()).contains("p.lua:2: Debug.AddCard: argument 1: unknown card code 12345"));
        assertTrue(refused("play", "--puzzle", puzzle.toString(), "--deck0", "x.ydk").contains("one of them"));
        assertTrue(refused("play", "--test", "scripts/tests/examples/direct_attack.lua").contains("go together"));
        assertTrue(refused("play", "--test", REPO.resolve("scripts/tests/examples/direct_attack.lua").toString(),
                "--filter", "nope").contains("declares no test named 'nope'"));
        assertTrue(refused("play", "--player1", "nobody").contains("unknown player 'nobody'"));
        assertTrue(refused("play", "--port", "70000").contains("--port must be between 0 and 65535"));
        assertTrue(refused("play", "--puzzle", dir.resolve("missing.lua").toString()).contains("no such file"));
        assertTrue(refused("play", "--set", dir.resolve("no-set").toString()).contains("--set " + dir.resolve("no-set")
                + ": no such directory"));
    }
}
