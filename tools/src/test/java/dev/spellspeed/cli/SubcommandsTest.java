package dev.spellspeed.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The subcommands are registered per run, only the named one when a run names one (a faster start):
 * every run still sees the command it asks for, and help still lists them all.
 */
class SubcommandsTest {
    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new String[] {String.valueOf(status), out.toString(), err.toString()};
    }

    @Test
    void eachRegisteredNameIsTheNameItsCommandDeclares() {
        for (Map.Entry<String, Supplier<Object>> entry : Main.SUBCOMMANDS.entrySet()) {
            Object command = entry.getValue().get();
            assertEquals(entry.getKey(), command.getClass().getAnnotation(Command.class).name(), command.getClass().getName());
        }
    }

    @Test
    void aRunNamingACommandRegistersThatCommandAlone() {
        assertEquals("demo", Main.subcommandNamed(new String[] {"demo", "--seed", "7"}));
        assertNull(Main.subcommandNamed(new String[] {"help", "demo"}), "help needs every command");
        assertNull(Main.subcommandNamed(new String[] {"dmeo"}), "a mistyped name is answered from every command");
        assertNull(Main.subcommandNamed(new String[] {"--version"}));
        assertNull(Main.subcommandNamed(new String[] {}));
    }

    @Test
    void theUsageHelpListsEveryCommand() {
        String[] result = run("--help");
        assertEquals("0", result[0], result[2]);
        for (String name : Main.SUBCOMMANDS.keySet()) {
            assertTrue(result[1].lines().anyMatch(line -> line.trim().startsWith(name + " ") || line.trim().equals(name)),
                    name + " is listed:\n" + result[1]);
        }
    }

    @Test
    void aCommandsOwnHelpNamesItUnderSpellspeed() {
        String[] result = run("demo", "--help");
        assertEquals("0", result[0], result[2]);
        assertTrue(result[1].startsWith("Usage: spellspeed demo "), result[1]);
        String[] viaHelp = run("help", "demo");
        assertEquals(result[1], viaHelp[1], "help demo prints the same usage");
    }

    @Test
    void aMistypedCommandIsRefusedWithTheNearestNames() {
        String[] result = run("dmeo");
        assertEquals(String.valueOf(CommandLine.ExitCode.USAGE), result[0]);
        assertTrue(result[2].contains("demo"), result[2]);
    }
}
