package dev.spellspeed.cli;

import dev.spellspeed.simulate.SimulationRunner;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** The {@code spellspeed} command line. */
@Command(name = "spellspeed",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Spellspeed: a Yu-Gi-Oh! OCG rules engine whose card effects are Lua scripts.",
        subcommands = {
                DemoCommand.class,
                DuelCommand.class,
                BenchCommand.class,
                ReplayCommand.class,
                DbCommand.class,
                TestCommand.class,
                CheckCommand.class,
                PuzzleCommand.class,
                DocsCommand.class,
                SoakCommand.class,
                NewCommand.class,
                LintCommand.class,
                StubsCommand.class,
                SimulateCommand.class,
                WhyCommand.class,
                PlayCommand.class,
                CommandLine.HelpCommand.class})
public final class Main {
    /** Exit status for bad input (a missing file, an unknown card, a malformed replay). */
    public static final int BAD_INPUT = 2;

    /**
     * Set by the launcher to whether stderr is a terminal ({@code [ -t 2 ]}): Java cannot tell for
     * stderr alone. Without it, a console on stdin and stdout is taken as a sign of one.
     */
    static final String STDERR_TTY = "spellspeed.stderr.tty";

    private final boolean errIsTerminal;

    Main(boolean errIsTerminal) {
        this.errIsTerminal = errIsTerminal;
    }

    /** Whether the error stream is a terminal, so progress bars may be drawn on it. */
    boolean errIsTerminal() {
        return errIsTerminal;
    }

    public static void main(String[] args) {
        boolean terminal = Boolean.parseBoolean(System.getProperty(STDERR_TTY, String.valueOf(System.console() != null)));
        int status = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), terminal);
        System.exit(status);
    }

    /** Runs the CLI in-process (tests call this) and returns the exit status; {@code err} is no terminal. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, false);
    }

    /** Runs the CLI in-process, drawing progress bars on {@code err} only if it is a terminal. */
    public static int run(String[] args, PrintWriter out, PrintWriter err, boolean errIsTerminal) {
        return execute(new CommandLine(new Main(errIsTerminal)), args, out, err);
    }

    /**
     * Runs {@code simulate} in-process with its games played by {@code runner} (the Spark job's
     * main class does): the same arguments, checks, output and exit status as {@code spellspeed simulate}.
     */
    public static int simulate(String[] args, PrintWriter out, PrintWriter err, SimulationRunner runner) {
        return execute(new CommandLine(new SimulateCommand(runner)), args, out, err);
    }

    private static int execute(CommandLine cli, String[] args, PrintWriter out, PrintWriter err) {
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof UserError userError) {
                commandLine.getErr().println("spellspeed: " + userError.getMessage());
                return BAD_INPUT;
            }
            throw e;
        });
        int status = cli.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Main.class.getPackage().getImplementationVersion();
            return new String[] {"spellspeed " + (version == null ? "development build" : version)};
        }
    }
}
