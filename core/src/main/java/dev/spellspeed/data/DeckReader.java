package dev.spellspeed.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads ygopro {@code .ydk} deck files.
 *
 * <p>The format: a {@code #main}, {@code #extra} or {@code !side} line starts a section; every other
 * non-blank line is either a comment (starting with {@code #}, such as {@code #created by ...}) or
 * one card id. As in ygopro, ids before any section header belong to the Main Deck. Surrounding
 * whitespace, CRLF line ends and a UTF-8 byte order mark are tolerated.
 *
 * <p>Each line is checked as it is read: it must be a number, a card in the database, and an
 * Extra Deck monster exactly when it is in {@code #extra} (the Side Deck may hold either). Then
 * the {@link DeckRules} are checked: section sizes, then copies per card name.
 */
public final class DeckReader {
    private static final Pattern CARD_ID = Pattern.compile("[0-9]{1,10}");

    private DeckReader() {}

    /** The largest .ydk file read: 150 cards of 9-digit ids with comments fit in a tenth of it. */
    public static final int MAX_FILE_BYTES = 64 * 1024;

    /**
     * Reads and checks a deck file.
     *
     * @throws DeckException naming the file, and the line where one card is at fault
     */
    public static Deck read(Path file, CardDatabase database, DeckRules rules) throws DeckException {
        try {
            // refused before reading: a 2-million-line file took 460 MB to be refused by the card count
            if (Files.size(file) > MAX_FILE_BYTES) {
                throw new DeckException(file + ": " + Files.size(file) + " bytes; a deck file has at most "
                        + MAX_FILE_BYTES + " bytes");
            }
        } catch (NoSuchFileException e) {
            throw new DeckException(file + ": no such file");
        } catch (IOException e) {
            throw new DeckException(file + ": cannot read: " + e.getMessage(), e);
        }
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(in, file.toString(), database, rules);
        } catch (NoSuchFileException e) {
            throw new DeckException(file + ": no such file");
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new DeckException(file + ": not UTF-8 text (is it a deck file?)", e);
        } catch (IOException e) {
            throw new DeckException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    /**
     * Reads and checks a deck from text; does not close {@code in}.
     *
     * @param sourceName names the deck in error messages, e.g. its file name
     * @throws DeckException naming {@code sourceName}, and the line where one card is at fault
     */
    public static Deck read(Reader in, String sourceName, CardDatabase database, DeckRules rules)
            throws DeckException {
        List<DeckEntry> entries;
        try {
            entries = readEntries(new BufferedReader(in), sourceName, database);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new DeckException(sourceName + ": not UTF-8 text (is it a deck file?)", e);
        } catch (IOException e) {
            throw new DeckException(sourceName + ": cannot read: " + e.getMessage(), e);
        }
        new DeckLimits(sourceName, rules).check(entries);
        return new Deck(ids(entries, DeckSection.MAIN), ids(entries, DeckSection.EXTRA), ids(entries, DeckSection.SIDE));
    }

    /**
     * Checks a deck given as cards (not read from a file) against the rules; a card at fault is
     * named with its section and its position there (1-based) in place of a line.
     *
     * @throws DeckException naming {@code sourceName} and the first problem
     */
    public static void check(List<CardData> main, List<CardData> extra, List<CardData> side, String sourceName,
            DeckRules rules) throws DeckException {
        List<DeckEntry> entries = new ArrayList<>();
        addAll(entries, main, DeckSection.MAIN);
        addAll(entries, extra, DeckSection.EXTRA);
        addAll(entries, side, DeckSection.SIDE);
        new DeckLimits(sourceName, rules).check(entries);
    }

    private static void addAll(List<DeckEntry> entries, List<CardData> cards, DeckSection section) {
        for (int i = 0; i < cards.size(); i++) {
            entries.add(new DeckEntry(cards.get(i), section, i + 1));
        }
    }

    private static List<DeckEntry> readEntries(BufferedReader lines, String source, CardDatabase database)
            throws DeckException, IOException {
        List<DeckEntry> entries = new ArrayList<>();
        DeckSection section = DeckSection.MAIN;
        int lineNumber = 0;
        for (String raw = lines.readLine(); raw != null; raw = lines.readLine()) {
            lineNumber++;
            String line = (lineNumber == 1 && raw.startsWith("\uFEFF") ? raw.substring(1) : raw).strip();
            DeckSection header = DeckSection.ofHeader(line);
            if (header != null) {
                section = header;
            } else if (!line.isEmpty() && !line.startsWith("#")) {
                entries.add(entry(line, section, database, source + ":" + lineNumber, lineNumber));
            }
        }
        return entries;
    }

    private static DeckEntry entry(String line, DeckSection section, CardDatabase database, String where, int lineNumber)
            throws DeckException {
        if (!CARD_ID.matcher(line).matches() || Long.parseLong(line) > Integer.MAX_VALUE) {
            throw new DeckException(where + ": bad line '" + shorten(line) + "'; expected a card id");
        }
        int id = Integer.parseInt(line);
        CardData card = database.find(id)
                .orElseThrow(() -> new DeckException(where + ": unknown card id " + id));
        if (section == DeckSection.MAIN && card.isExtraDeckMonster()) {
            throw new DeckException(where + ": " + card + " is an Extra Deck monster; it belongs in #extra, not #main");
        }
        if (section == DeckSection.EXTRA && !card.isExtraDeckMonster()) {
            throw new DeckException(where + ": " + card
                    + " is not a Fusion, Synchro, Xyz or Link monster; it cannot be in #extra");
        }
        return new DeckEntry(card, section, lineNumber);
    }

    private static List<Integer> ids(List<DeckEntry> entries, DeckSection section) {
        return entries.stream().filter(e -> e.section() == section).map(e -> e.card().code()).toList();
    }

    private static String shorten(String line) {
        return line.length() > 40 ? line.substring(0, 40) + "..." : line;
    }
}
