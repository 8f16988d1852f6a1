package dev.spellspeed.cli;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.data.CardDbText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.Callable;

/**
 * {@code spellspeed db}: converts the card database to and from its text form and merges in rows
 * of other ygopro-schema databases. Every subcommand exits with 0 on success and 2, with one line
 * on stderr, on bad input.
 *
 * <p>{@code import} and {@code merge} write only to a file the user names ({@code --out}, else
 * {@code --db}): a default would be the bundled {@code cards.db}, and an author importing their three
 * cards would replace its 213 silently. A file they replace is kept as {@code FILE.bak}.
 */
@Command(name = "db",
        mixinStandardHelpOptions = true,
        description = "Export, import or merge the card database (SQLite, ygopro cards.cdb schema).",
        subcommands = {DbCommand.Export.class, DbCommand.Import.class, DbCommand.Merge.class})
public final class DbCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--db", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "The card database to read (default for export and merge: cards.db of the Spellspeed home); "
                    + "import and merge also write it unless --out is given.")
    Path db;

    /** {@code db} without a subcommand: say which ones exist. */
    @Override
    public Integer call() {
        spec.commandLine().getErr().println("spellspeed db: missing subcommand: export, import or merge");
        spec.commandLine().usage(spec.commandLine().getErr());
        return Main.BAD_INPUT;
    }

    Path database() {
        return db != null ? db : Home.cardsDb();
    }

    /**
     * The file {@code import} or {@code merge} writes: {@code --out}, else {@code --db}; never the
     * bundled database by default.
     */
    Path output(Path out, String command) throws CardDatabaseException {
        if (out != null) {
            return out;
        }
        if (db != null) {
            return db;
        }
        throw new CardDatabaseException("db " + command + ": name the database to write with --db FILE or --out FILE "
                + "(the bundled cards.db is never written by default; to change it, pass --db " + Home.cardsDb() + ")");
    }

    /**
     * Writes {@code cards} to {@code file} atomically; an existing {@code file} is first copied to
     * {@code file.bak} (replacing an older backup), so one mistaken import can be undone.
     *
     * @return the backup written, or null when {@code file} did not exist
     */
    static Path writeKeepingBackup(CardDatabase cards, Path file) throws CardDatabaseException {
        Path backup = null;
        if (Files.isRegularFile(file)) {
            backup = file.resolveSibling(file.getFileName() + ".bak");
            try {
                Files.copy(file, backup, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            } catch (IOException e) {
                throw new CardDatabaseException(backup + ": cannot keep a backup: " + Subcommand.describe(e)
                        + "; " + file + " was not changed", e);
            }
        }
        cards.write(file);
        return backup;
    }

    static String backupNote(Path backup) {
        return backup == null ? "" : " (the previous version is kept as " + backup + ")";
    }

    /** Shared by the subcommands: turns a failure into one line on stderr and exit status 2. */
    abstract static class Subcommand implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @ParentCommand
        DbCommand parent;

        @Override
        public final Integer call() {
            try {
                run(spec.commandLine().getOut());
                return 0;
            } catch (CardDatabaseException e) {
                spec.commandLine().getErr().println("spellspeed: " + e.getMessage());
                return Main.BAD_INPUT;
            }
        }

        abstract void run(PrintWriter out) throws CardDatabaseException;

        /** Java's messages for these are just the path; say what went wrong instead. */
        static String describe(IOException e) {
            if (e instanceof NoSuchFileException) {
                return "no such file or directory";
            }
            if (e instanceof AccessDeniedException) {
                return "permission denied";
            }
            return e.getMessage();
        }
    }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = "Write the text form of the database (one card per line, tab-separated) to FILE.")
    static final class Export extends Subcommand {
        @Parameters(paramLabel = "FILE", description = "The text file to write, or - for standard output.")
        String target;

        @Override
        void run(PrintWriter out) throws CardDatabaseException {
            CardDatabase cards = CardDatabase.load(parent.database());
            if (target.equals("-")) {
                write(cards, out);
                return;
            }
            Path file = Path.of(target);
            try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                write(cards, writer);
            } catch (IOException e) {
                throw new CardDatabaseException(file + ": cannot write: " + describe(e), e);
            }
            out.println("exported " + cards.size() + " cards to " + file);
        }

        private void write(CardDatabase cards, Writer writer) throws CardDatabaseException {
            try {
                CardDbText.export(cards, writer);
            } catch (IOException e) {
                throw new CardDatabaseException(target + ": cannot write: " + describe(e), e);
            }
        }
    }

    @Command(name = "import", mixinStandardHelpOptions = true,
            description = "Write a database (--out FILE, else --db FILE) holding the cards of a text file written by 'db export'.")
    static final class Import extends Subcommand {
        @Parameters(paramLabel = "FILE", description = "The text file to read.")
        Path source;

        @Option(names = "--out", paramLabel = "FILE", description = "The database to write (default: the --db file).")
        Path outFile;

        @Override
        void run(PrintWriter out) throws CardDatabaseException {
            CardDatabase cards;
            try (Reader reader = Files.newBufferedReader(source, StandardCharsets.UTF_8)) {
                cards = CardDbText.parse(reader, source.toString());
            } catch (NoSuchFileException e) {
                throw new CardDatabaseException(source + ": no such file");
            } catch (IOException e) {
                throw new CardDatabaseException(source + ": cannot read: " + describe(e), e);
            }
            Path target = parent.output(outFile, "import");
            Path backup = writeKeepingBackup(cards, target);
            out.println("imported " + cards.size() + " cards into " + target + backupNote(backup));
        }
    }

    @Command(name = "merge", mixinStandardHelpOptions = true,
            description = "Add the cards of another ygopro-schema database to the --db database (cards with the same id are "
                    + "replaced by the other's) and write the result to --out FILE, else to the --db file.")
    static final class Merge extends Subcommand {
        @Parameters(paramLabel = "OTHER", description = "The database to take cards from (e.g. a cards.cdb).")
        Path other;

        @Option(names = "--out", paramLabel = "FILE", description = "The database to write (default: the --db file).")
        Path outFile;

        @Override
        void run(PrintWriter out) throws CardDatabaseException {
            Path target = parent.output(outFile, "merge");
            CardDatabase base = CardDatabase.load(parent.database());
            CardDatabase added = CardDatabase.load(other);
            int replaced = 0;
            for (CardData card : added.all()) {
                if (base.contains(card.code())) {
                    replaced++;
                }
            }
            Path backup = writeKeepingBackup(base.merge(added), target);
            out.println("added " + (added.size() - replaced) + ", replaced " + replaced + " into " + target + backupNote(backup));
        }
    }
}
