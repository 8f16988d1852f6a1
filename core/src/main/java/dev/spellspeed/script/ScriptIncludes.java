package dev.spellspeed.script;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.Varargs;
import org.luaj.vm2.lib.VarArgFunction;

/**
 * The sandbox's {@code require}, {@code dofile} and {@code loadfile}: custom card sets keep shared
 * helpers in one file that their scripts load ({@code require("expansions/script/c37564765")},
 * {@code dofile("script/c"..code..".lua")}), and in their clients that worked. Here they load only
 * {@code .lua} files of the configured script directories, looked up like every other script file
 * (first directory wins), compiled through the host's prototype cache and run under the calling
 * callback's budgets.
 *
 * <p>What a name may be: a relative path whose leading {@code ./}, {@code expansions/} and
 * {@code script/} segments (the client layouts these sets were written for) are dropped, leaving a
 * plain file name. An absolute path, a drive letter, a {@code ..} segment, a further directory or a
 * file that is not {@code .lua} is refused with an error naming the rule; nothing else on disk can be
 * reached. {@code require} takes a module name ({@code .} and {@code /} separate segments, {@code .lua}
 * is appended), runs a file once per duel and returns what it returned (or true); {@code dofile}
 * runs the file each time and returns its results; {@code loadfile} returns the compiled chunk or
 * nil and a message. {@code require} of a standard library returns the sandbox's own table for
 * {@code string}, {@code table}, {@code math} and {@code bit}, and nil for the ones the sandbox
 * withholds ({@code io}, {@code os}, {@code debug}, {@code coroutine}, {@code package},
 * {@code luajava}, {@code utf8}): they stay absent, and a helper that only stores them (the
 * {@code os=require('os')} of a shared file) still loads.
 */
final class ScriptIncludes {

    private static final Set<String> PROVIDED_LIBRARIES = Set.of("string", "table", "math", "bit", "_G");
    private static final Set<String> WITHHELD_LIBRARIES =
            Set.of("io", "os", "debug", "coroutine", "package", "luajava", "utf8");

    private final ScriptDirectories directories;
    private final Function<Path, Prototype> compiler;
    private final Function<Prototype, LuaValue> instantiate;
    private final java.util.function.Consumer<Path> loaded;
    private final Map<String, LuaValue> required = new HashMap<>();

    /**
     * @param compiler    compiles a script file through the prototype cache; throws a {@link LuaError}
     *                    with "file:line: message" when it cannot
     * @param instantiate binds a compiled chunk to the duel's globals
     * @param loaded      told every file loaded, so the duel's source files (replays, test --watch) include it
     */
    ScriptIncludes(ScriptDirectories directories, Function<Path, Prototype> compiler,
            Function<Prototype, LuaValue> instantiate, java.util.function.Consumer<Path> loaded) {
        this.directories = directories;
        this.compiler = compiler;
        this.instantiate = instantiate;
        this.loaded = loaded;
    }

    /** Sets {@code require}, {@code dofile} and {@code loadfile} in the duel's globals. */
    void install(Globals globals) {
        globals.set("require", new VarArgFunction() {
            @Override
            public Varargs invoke(Varargs args) {
                return require(globals, args.arg1());
            }
        });
        globals.set("dofile", new VarArgFunction() {
            @Override
            public Varargs invoke(Varargs args) {
                Path file = resolveOrThrow("dofile", args.arg1(), false);
                return chunkOf(file).invoke(LuaValue.NONE);
            }
        });
        globals.set("loadfile", new VarArgFunction() {
            @Override
            public Varargs invoke(Varargs args) {
                try {
                    return chunkOf(resolveOrThrow("loadfile", args.arg1(), false));
                } catch (LuaError e) {
                    return LuaValue.varargsOf(LuaValue.NIL, LuaValue.valueOf(e.getMessage()));
                }
            }
        });
    }

    private Varargs require(Globals globals, LuaValue name) {
        if (!name.isstring()) {
            throw new LuaError("bad argument #1 to 'require' (string expected, got " + name.typename() + ")");
        }
        String module = name.tojstring();
        if (PROVIDED_LIBRARIES.contains(module)) {
            return module.equals("_G") ? globals : globals.get(module);
        }
        if (WITHHELD_LIBRARIES.contains(module)) {
            return LuaValue.NIL; // absent from the sandbox, and it stays so
        }
        Path file = resolveOrThrow("require", name, true);
        String key = file.getFileName().toString();
        LuaValue done = required.get(key);
        if (done != null) {
            return done;
        }
        LuaValue result = chunkOf(file).call(LuaValue.valueOf(module));
        LuaValue value = result.isnil() ? LuaValue.TRUE : result;
        required.putIfAbsent(key, value);
        return required.get(key);
    }

    private LuaValue chunkOf(Path file) {
        loaded.accept(file);
        return instantiate.apply(compiler.apply(file));
    }

    private Path resolveOrThrow(String function, LuaValue name, boolean module) {
        if (!name.isstring()) {
            throw new LuaError("bad argument #1 to '" + function + "' (string expected, got " + name.typename() + ")");
        }
        String request = name.tojstring();
        String fileName = fileName(request, module);
        if (fileName == null) {
            throw new LuaError(function + ": '" + request + "' is not a script of the script directories: only .lua "
                    + "files found there can be loaded (no absolute path, no '..', no other directory)");
        }
        Optional<Path> found = directories.find(fileName);
        if (found.isEmpty()) {
            throw new LuaError(function + ": cannot find '" + request + "' (" + fileName + ") in the script directories "
                    + directories.searchOrder());
        }
        return found.get();
    }

    /**
     * The plain file name a request names, or null when it may not be loaded.
     *
     * @param module true for a {@code require} module name: {@code .lua} is appended, and {@code .}
     *               separates segments as {@code /} does
     */
    static String fileName(String request, boolean module) {
        if (request.isEmpty() || request.indexOf('\0') >= 0 || request.contains(":")) {
            return null; // ':' covers drive letters and URLs
        }
        String path = request.replace('\\', '/');
        if (path.startsWith("/")) {
            return null;
        }
        if (module) {
            if (path.endsWith(".lua")) {
                path = path.substring(0, path.length() - 4); // require("x.lua"), meant as the file
            }
            if (path.contains("..")) {
                return null;
            }
            path = path.replace('.', '/') + ".lua";
        }
        List<String> segments = new ArrayList<>();
        for (String segment : path.split("/")) {
            if (segment.equals("..")) {
                return null;
            }
            if (!segment.isEmpty() && !segment.equals(".")) {
                segments.add(segment);
            }
        }
        // the client layouts: ygopro's script/ and a set's expansions/script/
        if (!segments.isEmpty() && segments.get(0).equals("expansions")) {
            segments.remove(0);
        }
        if (!segments.isEmpty() && segments.get(0).equals("script")) {
            segments.remove(0);
        }
        if (segments.size() != 1) {
            return null;
        }
        String file = segments.get(0);
        return file.endsWith(".lua") && file.length() > 4 ? file : null;
    }

    /** For {@link DuelScripts}: the compiler function that turns a read or syntax failure into a Lua error. */
    static Function<Path, Prototype> compilerOf(ScriptHost host) {
        return file -> {
            try {
                return host.cache().get(file, host.options().maxSourceBytes());
            } catch (IOException e) {
                throw new LuaError("cannot read " + file + ": " + e.getMessage());
            }
        };
    }
}
