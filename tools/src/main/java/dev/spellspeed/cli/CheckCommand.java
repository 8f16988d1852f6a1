package dev.spellspeed.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.data.CardType;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.ScriptLookup;
import dev.spellspeed.script.api.ApiInstaller;
import dev.spellspeed.script.check.CheckCounts;
import dev.spellspeed.script.check.CheckFailure;
import dev.spellspeed.script.check.CheckReport;
import dev.spellspeed.script.check.MissingApiNeed;
import dev.spellspeed.script.check.CheckReportJson;
import dev.spellspeed.script.check.FailureCause;
import dev.spellspeed.script.check.ScriptChecker;
import dev.spellspeed.script.sandbox.SandboxOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.spellspeed.script.lint.LintFinding;
import dev.spellspeed.script.lint.LintReport;

/**
 * {@code spellspeed check}: compiles every script and runs every card's {@code initial_effect}
 * ({@link ScriptChecker}), or, with {@code --explain}, says where a card's files come from.
 * Exit status 0 when all is well, 1 when anything failed, 2 on bad input.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Compile every Lua script and run initial_effect for every card of the databases, "
                + "each card in a fresh duel; report every failure and a summary.",
                "Exit status: 0 all good, 1 when anything failed, 2 on bad input."})
final class CheckCommand implements Callable<Integer> {
    /** Exit status when a script failed. */
    static final int FAILED = 1;

    /** How many of the most frequent failure causes the text report lists. */
    static final int TOP_CAUSES = 10;
    static final int TOP_MISSING_API = 20;

    /**
     * The API bindings installed into every card's sandbox: the whole API, so a failure names a
     * function that is really missing (the failure causes group them).
     */
    static final ApiInstaller BINDINGS = ApiInstaller.FULL;

    @Spec
    CommandSpec spec;

    @Option(names = "--scripts", paramLabel = "DIR",
            description = "A script directory searched before the bundled scripts/ (repeatable; searched in the order given).")
    List<Path> scriptDirs = new ArrayList<>();

    @Option(names = "--db", paramLabel = "FILE",
            description = "A ygopro-schema card database merged over the bundled cards.db (repeatable; later files win).")
    List<Path> databases = new ArrayList<>();

    @Option(names = "--explain", paramLabel = "ID",
            description = "Only print which files card ID would be loaded from, and why.")
    Integer explain;

    @Option(names = "--json", description = "Print the report as JSON.")
    boolean json;

    @Option(names = "--strict", description = "Lint warnings fail the check too (lint errors always do), and script mistakes "
            + "that ygopro tolerates are errors (docs/compatibility.md).")
    boolean strict;

    @Option(names = "--no-lint", description = "Skip the static checks of 'spellspeed lint'.")
    boolean noLint;

    @Option(names = "--no-legacy",
            description = "Do not define the constants and aux helpers of older ygopro preludes for --scripts directories "
                    + "(docs/compatibility.md).")
    boolean noLegacy;

    @Override
    public Integer call() {
        ScriptDirectories directories = directories();
        CardDatabase cards = cards();
        // call tracking costs interpretation speed but gives full tracebacks, which is what a check is for
        ScriptHost host = new ScriptHost(directories, SandboxOptions.defaults().withTrackCalls(true))
                .withCompatibility(CardSources.legacy(scriptDirs, noLegacy).withStrict(strict));
        PrintWriter out = spec.commandLine().getOut();
        if (explain != null) {
            return explain(host, cards, out);
        }
        CheckReport report = new ScriptChecker(host, BINDINGS).check(cards);
        // the lint sees what running initial_effect cannot: mistakes inside conditions, costs, targets and operations
        LintReport lint = noLint ? null : LintCommand.run(List.of(), scriptDirs, databases, noLegacy);
        boolean passed = report.passed() && (lint == null || lint.passed(strict));
        if (json) {
            JsonObject root = JsonParser.parseString(CheckReportJson.toJson(report)).getAsJsonObject();
            if (lint != null) {
                JsonObject lintJson = JsonParser.parseString(lint.json()).getAsJsonObject();
                root.add("lint", lintJson);
                root.addProperty("passed", passed);
            }
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root));
        } else {
            printText(report, lint, passed, out);
        }
        return passed ? 0 : FAILED;
    }

    private ScriptDirectories directories() {
        for (Path dir : scriptDirs) {
            if (!Files.isDirectory(dir)) {
                throw new UserError(dir + ": no such directory");
            }
        }
        Path bundled = Home.home().resolve("scripts");
        if (!Files.isDirectory(bundled)) {
            throw new UserError(bundled + ": the bundled script directory is missing (is spellspeed.home right?)");
        }
        return ScriptDirectories.of(scriptDirs.stream().map(Path::toAbsolutePath).toList(), bundled);
    }

    private CardDatabase cards() {
        List<Path> files = new ArrayList<>();
        files.add(Home.cardsDb());
        files.addAll(databases);
        try {
            CardDatabase loaded = CardDatabase.loadAll(files);
            CardSources.warnSkipped(loaded, strict, spec.commandLine().getErr());
            return loaded;
        } catch (CardDatabaseException e) {
            throw new UserError(e.getMessage());
        }
    }

    // --- the report ---------------------------------------------------------------------------

    private static void printText(CheckReport report, LintReport lint, boolean passed, PrintWriter out) {
        out.println("script directories, in search order:");
        int i = 1;
        for (Path dir : report.directories()) {
            boolean bundled = i == report.directories().size();
            out.println("  " + i++ + ". " + dir + (bundled ? " (bundled)" : " (user)"));
        }
        if (!report.failures().isEmpty()) {
            out.println("failures:");
            for (CheckFailure failure : report.failures()) {
                out.println("  " + failure.line());
            }
        }
        CheckCounts c = report.counts();
        out.println("summary:");
        out.printf(Locale.ROOT, "  scripts found     %d (%d shadowed by a copy in an earlier directory)%n",
                c.scriptsFound(), c.shadowed());
        out.printf(Locale.ROOT, "  compiled          %d (%d failed)%n", c.compiled(), c.compileFailed());
        out.printf(Locale.ROOT, "  without a card    %d (card scripts whose id is not in the card databases)%n",
                c.scriptsWithoutCard());
        if (!report.unusedUserScripts().isEmpty()) {
            out.printf(Locale.ROOT, "                    (%d of them in your directories: not failures, never loaded; e.g. %s)%n",
                    report.unusedUserScripts().size(), report.unusedUserScripts().get(0));
        }
        out.printf(Locale.ROOT, "  cards             %d%n", c.cards());
        out.printf(Locale.ROOT, "  initial_effect    %d run: %d succeeded, %d failed%n",
                c.initialEffectRun(), c.initialEffectSucceeded(), c.initialEffectFailed());
        out.printf(Locale.ROOT, "  missing scripts   %d%n", c.missingScripts());
        out.printf(Locale.ROOT, "  no script needed  %d (Normal monsters and tokens)%n", c.noScriptNeeded());
        out.printf(Locale.ROOT, "  not run           %d (script does not compile, or the prelude fails)%n",
                c.notRun());
        List<FailureCause> causes = report.causes();
        if (!causes.isEmpty()) {
            out.println("top failure causes:");
            for (FailureCause cause : causes.subList(0, Math.min(TOP_CAUSES, causes.size()))) {
                out.printf(Locale.ROOT, "  %6d  %s%n", cause.count(), cause.cause());
            }
            if (causes.size() > TOP_CAUSES) {
                out.println("  (" + (causes.size() - TOP_CAUSES) + " more causes; --json lists them all)");
            }
        }
        List<MissingApiNeed> missing = report.missingApi();
        if (!missing.isEmpty()) {
            out.println("most-needed missing API functions (scripts calling it; scripts that stopped at it first):");
            for (MissingApiNeed need : missing.subList(0, Math.min(TOP_MISSING_API, missing.size()))) {
                out.printf(Locale.ROOT, "  %6d  %-40s %6d%n", need.scripts(), need.function(), need.firstFailures());
            }
            if (missing.size() > TOP_MISSING_API) {
                out.println("  (" + (missing.size() - TOP_MISSING_API) + " more missing functions; --json lists them all)");
            }
        }
        if (!report.tolerated().isEmpty()) {
            out.println("warnings: " + report.tolerated().size() + " cards' initial_effect made script mistakes that ygopro "
                    + "tolerates, and so did the check (--strict makes them failures):");
            report.tolerated().entrySet().stream().limit(TOP_CAUSES)
                    .forEach(e -> out.println("  c" + e.getKey() + ": " + e.getValue()));
            if (report.tolerated().size() > TOP_CAUSES) {
                out.println("  (" + (report.tolerated().size() - TOP_CAUSES) + " more cards; --json lists them all)");
            }
        }
        out.printf(Locale.ROOT, "time: compile %s, initial_effect %s%n",
                seconds(report.timings().compile()), seconds(report.timings().initialEffects()));
        if (lint != null) {
            out.println("lint (" + lint.summary() + "):");
            for (LintFinding finding : lint.findings()) {
                out.println("  " + finding.formatted());
            }
        }
        if (passed) {
            out.println("result: OK");
        } else if (!report.passed()) {
            out.println("result: FAILED (" + report.failures().size() + " failures"
                    + (lint != null && lint.count(LintFinding.Severity.ERROR) > 0 ? ", " + lint.count(LintFinding.Severity.ERROR) + " lint errors" : "")
                    + ")");
        } else {
            out.println("result: FAILED (" + lint.count(LintFinding.Severity.ERROR) + " lint errors"
                    + (lint.count(LintFinding.Severity.ERROR) == 0 ? ", " + lint.count(LintFinding.Severity.WARNING) + " lint warnings with --strict" : "")
                    + ")");
        }
    }

    private static String seconds(Duration d) {
        return String.format(Locale.ROOT, "%.2f s", d.toNanos() / 1e9);
    }

    // --- --explain ----------------------------------------------------------------------------

    private int explain(ScriptHost host, CardDatabase cards, PrintWriter out) {
        if (explain <= 0) {
            throw new UserError("--explain: not a card id: " + explain);
        }
        Optional<CardData> card = cards.find(explain);
        boolean needsNoScript = card.isPresent()
                && (card.get().is(CardType.NORMAL) || card.get().is(CardType.TOKEN));
        List<ScriptLookup> lookups = new ArrayList<>();
        lookups.add(host.explain(ScriptDirectories.cardScriptName(explain)));
        for (String prelude : ScriptHost.PRELUDE) {
            lookups.add(host.explain(prelude));
        }
        boolean ok = true;
        for (ScriptLookup lookup : lookups) {
            boolean cardScript = lookup == lookups.get(0);
            boolean optional = cardScript ? needsNoScript : lookup.fileName().equals("procedure.lua");
            ok &= optional || lookup.supplier().isPresent();
        }
        if (json) {
            out.println(explainJson(card, needsNoScript, lookups, ok));
        } else {
            out.println("card " + explain + card.map(c -> " (" + c.name() + ")").orElse(": not in the card databases")
                    + (needsNoScript ? ", a Normal monster or token: needs no script" : ""));
            for (ScriptLookup lookup : lookups) {
                out.println(lookup.explain());
            }
            out.println("(procedure.lua is optional; every file is looked up on its own, "
                    + "the first directory that holds it wins)");
        }
        return ok ? 0 : FAILED;
    }

    private String explainJson(Optional<CardData> card, boolean needsNoScript, List<ScriptLookup> lookups,
            boolean ok) {
        JsonObject root = new JsonObject();
        root.addProperty("card", explain);
        card.ifPresent(c -> root.addProperty("name", c.name()));
        root.addProperty("needsScript", !needsNoScript);
        root.addProperty("ok", ok);
        JsonArray files = new JsonArray();
        for (ScriptLookup lookup : lookups) {
            JsonObject f = new JsonObject();
            f.addProperty("file", lookup.fileName());
            lookup.supplier().ifPresent(p -> f.addProperty("loadedFrom", p.toString()));
            JsonArray searched = new JsonArray();
            boolean used = false;
            for (ScriptLookup.Candidate candidate : lookup.searched()) {
                JsonObject s = new JsonObject();
                s.addProperty("directory", candidate.directory().toString());
                s.addProperty("bundled", candidate.bundled());
                String status = !candidate.present() ? "absent" : used ? "shadowed" : "used";
                used |= candidate.present();
                s.addProperty("status", status);
                searched.add(s);
            }
            f.add("searched", searched);
            files.add(f);
        }
        root.add("files", files);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root);
    }
}
