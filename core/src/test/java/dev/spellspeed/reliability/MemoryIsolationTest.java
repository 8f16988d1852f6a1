package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Issue 27, item 2: in a JVM with a 128 MiB heap, a duel whose script hoards tables and strings is
 * aborted by its memory budget before the heap is at risk, and the duels running beside it finish
 * with the same logs as without it.
 */
class MemoryIsolationTest {

    private static List<String> run(String mode) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-Xmx128m", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), IsolatedDuels.class.getName(), mode)
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), output);
        return output.lines().toList();
    }

    @Test
    void aHoardingDuelIsAbortedAndTheOthersFinishAsWithoutIt() throws Exception {
        List<String> alone = run("clean");
        List<String> beside = run("hoarder");
        assertEquals(3, alone.size(), alone.toString());
        assertEquals(alone, beside.subList(0, 3)); // positive control: the clean duels' logs, identical
        assertTrue(beside.get(3).startsWith("hoarder memory budget of 25165824 bytes"), beside.get(3));
    }
}
