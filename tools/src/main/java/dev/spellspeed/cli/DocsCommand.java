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

/**
 * {@code spellspeed docs}: regenerates the parts of the documentation that are made from the
 * card set, so that they cannot drift from it.
 */
@Command(name = "docs",
        mixinStandardHelpOptions = true,
        description = "Regenerate the documentation made from the card set.",
        subcommands = {DocsCommand.Cards.class})
final class DocsCommand implements Callable<Integer> {
    /** Exit status of {@code --check} when a page is out of date. */
    static final int OUT_OF_DATE = 1;

    @Spec
    CommandSpec spec;

    /** {@code docs} without a subcommand: say which ones exist. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("spellspeed docs: missing subcommand: cards");
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
            Path page = home.resolve("docs").resolve("cards.md");
            String current = read(page);
            String table = CardsPage.table(DuelSetup.loadCards(Home.cardsDb()), home.resolve("scripts"),
                    TestMentions.scan(home.resolve("scripts").resolve("tests")));
            String updated;
            try {
                updated = CardsPage.splice(current, table);
            } catch (IllegalArgumentException e) {
                throw new UserError(page + ": " + e.getMessage());
            }
            PrintWriter out = spec.commandLine().getOut();
            if (updated.equals(current)) {
                out.println(page + " is up to date");
                return 0;
            }
            if (check) {
                out.println(page + " is out of date: run " + CardsPage.REGENERATE);
                out.println(firstDifference(current, updated));
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

        private static String read(Path page) {
            try {
                return Files.readString(page, StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                throw new UserError(page + ": no such file");
            } catch (IOException e) {
                throw new UserError(page + ": cannot read: " + e.getMessage());
            }
        }

        /** Where the page and its regenerated form part, so a failing check says what changed. */
        private static String firstDifference(String current, String updated) {
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
}
