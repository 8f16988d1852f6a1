package dev.spellspeed.data;

import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteErrorCode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Reads a ygopro-schema SQLite file into card records, turning every failure into one-line messages. */
final class CdbReader {
    private static final int STRINGS_OFFSET = 3;

    private final Path file;
    /** Null: a card without a texts row refuses the file; else such cards are skipped and named here. */
    private final List<String> skipped;

    private CdbReader(Path file, List<String> skipped) {
        this.file = file;
        this.skipped = skipped;
    }

    static CardDatabase read(Path file) throws CardDatabaseException {
        return new CdbReader(file, null).read();
    }

    /**
     * Reads as ygopro's client does, which loads only the cards with a row in both tables: a
     * {@code datas} row without its {@code texts} row is skipped, and a warning naming it is added
     * to {@code skipped}.
     */
    static CardDatabase readSkippingTextless(Path file, List<String> skipped) throws CardDatabaseException {
        return new CdbReader(file, skipped).read();
    }

    private CardDatabase read() throws CardDatabaseException {
        if (!Files.exists(file)) {
            throw problem("no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw problem("not a regular file");
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        try (Connection connection = config.createConnection("jdbc:sqlite:" + file.toAbsolutePath())) {
            checkColumns(connection, CdbSchema.DATAS, CdbSchema.DATAS_COLUMNS);
            checkColumns(connection, CdbSchema.TEXTS, CdbSchema.TEXTS_COLUMNS);
            return CardDatabase.of(readCards(connection));
        } catch (SQLException e) {
            throw problem(describe(e), e);
        }
    }

    private void checkColumns(Connection connection, String table, List<String> required)
            throws SQLException, CardDatabaseException {
        Set<String> present = new HashSet<>();
        try (Statement statement = connection.createStatement();
             ResultSet columns = statement.executeQuery("PRAGMA table_info(" + table + ")")) {
            while (columns.next()) {
                present.add(columns.getString("name").toLowerCase(Locale.ROOT));
            }
        }
        if (present.isEmpty()) {
            throw problem("not a ygopro card database: no table " + table);
        }
        for (String column : required) {
            if (!present.contains(column)) {
                throw problem("table " + table + " has no column " + column);
            }
        }
    }

    private List<CardData> readCards(Connection connection) throws SQLException, CardDatabaseException {
        String query = "SELECT " + CdbSchema.columnList("d", CdbSchema.DATAS_COLUMNS) + ", "
                + CdbSchema.columnList("t", CdbSchema.TEXTS_COLUMNS)
                + " FROM datas d LEFT JOIN texts t ON t.id = d.id ORDER BY d.id";
        List<CardData> cards = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(query)) {
            while (rows.next()) {
                CardData card = readCard(rows);
                if (card != null) {
                    cards.add(card);
                }
            }
        }
        return cards;
    }

    /** Column indexes follow the query: 1-11 are datas columns, 12-30 texts columns. */
    private CardData readCard(ResultSet row) throws SQLException, CardDatabaseException {
        Object id = row.getObject(1);
        if (!(id instanceof Integer)) {
            throw problem("table datas has a row whose id is " + shown(id) + ", not a card id");
        }
        RowReader cells = new RowReader((Integer) id, row);
        int textsId = CdbSchema.DATAS_COLUMNS.size() + 1;
        if (row.getObject(textsId) == null) {
            if (skipped == null) {
                throw problem("card " + id + " has no row in table texts");
            }
            skipped.add(file + ": card " + id + " has no row in table texts: skipped, as ygopro's client skips it");
            return null;
        }
        List<String> strings = new ArrayList<>(CardData.STRING_COUNT);
        for (int i = 0; i < CardData.STRING_COUNT; i++) {
            strings.add(cells.text(textsId + STRINGS_OFFSET + i, false));
        }
        return new CardData(
                (Integer) id,
                cells.integer(2),
                cells.integer(3),
                cells.number(4),
                cells.number(5),
                cells.integer(6),
                cells.integer(7),
                cells.number(8),
                cells.number(9),
                cells.number(10),
                cells.number(11),
                cells.text(textsId + 1, true),
                cells.text(textsId + 2, false),
                strings);
    }

    /** Typed access to one joined row; a value of the wrong type is a corrupt row. */
    private final class RowReader {
        private final int id;
        private final ResultSet row;

        RowReader(int id, ResultSet row) {
            this.id = id;
            this.row = row;
        }

        long number(int column) throws SQLException, CardDatabaseException {
            Object value = row.getObject(column);
            if (value instanceof Integer || value instanceof Long) {
                return ((Number) value).longValue();
            }
            throw corrupt(column, value, "not an integer");
        }

        int integer(int column) throws SQLException, CardDatabaseException {
            long value = number(column);
            if (value != (int) value) {
                throw corrupt(column, value, "out of range");
            }
            return (int) value;
        }

        /** Descriptions and hint strings may be NULL in third-party databases; a name may not. */
        String text(int column, boolean required) throws SQLException, CardDatabaseException {
            Object value = row.getObject(column);
            if (value == null && !required) {
                return "";
            }
            if (value instanceof String text) {
                return text;
            }
            throw corrupt(column, value, "not text");
        }

        private CardDatabaseException corrupt(int column, Object value, String what) throws SQLException {
            String table = column <= CdbSchema.DATAS_COLUMNS.size() ? CdbSchema.DATAS : CdbSchema.TEXTS;
            String name = row.getMetaData().getColumnName(column);
            return problem("card " + id + ": " + table + "." + name + " is " + shown(value) + ", " + what);
        }
    }

    private static String shown(Object value) {
        if (value == null) {
            return "NULL";
        }
        if (value instanceof byte[] bytes) {
            return "a " + bytes.length + "-byte blob";
        }
        String text = value.toString();
        return value instanceof String ? "'" + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "'" : text;
    }

    private static String describe(SQLException e) {
        if (e.getErrorCode() == SQLiteErrorCode.SQLITE_NOTADB.code) {
            return "not an SQLite database";
        }
        if (e.getErrorCode() == SQLiteErrorCode.SQLITE_CORRUPT.code) {
            return "the database file is corrupt";
        }
        String message = String.valueOf(e.getMessage());
        int newline = message.indexOf('\n');
        return "cannot read: " + (newline < 0 ? message : message.substring(0, newline));
    }

    private CardDatabaseException problem(String what) {
        return new CardDatabaseException(file + ": " + what);
    }

    private CardDatabaseException problem(String what, Throwable cause) {
        return new CardDatabaseException(file + ": " + what, cause);
    }
}
