package dev.spellspeed.data;

import org.sqlite.SQLiteConfig;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

/** Writes card records to a fresh ygopro-schema SQLite file. */
final class CdbWriter {
    private CdbWriter() {}

    /**
     * Builds the database in a temporary file beside {@code file} and then moves it into place, so a
     * failure never leaves a half-written database and readers never see one.
     */
    static void write(CardDatabase database, Path file) throws CardDatabaseException {
        Path target = file.toAbsolutePath();
        Path directory = target.getParent();
        if (directory == null || !Files.isDirectory(directory)) {
            throw new CardDatabaseException(file + ": no such directory " + directory);
        }
        if (Files.isDirectory(target)) {
            throw new CardDatabaseException(file + ": is a directory");
        }
        Path temp = null;
        try {
            // SQLite creates the file itself, so it gets the usual permissions rather than createTempFile's 0600.
            temp = directory.resolve("." + target.getFileName() + "-" + UUID.randomUUID() + ".tmp");
            fill(database, temp);
            AtomicReplace.move(temp, target);
        } catch (IOException e) {
            String reason = e instanceof AccessDeniedException ? "permission denied" : e.getMessage();
            throw new CardDatabaseException(file + ": cannot write: " + reason, e);
        } catch (SQLException e) {
            throw new CardDatabaseException(file + ": cannot write: " + firstLine(e.getMessage()), e);
        } finally {
            deleteQuietly(temp);
        }
    }

    private static void fill(CardDatabase database, Path file) throws SQLException {
        try (Connection connection = new SQLiteConfig().createConnection("jdbc:sqlite:" + file)) {
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                statement.execute(CdbSchema.CREATE_DATAS);
                statement.execute(CdbSchema.CREATE_TEXTS);
            }
            try (PreparedStatement datas = connection.prepareStatement(insert(CdbSchema.DATAS, CdbSchema.DATAS_COLUMNS.size()));
                 PreparedStatement texts = connection.prepareStatement(insert(CdbSchema.TEXTS, CdbSchema.TEXTS_COLUMNS.size()))) {
                for (CardData card : database.all()) {
                    bindDatas(datas, card);
                    datas.addBatch();
                    bindTexts(texts, card);
                    texts.addBatch();
                }
                datas.executeBatch();
                texts.executeBatch();
            }
            connection.commit();
        }
    }

    private static String insert(String table, int columns) {
        return "INSERT INTO " + table + " VALUES(" + CdbSchema.placeholders(columns) + ")";
    }

    private static void bindDatas(PreparedStatement statement, CardData card) throws SQLException {
        statement.setInt(1, card.code());
        statement.setInt(2, card.ot());
        statement.setInt(3, card.alias());
        statement.setLong(4, card.setcode());
        statement.setLong(5, card.type());
        statement.setInt(6, card.attack());
        statement.setInt(7, card.rawDefense());
        statement.setLong(8, card.rawLevel());
        statement.setLong(9, card.race());
        statement.setLong(10, card.attribute());
        statement.setLong(11, card.category());
    }

    private static void bindTexts(PreparedStatement statement, CardData card) throws SQLException {
        statement.setInt(1, card.code());
        statement.setString(2, card.name());
        statement.setString(3, card.description());
        for (int i = 0; i < CardData.STRING_COUNT; i++) {
            statement.setString(4 + i, card.strings().get(i));
        }
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // Only a leftover temporary file; the caller already has the real outcome.
        }
    }

    private static String firstLine(String message) {
        String text = String.valueOf(message);
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}
