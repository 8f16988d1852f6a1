package dev.spellspeed.cli;

import dev.spellspeed.simulate.SimulationRunner;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** The {@code spellspeed} command line. */
@Command(name = "spellspeed",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Spellspeed: a Yu-Gi-Oh! OCG rules engine whose card effects are Lua scripts.")
public final class Main {
    /**
     * The subcommands by name, in the order the usage help lists them. They are registered when a
     * command line is run rather than in the annotation, so that a run naming one of them builds only
     * that one's model: picocli reads every registered command's annotations and fields by reflection,
     * which was a third of the CPU {@code demo} spent before its first line (docs/performance.md).
     */
    static final Map<String, Supplier<Object>> SUBCOMMANDS = subcommands();

    private static Map<String, Supplier<Object>> subcommands() {
        Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
        commands.put("demo", DemoCommand::new);
        commands.put("duel", DuelCommand::new);
        commands.put("bench", BenchCommand::new);
        commands.put("replay", ReplayCommand::new);
        commands.put("db", DbCommand::new);
        commands.put("test", TestCommand::new);
        commands.put("check", CheckCommand::new);
        commands.put("puzzle", PuzzleCommand::new);
        commands.put("docs", DocsCommand::new);
        commands.put("soak", SoakCommand::new);
        commands.put("new", NewCommand::new);
        commands.put("lint", LintCommand::new);
        commands.put("stubs", StubsCommand::new);
        commands.put("simulate", SimulateCommand::new);
        commands.put("why", WhyCommand::new);
        commands.put("play", PlayCommand::new);
        commands.put("help", CommandLine.HelpCommand::new);
        return Collections.unmodifiableMap(commands);
    }

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
        RunCache.useCachedSqliteLibrary();
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
        CommandLine cli = new CommandLine(new Main(errIsTerminal));
        String chosen = subcommandNamed(args);
        for (Map.Entry<String, Supplier<Object>> command : SUBCOMMANDS.entrySet()) {
            if (chosen == null || chosen.equals(command.getKey())) {
                cli.addSubcommand(command.getKey(), command.getValue().get());
            }
        }
        return execute(cli, args, out, err);
    }

    /**
     * The subcommand a command line runs, when its first word names one; null when it names none, or
     * asks for help (whose listing and {@code help COMMAND} need every subcommand), or is mistyped
     * (picocli then suggests the nearest names).
     */
    static String subcommandNamed(String[] args) {
        if (args.length == 0 || "help".equals(args[0]) || !SUBCOMMANDS.containsKey(args[0])) {
            return null;
        }
        return args[0];
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
