package dev.spellspeed.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

/** Table and column names of the ygopro {@code cards.cdb} schema, shared by the reader and the writer. */
final class CdbSchema {
    static final String DATAS = "datas";
    static final String TEXTS = "texts";

    static final List<String> DATAS_COLUMNS = List.of(
            "id", "ot", "alias", "setcode", "type", "atk", "def", "level", "race", "attribute", "category");

    static final List<String> TEXTS_COLUMNS = textsColumns();

    /** Byte-for-byte the statement ygopro's own {@code cards.cdb} was created with. */
    static final String CREATE_DATAS = createTable(DATAS, DATAS_COLUMNS, "integer");

    /** Byte-for-byte the statement ygopro's own {@code cards.cdb} was created with. */
    static final String CREATE_TEXTS = createTable(TEXTS, TEXTS_COLUMNS, "text");

    private CdbSchema() {}

    /** Quotes a column name: {@code desc} is an SQL keyword. */
    static String quote(String column) {
        return '"' + column + '"';
    }

    static String columnList(String tableAlias, List<String> columns) {
        return columns.stream().map(column -> tableAlias + "." + quote(column)).collect(Collectors.joining(", "));
    }

    static String placeholders(int count) {
        return String.join(",", Collections.nCopies(count, "?"));
    }

    private static String createTable(String table, List<String> columns, String valueType) {
        return "CREATE TABLE " + table + "(" + columns.stream()
                .map(column -> column.equals("id") ? "id integer primary key" : column + " " + valueType)
                .collect(Collectors.joining(",")) + ")";
    }

    private static List<String> textsColumns() {
        List<String> columns = new ArrayList<>(List.of("id", "name", "desc"));
        for (int i = 1; i <= CardData.STRING_COUNT; i++) {
            columns.add("str" + i);
        }
        return List.copyOf(columns);
    }
}
