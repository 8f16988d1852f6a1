package dev.spellspeed.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.lint.ApiNames;
import dev.spellspeed.script.lint.LintFinding;
import dev.spellspeed.script.lint.LintReport;
import dev.spellspeed.script.lint.ScriptLinter;
import dev.spellspeed.script.sandbox.SandboxOptions;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code spellspeed lint}: the static checks of {@link ScriptLinter} over card scripts. Exit status
 * 0 when no error was found (and, with {@code --strict}, no warning), 1 otherwise, 2 on bad input.
 */
@Command(name = "lint", mixinStandardHelpOptions = true,
        description = {"Check card scripts without running them: unknown API functions and constants (with "
                + "'did you mean'), callbacks that are nil, cost/target functions without a chk==0 branch, count "
                + "codes that collide with the count-code bits, aux.Stringid without its string, effects never "
                + "registered, new globals, unused locals. See docs/lint.md.",
                "Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 on bad input."})
final class LintCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Script files, or directories whose c<id>.lua files are linted (default: every --scripts "
                    + "directory, else the bundled scripts/).")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--scripts", paramLabel = "DIR",
            description = "A script directory searched before the bundled scripts/ for the prelude (repeatable).")
    List<Path> scriptDirs = new ArrayList<>();

    @Option(names = "--db", paramLabel = "FILE",
            description = "A card database merged over the bundled cards.db, for aux.Stringid strings (repeatable).")
    List<Path> databases = new ArrayList<>();

    @ArgGroup(exclusive = true)
    Output output = new Output();

    static final class Output {
        @Option(names = "--json", description = "Print the findings as JSON.")
        boolean json;

        @Option(names = "--sarif", paramLabel = "FILE", description = "Write the findings as SARIF 2.1.0 to FILE (- for standard output), for GitHub code scanning.")
        String sarif;
    }

    @Option(names = "--no-legacy",
            description = "Do not define the constants and aux helpers of older ygopro preludes for --scripts directories "
                    + "(docs/compatibility.md).")
    boolean noLegacy;

    @Option(names = "--strict", description = "Warnings fail too.")
    boolean strict;

    @Override
    public Integer call() {
        LintReport report = run(paths, scriptDirs, databases, noLegacy);
        PrintWriter out = spec.commandLine().getOut();
        if (output.json) {
            out.println(report.json());
        } else {
            for (LintFinding finding : report.findings()) {
                out.println(finding.formatted());
            }
            if (output.sarif != null) {
                if (output.sarif.equals("-")) {
                    out.println(report.sarif());
                    return report.passed(strict) ? 0 : CheckCommand.FAILED;
                }
                try {
                    Files.writeString(Path.of(output.sarif), report.sarif() + "\n", StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new UserError(output.sarif + ": cannot write: " + e.getMessage());
                }
            }
            if (!report.findings().isEmpty()) {
                StringBuilder rules = new StringBuilder();
                for (Map.Entry<String, Long> e : report.byRule().entrySet()) {
                    rules.append(rules.length() == 0 ? "" : ", ").append(e.getKey()).append(' ').append(e.getValue());
                }
                out.println("by rule: " + rules);
            }
            out.println(report.summary());
        }
        return report.passed(strict) ? 0 : CheckCommand.FAILED;
    }

    /** Lints {@code paths} (or the script directories) with names read from the bindings and prelude. */
    static LintReport run(List<Path> paths, List<Path> scriptDirs, List<Path> databases, boolean noLegacy) {
        for (Path dir : scriptDirs) {
            if (!Files.isDirectory(dir)) {
                throw new UserError(dir + ": no such directory");
            }
        }
        Path bundled = Home.home().resolve("scripts");
        if (!Files.isDirectory(bundled)) {
            throw new UserError(bundled + ": the bundled script directory is missing (is spellspeed.home right?)");
        }
        ScriptHost host = new ScriptHost(ScriptDirectories.of(scriptDirs.stream().map(Path::toAbsolutePath).toList(), bundled),
                SandboxOptions.defaults()).withCompatibility(CardSources.legacy(scriptDirs, noLegacy));
        List<Path> cardDbs = new ArrayList<>();
        cardDbs.add(Home.cardsDb());
        cardDbs.addAll(databases);
        CardDatabase cards;
        try {
            cards = CardDatabase.loadAll(cardDbs);
        } catch (CardDatabaseException e) {
            throw new UserError(e.getMessage());
        }
        ScriptLinter linter = new ScriptLinter(ApiNames.of(host), cards);
        List<Path> targets = paths.isEmpty() ? (scriptDirs.isEmpty() ? List.of(bundled) : scriptDirs) : paths;
        List<Path> files = new ArrayList<>();
        for (Path target : targets) {
            files.addAll(files(target));
        }
        List<LintFinding> findings = new ArrayList<>();
        for (Path file : files) {
            try {
                findings.addAll(linter.lint(file.toString(), Files.readAllBytes(file)));
            } catch (IOException e) {
                throw new UserError(file + ": cannot read: " + e.getMessage());
            }
        }
        return new LintReport(files.size(), findings);
    }

    private static List<Path> files(Path target) {
        if (Files.isRegularFile(target)) {
            return List.of(target);
        }
        if (!Files.isDirectory(target)) {
            throw new UserError(target + ": no such file or directory");
        }
        try (Stream<Path> list = Files.list(target)) {
            return list.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().matches("c\\d+\\.lua"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UserError(target + ": cannot list: " + e.getMessage());
        }
    }
}
