package dev.spellspeed.script.check;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.TwoArgFunction;

import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptError;

/**
 * Names the API function behind an {@code attempt to call nil} error.
 *
 * <p>LuaJ's message does not say what was called (Lua 5.3 would say {@code (field
 * 'CreateEffect')}), so while the bindings are incomplete almost every failure reads the same.
 * The recorder gives each API table ({@code Duel}, {@code Card}, {@code Effect}, {@code Group},
 * {@code Debug} and the prelude's {@code aux}) that has no metatable of its own an {@code __index}
 * function that notes the last undefined name looked up and returns nil, exactly what a plain
 * table returns. When the call then fails, the noted name is the culprit if it appears on the
 * failing source line; otherwise (a probe such as {@code if Duel.X then} followed by some other
 * nil call) the recorder says nothing rather than guess.
 *
 * <p>Method calls reach it too: a card's lookups fall back from its {@code c<code>} table to
 * {@code Card}, so {@code c:EnableReviveLimit()} is noted as {@code Card.EnableReviveLimit}.
 * Only the checker's sandboxes get a recorder; duels are untouched.
 */
final class MissingApiRecorder {

    /** The tables watched: the API tables and utility.lua's helper table. */
    static final List<String> WATCHED = Stream.concat(DuelScripts.API_TABLES.stream(), Stream.of("aux")).toList();

    private static final String CALL_NIL = "attempt to call nil";
    /** How the host words it when it could name the call (see ErrorWording). */
    private static final String CALL_NIL_VALUE = "attempt to call a nil value";

    private String table;
    private String key;

    private MissingApiRecorder() {
    }

    /** Watches the API tables of one sandbox. */
    static MissingApiRecorder attach(Globals globals) {
        MissingApiRecorder recorder = new MissingApiRecorder();
        Set<LuaValue> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (String name : WATCHED) {
            LuaValue value = globals.rawget(name);
            // a table the bindings gave a metatable keeps it: never change what they built
            if (value.istable() && value.getmetatable() == null && seen.add(value)) {
                LuaTable meta = new LuaTable();
                meta.rawset(LuaValue.INDEX, recorder.new Lookup(name));
                value.setmetatable(meta);
            }
        }
        return recorder;
    }

    /**
     * The missing function behind {@code error}, e.g. {@code Effect.CreateEffect}, or null when
     * the error is not a nil call or the culprit is not certain.
     */
    String culprit(ScriptError error) {
        if (key == null || error.kind() != ScriptError.Kind.RUNTIME || !(error.message().startsWith(CALL_NIL) || error.message().startsWith(CALL_NIL_VALUE))
                || error.file() == null || error.line() <= 0) {
            return null;
        }
        String source = sourceLine(Path.of(error.file()), error.line());
        if (source == null || !Pattern.compile("[.:]\\s*" + Pattern.quote(key) + "\\b").matcher(source).find()) {
            return null;
        }
        return table + "." + key;
    }

    private static String sourceLine(Path file, int line) {
        try {
            List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.ISO_8859_1));
            return line <= lines.size() ? lines.get(line - 1) : null;
        } catch (IOException | RuntimeException e) {
            return null; // e.g. a chunk loaded from a string: no file to look at
        }
    }

    /** The {@code __index} of one watched table. */
    private final class Lookup extends TwoArgFunction {
        private final String tableName;

        Lookup(String tableName) {
            this.tableName = tableName;
        }

        @Override
        public LuaValue call(LuaValue self, LuaValue name) {
            // metamethod probes ("__name", "__index", …) are not API lookups
            if (name.isstring() && !name.tojstring().startsWith("__")) {
                table = tableName;
                key = name.tojstring();
            }
            return NIL;
        }
    }
}
