package dev.spellspeed.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The text form of a card database, for review and diffs.
 *
 * <p>UTF-8, {@code \n} line ends. The first line is {@link #HEADER}; then one card per line in
 * ascending id order, tab-separated, in the column order of the ygopro tables: {@code id ot alias
 * setcode type atk def level race attribute category name desc str1 .. str16}.
 * <ul>
 *   <li>{@code id ot alias atk def} are decimal; {@code setcode type race attribute category} are
 *       hexadecimal with a {@code 0x} prefix; {@code level} is decimal unless pendulum scales are
 *       packed into it, then hexadecimal. When parsing, every number may be written either way.</li>
 *   <li>Text fields escape backslash, tab, newline and carriage return as {@code \\ \t \n \r}.</li>
 *   <li>Empty {@code str} columns at the end of a line are left out.</li>
 * </ul>
 * Blank lines are ignored when parsing; ids may come in any order but not twice.
 */
public final class CardDbText {
    private static final List<String> COLUMNS = columns();

    /** The column header, the first line of every export. */
    public static final String HEADER = String.join("\t", COLUMNS);

    private static final int TEXT_COLUMNS_START = CdbSchema.DATAS_COLUMNS.size();
    private static final int MIN_COLUMNS = TEXT_COLUMNS_START + 2;
    private static final int MAX_COLUMNS = MIN_COLUMNS + CardData.STRING_COUNT;
    private static final Pattern DECIMAL = Pattern.compile("-?[0-9]{1,19}");
    private static final Pattern HEX = Pattern.compile("0x[0-9a-fA-F]{1,16}");

    private CardDbText() {}

    /**
     * Why {@code header} is not {@link #HEADER}, with the header expected: an author who writes the
     * columns they use (up to str1, say) learns that all of them are needed.
     */
    static String headerMismatch(String header) {
        List<String> found = List.of(header.split("\t", -1));
        String detail;
        int column = 0;
        while (column < found.size() && column < COLUMNS.size() && found.get(column).equals(COLUMNS.get(column))) {
            column++;
        }
        if (column == found.size()) {
            detail = "the header ends after '" + (column == 0 ? "" : found.get(column - 1)) + "'; columns "
                    + COLUMNS.get(column) + " to " + COLUMNS.get(COLUMNS.size() - 1) + " are missing";
        } else if (column == COLUMNS.size()) {
            detail = "column " + (column + 1) + " ('" + found.get(column) + "') is one too many";
        } else {
            detail = "column " + (column + 1) + " is '" + found.get(column) + "' where '" + COLUMNS.get(column) + "' is expected";
        }
        return "the first line must be the column header, every column tab-separated (" + detail + "; "
                + "'spellspeed db export -' prints it): " + String.join(" ", COLUMNS);
    }

    /** Writes every card of {@code database} in the text form; does not close {@code out}. */
    public static void export(CardDatabase database, Writer out) throws IOException {
        out.write(HEADER);
        out.write('\n');
        for (CardData card : database.all()) {
            out.write(line(card));
            out.write('\n');
        }
        out.flush();
    }

    /**
     * Parses the text form; does not close {@code in}.
     *
     * @param sourceName names the input in error messages, e.g. the file name
     * @throws CardDatabaseException naming {@code sourceName} and the line, on any malformed line,
     *     a duplicate id, a missing header, or a read failure
     */
    public static CardDatabase parse(Reader in, String sourceName) throws CardDatabaseException {
        BufferedReader lines = new BufferedReader(in);
        Map<Integer, Integer> lineOfId = new HashMap<>();
        List<CardData> cards = new ArrayList<>();
        try {
            String header = lines.readLine();
            if (header == null) {
                throw new CardDatabaseException(sourceName + ": empty; expected the column header line");
            }
            if (!stripByteOrderMark(header).equals(HEADER)) {
                throw new CardDatabaseException(sourceName + ":1: not a card list: " + headerMismatch(stripByteOrderMark(header)));
            }
            int lineNumber = 1;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                String where = sourceName + ":" + lineNumber;
                CardData card = parseLine(line, where);
                Integer earlier = lineOfId.putIfAbsent(card.code(), lineNumber);
                if (earlier != null) {
                    throw new CardDatabaseException(where + ": duplicate id " + card.code() + " (first on line " + earlier + ")");
                }
                cards.add(card);
            }
        } catch (IOException e) {
            throw new CardDatabaseException(sourceName + ": cannot read: " + e.getMessage(), e);
        }
        return CardDatabase.of(cards);
    }

    static String line(CardData card) {
        List<String> fields = new ArrayList<>(MAX_COLUMNS);
        fields.add(Integer.toString(card.code()));
        fields.add(Integer.toString(card.ot()));
        fields.add(Integer.toString(card.alias()));
        fields.add(hex(card.setcode()));
        fields.add(hex(card.type()));
        fields.add(Integer.toString(card.attack()));
        fields.add(Integer.toString(card.rawDefense()));
        fields.add(card.rawLevel() >= 0 && card.rawLevel() <= 0xff ? Long.toString(card.rawLevel()) : hex(card.rawLevel()));
        fields.add(hex(card.race()));
        fields.add(hex(card.attribute()));
        fields.add(hex(card.category()));
        fields.add(TextEscapes.escape(card.name()));
        fields.add(TextEscapes.escape(card.description()));
        int used = CardData.STRING_COUNT;
        while (used > 0 && card.strings().get(used - 1).isEmpty()) {
            used--;
        }
        for (int i = 0; i < used; i++) {
            fields.add(TextEscapes.escape(card.strings().get(i)));
        }
        return String.join("\t", fields);
    }

    private static CardData parseLine(String line, String where) throws CardDatabaseException {
        String[] fields = line.split("\t", -1);
        if (fields.length < MIN_COLUMNS || fields.length > MAX_COLUMNS) {
            throw new CardDatabaseException(where + ": expected " + MIN_COLUMNS + " to " + MAX_COLUMNS
                    + " tab-separated columns, found " + fields.length);
        }
        Fields f = new Fields(fields, where);
        List<String> strings = new ArrayList<>(CardData.STRING_COUNT);
        for (int i = 0; i < CardData.STRING_COUNT; i++) {
            int column = MIN_COLUMNS + i;
            strings.add(column < fields.length ? f.text(column) : "");
        }
        return new CardData(f.integer(0), f.integer(1), f.integer(2), f.number(3), f.number(4),
                f.integer(5), f.integer(6), f.number(7), f.number(8), f.number(9), f.number(10),
                f.text(TEXT_COLUMNS_START), f.text(TEXT_COLUMNS_START + 1), strings);
    }

    /** The fields of one line, decoded with errors that name the line and column. */
    private record Fields(String[] values, String where) {
        long number(int column) throws CardDatabaseException {
            String value = values[column];
            try {
                if (HEX.matcher(value).matches()) {
                    return Long.parseUnsignedLong(value.substring(2), 16);
                }
                if (DECIMAL.matcher(value).matches()) {
                    return Long.parseLong(value);
                }
            } catch (NumberFormatException e) {
                throw error(column, "'" + value + "' is out of range");
            }
            throw error(column, "'" + value + "' is not a number");
        }

        int integer(int column) throws CardDatabaseException {
            long value = number(column);
            if (value != (int) value) {
                throw error(column, value + " is out of range");
            }
            return (int) value;
        }

        String text(int column) throws CardDatabaseException {
            try {
                return TextEscapes.unescape(values[column]);
            } catch (IllegalArgumentException e) {
                throw error(column, e.getMessage());
            }
        }

        private CardDatabaseException error(int column, String problem) {
            return new CardDatabaseException(where + ": column " + COLUMNS.get(column) + ": " + problem);
        }
    }

    private static String hex(long value) {
        return "0x" + Long.toHexString(value);
    }

    private static String stripByteOrderMark(String line) {
        return line.startsWith("\uFEFF") ? line.substring(1) : line;
    }

    private static List<String> columns() {
        List<String> columns = new ArrayList<>(CdbSchema.DATAS_COLUMNS);
        columns.addAll(CdbSchema.TEXTS_COLUMNS.subList(1, CdbSchema.TEXTS_COLUMNS.size()));
        return columns;
    }
}
