package dev.spellspeed.cli;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardDatabaseException;
import dev.spellspeed.data.CardType;
import dev.spellspeed.effect.CountCode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code spellspeed new card ID --name NAME --kind monster|spell|trap [--set DIR]}: adds the card's
 * row to the set's own database ({@code DIR/cards.cdb}, created in the ygopro schema when missing;
 * never the bundled cards.db), writes its script skeleton {@code DIR/script/c<ID>.lua} and a first
 * test {@code DIR/tests/c<ID>_test.lua} that fails until the author writes an expectation.
 *
 * <p>Nothing is written unless everything can be: an id taken by the set or the bundled database,
 * or a file that already exists, is refused with the reason, and the database is only replaced once
 * complete.
 */
@Command(name = "card", mixinStandardHelpOptions = true,
        description = "Start a card: add its row to DIR/cards.cdb (created if needed; never the bundled cards.db), "
                + "write DIR/script/c<ID>.lua with the effect skeleton of its kind and DIR/tests/c<ID>_test.lua, "
                + "a test that loads the card and fails until you write its first expectation.")
final class NewCardCommand implements Callable<Integer> {
    /** The kinds a new card can be, each with the type bits of its row. */
    enum Kind {
        MONSTER(CardType.MONSTER | CardType.EFFECT, "Effect Monster"),
        SPELL(CardType.SPELL, "Spell"),
        TRAP(CardType.TRAP, "Trap");

        final long type;
        private final String words;

        Kind(long type, String words) {
            this.type = type;
            this.words = words;
        }

        String words() {
            return words;
        }
    }

