package dev.spellspeed.script.lint;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.NotImplemented;
import dev.spellspeed.script.api.ScriptApi;

/**
 * What a card script's environment defines, read from a sandbox with the bindings installed and the
 * prelude ({@code constant.lua}, {@code utility.lua}) run: every global, every function of the API
 * tables and of {@code aux}, and which of them are stubs that raise "not implemented". The linter's
 * rules come from here, never from a hand-kept list, so they cannot drift from the bindings.
 */
public final class ApiNames {
    /** The tables whose fields the linter checks. */
    public static final List<String> TABLES = List.of("Duel", "Card", "Effect", "Group", "Debug", "aux");

    private final Set<String> globals;
    private final Map<String, Set<String>> fields;
    private final Set<String> methods;
    private final Set<String> notImplemented;

    private ApiNames(Set<String> globals, Map<String, Set<String>> fields, Set<String> methods, Set<String> notImplemented) {
        this.globals = globals;
        this.fields = fields;
        this.methods = methods;
        this.notImplemented = notImplemented;
    }

    /** Reads the environment of a duel opened on {@code host}. */
    public static ApiNames of(ScriptHost host) {
        DuelScripts scripts = host.openDuel(code -> null);
        ScriptApi.install(Rules.of(Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2))), scripts);
        LuaTable g = scripts.globals();
        Set<String> globals = new TreeSet<>(keys(g));
        Map<String, Set<String>> fields = new HashMap<>();
        Set<String> stubs = new HashSet<>();
        for (String table : TABLES) {
            LuaValue t = g.rawget(table);
            Set<String> names = new TreeSet<>();
            if (t.istable()) {
                names.addAll(keys(t.checktable()));
                for (String name : names) {
                    if (t.rawget(name) instanceof NotImplemented) {
                        stubs.add(table + "." + name);
                    }
                }
            }
            fields.put(table, names);
        }
        Set<String> methods = new TreeSet<>();
        for (String table : List.of("Card", "Effect", "Group")) {
            methods.addAll(fields.get(table));
        }
        // strings are indexed by the string library: ("%d"):format(x)
        LuaValue string = g.rawget("string");
        if (string.istable()) {
            methods.addAll(keys(string.checktable()));
        }
        return new ApiNames(Set.copyOf(globals), Map.copyOf(fields), Set.copyOf(methods), Set.copyOf(stubs));
    }

    private static List<String> keys(LuaTable table) {
        List<String> names = new ArrayList<>();
        LuaValue k = LuaValue.NIL;
        while (true) {
            Varargs next = table.next(k);
            k = next.arg1();
            if (k.isnil()) {
                return names;
            }
            if (k.type() == LuaValue.TSTRING) {
                names.add(k.tojstring());
            }
        }
    }

    /** Every global name (functions, tables, constants) the environment defines. */
    public Set<String> globals() {
        return globals;
    }

    /** The functions and fields of one of {@link #TABLES}. */
    public Set<String> fields(String table) {
        return fields.getOrDefault(table, Set.of());
    }

    /** Every name a method call ({@code x:Name()}) may use: Card, Effect, Group and string functions. */
    public Set<String> methods() {
        return methods;
    }

    /** Whether {@code Table.name} is bound only as a "not implemented" stub. */
    public boolean isNotImplemented(String table, String name) {
        return notImplemented.contains(table + "." + name);
    }
}
