package dev.spellspeed.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardNames;

/**
 * {@code spellspeed docs}: regenerates the parts of the documentation that are made from the
 * card set, so that they cannot drift from it.
 */
@Command(name = "docs",
        mixinStandardHelpOptions = true,
        description = "Regenerate the documentation made from the card set.",
        subcommands = {DocsCommand.Cards.class, DocsCommand.Api.class})
final class DocsCommand implements Callable<Integer> {
    /** Exit status of {@code --check} when a page is out of date. */
    static final int OUT_OF_DATE = 1;

    @Spec
    CommandSpec spec;

    /** {@code docs} without a subcommand: say which ones exist. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("spellspeed docs: missing subcommand: cards or api");
        spec.commandLine().usage(spec.commandLine().getErr());
        return Main.BAD_INPUT;
    }

    @Command(name = "cards", mixinStandardHelpOptions = true,
            description = {"Rewrite the table of docs/cards.md (every card with its id, name, kind, script and "
                    + "test count) from cards.db, scripts/ and scripts/tests/; the prose around it is kept.",
                    "Exit status: 0 done (or, with --check, up to date), 1 out of date (--check), 2 bad input."})
    static final class Cards implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--check", description = "Change nothing; exit with 1 when docs/cards.md is out of date.")
        boolean check;

        @Override
        public Integer call() {
            Path home = Home.home();
            CardDatabase cards = DuelSetup.loadCards(Home.cardsDb());
            String table = CardsPage.table(cards, home.resolve("scripts"),
                    TestMentions.scan(home.resolve("scripts").resolve("tests"), CardNames.of(cards)));
            return rewrite(home.resolve("docs").resolve("cards.md"), current -> CardsPage.splice(current, table),
                    CardsPage.REGENERATE, check, spec.commandLine().getOut());
        }

        static String read(Path page) {
            try {
                return Files.readString(page, StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                throw new UserError(page + ": no such file");
            } catch (IOException e) {
                throw new UserError(page + ": cannot read: " + e.getMessage());
            }
        }

        /** Where the page and its regenerated form part, so a failing check says what changed. */
        static String firstDifference(String current, String updated) {
            List<String> was = current.lines().toList();
            List<String> now = updated.lines().toList();
            int line = 0;
            while (line < was.size() && line < now.size() && was.get(line).equals(now.get(line))) {
                line++;
            }
            return "first difference at line " + (line + 1) + ":\n  now:         "
                    + (line < was.size() ? was.get(line) : "(end of file)") + "\n  regenerated: "
                    + (line < now.size() ? now.get(line) : "(end of file)");
        }
    }

    /**
     * Rewrites a page's generated part (or, with {@code check}, only says whether it is current).
     * Exit status: 0 done or current, {@link #OUT_OF_DATE} stale under {@code check}.
     */
    static int rewrite(Path page, java.util.function.UnaryOperator<String> regenerate, String command, boolean check,
                       PrintWriter out) {
        String current = Cards.read(page);
        String updated;
        try {
            updated = regenerate.apply(current);
        } catch (IllegalArgumentException e) {
            throw new UserError(page + ": " + e.getMessage());
        }
        if (updated.equals(current)) {
            out.println(page + " is up to date");
            return 0;
        }
        if (check) {
            out.println(page + " is out of date: run " + command);
            out.println(Cards.firstDifference(current, updated));
            return OUT_OF_DATE;
        }
        try {
            Files.writeString(page, updated, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError(page + ": cannot write: " + e.getMessage());
        }
        out.println("updated " + page);
        return 0;
    }

    @Command(name = "api", mixinStandardHelpOptions = true,
            description = {"Rewrite the API coverage table of docs/compatibility.md (every function of the reference "
                    + "ygopro API, whether Spellspeed implements it, and how many ygopro card scripts use it) from the "
                    + "bindings; the prose around it is kept.",
                    "Exit status: 0 done (or, with --check, up to date), 1 out of date (--check), 2 bad input."})
    static final class Api implements Callable<Integer> {
        static final String REGENERATE = "tools/spellspeed docs api";
        static final GeneratedSection SECTION = new GeneratedSection(
                "<!-- generated by " + REGENERATE + " from the bindings: do not edit by hand -->",
                "<!-- end of the generated API table -->");

        @Spec
        CommandSpec spec;

        @Option(names = "--check", description = "Change nothing; exit with 1 when docs/compatibility.md is out of date.")
        boolean check;

        @Override
        public Integer call() {
            Path home = Home.home();
            String table = dev.spellspeed.script.api.ApiCoverage.of(DuelSetup.scriptHost()).markdown();
            return rewrite(home.resolve("docs").resolve("compatibility.md"), current -> SECTION.splice(current, table),
                    REGENERATE, check, spec.commandLine().getOut());
        }
    }
}
