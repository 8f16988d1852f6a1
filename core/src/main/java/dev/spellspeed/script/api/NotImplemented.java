package dev.spellspeed.script.api;

import dev.spellspeed.script.DuelScripts;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.VarArgFunction;

import java.util.List;

/**
 * A function of the reference API that Spellspeed does not implement yet: calling it raises
 * {@code not implemented: Duel.X}, so a script fails at the call with a message naming it (and
 * {@code spellspeed check} can count it) instead of an {@code attempt to call nil}.
 */
public final class NotImplemented extends VarArgFunction {
    /** The message's fixed start, for tools that recognise it. */
    public static final String PREFIX = "not implemented: ";

    /** One stub per reference function; stateless, so every duel shares them. */
    private static final List<NotImplemented> STUBS = ReferenceApi.functions().stream()
            .map(f -> new NotImplemented(f.table(), f.name())).toList();

    /**
     * The stubs by API table, each table's in the order of {@link #STUBS} (so every table gets its keys in
     * the order it always did, and its layout and {@code pairs} order are unchanged), with their shared keys:
     * filling a duel's tables then looks each table up once instead of once per stub.
     */
    private static final List<TableStubs> BY_TABLE = byTable();

    private record TableStubs(LuaValue tableName, LuaValue[] keys, NotImplemented[] stubs) { }

    private final String table;
    private final String qualifiedName;

    private NotImplemented(String table, String name) {
        this.table = table;
        this.name = name;
        this.qualifiedName = table + "." + name;
    }

    @Override
    public Varargs invoke(Varargs args) {
        throw new LuaError(PREFIX + qualifiedName);
    }

    public String qualifiedName() {
        return qualifiedName;
    }

    /** Fills every reference function a duel's API tables lack with its stub. */
    static void fill(DuelScripts scripts) {
        for (TableStubs group : BY_TABLE) {
            LuaTable table = scripts.apiTable(group.tableName());
            LuaValue[] keys = group.keys();
            NotImplemented[] stubs = group.stubs();
            for (int i = 0; i < keys.length; i++) {
                if (table.rawget(keys[i]).isnil()) {
                    table.rawset(keys[i], stubs[i]);
                }
            }
        }
    }

    private static List<TableStubs> byTable() {
        java.util.Map<String, List<NotImplemented>> grouped = new java.util.LinkedHashMap<>();
        for (NotImplemented stub : STUBS) {
            grouped.computeIfAbsent(stub.table, t -> new java.util.ArrayList<>()).add(stub);
        }
        List<TableStubs> tables = new java.util.ArrayList<>();
        grouped.forEach((table, stubs) -> tables.add(new TableStubs(dev.spellspeed.script.LuaNames.of(table),
                stubs.stream().map(s -> dev.spellspeed.script.LuaNames.of(s.name)).toArray(LuaValue[]::new),
                stubs.toArray(NotImplemented[]::new))));
        return List.copyOf(tables);
    }

    /** The function named by a {@code not implemented: X} message, or null. */
    public static String functionIn(String message) {
        int at = message == null ? -1 : message.indexOf(PREFIX);
        if (at < 0) {
            return null;
        }
        String rest = message.substring(at + PREFIX.length());
        int end = 0;
        while (end < rest.length() && (Character.isLetterOrDigit(rest.charAt(end)) || rest.charAt(end) == '.'
                || rest.charAt(end) == '_')) {
            end++;
        }
        return rest.substring(0, end);
    }
}