    /** The database file of a set, in its directory. */
    static final String SET_DATABASE = "cards.cdb";
    /** The set's script directory: pass it with --scripts. */
    static final String SET_SCRIPTS = "script";
    /** The set's test directory. */
    static final String SET_TESTS = "tests";

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "ID", description = "The card's id (passcode): 1 to 268435455 (0x0FFFFFFF).")
    long id;

    @Option(names = "--name", required = true, paramLabel = "NAME", description = "The card's name.")
    String name;

    @Option(names = "--kind", required = true, paramLabel = "KIND",
            description = "monster (an Effect Monster with an Ignition Effect), spell or trap.")
    String kind;

    @Option(names = "--set", paramLabel = "DIR", description = "The card set's directory (default: the current directory).")
    Path set = Path.of(".");

    @Option(names = "--level", paramLabel = "N", description = "A monster's Level (default 4).")
    int level = 4;

    @Option(names = "--atk", paramLabel = "N", description = "A monster's ATK (default 0; -2 for ?).")
    int attack = 0;

    @Option(names = "--def", paramLabel = "N", description = "A monster's DEF (default 0; -2 for ?).")
    int defense = 0;

    @Option(names = "--attribute", paramLabel = "NAME", description = "A monster's Attribute, as in ATTRIBUTE_<NAME> (default LIGHT).")
    String attribute = "LIGHT";

    @Option(names = "--race", paramLabel = "NAME", description = "A monster's Type, as in RACE_<NAME> (default WARRIOR).")
    String race = "WARRIOR";

    @Override
    public Integer call() {
        Kind cardKind = kind();
        int code = checkedId();
        if (name.isBlank() || name.chars().anyMatch(Character::isISOControl)) {
            throw new UserError("--name: a card name is one line of text");
        }
        Path directory = set.toAbsolutePath().normalize();
        Path database = directory.resolve(SET_DATABASE);
        Path script = directory.resolve(SET_SCRIPTS).resolve("c" + code + ".lua");
        Path test = directory.resolve(SET_TESTS).resolve("c" + code + "_test.lua");
        checkNotBundled(database);

        CardDatabase existing = setDatabase(database);
        refuseTakenId(code, existing, database);
        Path bundledScript = Home.home().resolve("scripts").resolve("c" + code + ".lua");
        for (Path file : List.of(script, test, bundledScript)) {
            if (Files.exists(file)) {
                throw new UserError(code + ": " + file + " already exists (choose another id, or edit that file)");
            }
        }
        CardData row = row(code, cardKind);

        boolean created = !Files.exists(database);
        try {
            Files.createDirectories(directory);
            existing.merge(CardDatabase.of(List.of(row))).write(database);
        } catch (IOException | CardDatabaseException e) {
            throw new UserError(database + ": cannot write: " + e.getMessage());
        }
        write(script, CardSkeleton.script(code, name, cardKind));
        write(test, CardSkeleton.test(code, name, cardKind));

        PrintWriter out = spec.commandLine().getOut();
        out.println("added " + name + " (" + code + ", " + cardKind.words() + ") to " + shown(database)
                + (created ? " (created)" : ""));
        out.println("wrote " + shown(script));
        out.println("wrote " + shown(test));
        out.println("run its test: spellspeed test --db " + shown(database) + " --scripts " + shown(script.getParent())
                + " " + shown(test));
        return 0;
    }

    private Kind kind() {
        try {
            return Kind.valueOf(kind.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UserError("--kind " + kind + ": expected monster, spell or trap");
        }
    }

    /** Ids use the low 28 bits: count limits add their flags above them (id | EFFECT_COUNT_CODE_OATH, …). */
    private int checkedId() {
        if (id <= 0) {
            throw new UserError(id + ": a card id is a positive number");
        }
        if (id >= CountCode.OATH) {
            throw new UserError(id + ": ids from " + CountCode.OATH + " (0x10000000) on collide with the count-limit code bits"
                    + " (SetCountLimit(1, id) adds EFFECT_COUNT_CODE_OATH, _DUEL and _CHAIN above the id): choose one below");
        }
        return (int) id;
    }

    private static void checkNotBundled(Path database) {
        Path bundled = Home.cardsDb();
        try {
            if (database.equals(bundled.toAbsolutePath().normalize())
                    || (Files.exists(database) && Files.exists(bundled) && Files.isSameFile(database, bundled))) {
                throw new UserError(database + " is the bundled card database: give your set a directory of its own with --set DIR");
            }
        } catch (IOException e) {
            throw new UserError(database + ": " + e.getMessage());
        }
    }

    private static CardDatabase setDatabase(Path database) {
        if (!Files.exists(database)) {
            return CardDatabase.of(List.of());
        }
        try {
            return CardDatabase.load(database);
        } catch (CardDatabaseException e) {
            throw new UserError(e.getMessage());
        }
    }

    private static void refuseTakenId(int code, CardDatabase set, Path database) {
        Optional<CardData> taken = set.find(code);
        String where = shown(database);
        if (taken.isEmpty()) {
            try {
                taken = CardDatabase.load(Home.cardsDb()).find(code);
                where = "the bundled cards.db";
            } catch (CardDatabaseException e) {
                throw new UserError(e.getMessage());
            }
        }
        if (taken.isPresent()) {
            throw new UserError(code + ": already the id of " + taken.get().name() + " in " + where + ": choose another id");
        }
    }

    private CardData row(int code, Kind cardKind) {
        if (cardKind != Kind.MONSTER) {
            return CardData.of(code, name, cardKind.type, 0, 0, 0, 0, 0, "");
        }
        if (level < 1 || level > 12) {
            throw new UserError("--level " + level + ": a Level is 1 to 12");
        }
        if (attack < -2 || defense < -2 || attack == -1 || defense == -1) {
            throw new UserError("--atk/--def: a value of 0 or more, or -2 for ?");
        }
        long attributeBits = constant("ATTRIBUTE_", attribute, "--attribute");
        long raceBits = constant("RACE_", race, "--race");
        return CardData.of(code, name, cardKind.type, attack, defense, level, raceBits, attributeBits, "");
    }

    /**
     * A ygopro constant's value, read from the bundled {@code scripts/constant.lua} that defines it
     * for every card script (so Spellspeed keeps one table of them).
     */
    private static long constant(String prefix, String given, String option) {
        String wanted = prefix + given.toUpperCase(Locale.ROOT);
        Path file = Home.home().resolve("scripts").resolve("constant.lua");
        Pattern line = Pattern.compile("^\\s*" + Pattern.quote(wanted) + "\\s*=\\s*0x([0-9a-fA-F]+)\\b");
        List<String> known = new ArrayList<>();
        try {
            for (String text : Files.readAllLines(file)) {
                Matcher m = line.matcher(text);
                if (m.find()) {
                    return Long.parseLong(m.group(1), 16);
                }
                Matcher any = Pattern.compile("^\\s*" + prefix + "([A-Z]+)\\s*=").matcher(text);
                if (any.find() && !any.group(1).equals("ALL")) {
                    known.add(any.group(1));
                }
            }
        } catch (IOException e) {
            throw new UserError(file + ": cannot read: " + e.getMessage());
        }
        throw new UserError(option + " " + given + ": unknown; one of " + String.join(", ", known));
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            throw new UserError(file + " already exists");
        } catch (IOException e) {
            throw new UserError(file + ": cannot write: " + e.getMessage());
        }
    }

    private static String shown(Path file) {
        Path here = Path.of("").toAbsolutePath();
        return file.startsWith(here) && !file.equals(here) ? here.relativize(file).toString() : file.toString();
    }
}
