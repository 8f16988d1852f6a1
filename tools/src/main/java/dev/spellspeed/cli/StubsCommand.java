package dev.spellspeed.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.script.stubs.LuaStubs;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code spellspeed stubs DIR}: LuaLS type stubs of the scripting API (see docs/editor.md). */
@Command(name = "stubs", mixinStandardHelpOptions = true,
        description = {"Write Lua language server stubs (---@meta) of every API table, function, callback signature "
                + "and constant into DIR, and an example .luarc.json. See docs/editor.md."})
final class StubsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "The directory to write (created if missing).")
    Path dir;

    @Option(names = "--scripts", paramLabel = "DIR",
            description = "A script directory searched before the bundled scripts/ for the prelude (repeatable).")
    List<Path> scriptDirs = new ArrayList<>();

    @Override
    public Integer call() {
        Path bundled = Home.home().resolve("scripts");
        if (!Files.isDirectory(bundled)) {
            throw new UserError(bundled + ": the bundled script directory is missing (is spellspeed.home right?)");
        }
        for (Path d : scriptDirs) {
            if (!Files.isDirectory(d)) {
                throw new UserError(d + ": no such directory");
            }
        }
        ScriptHost host = new ScriptHost(ScriptDirectories.of(scriptDirs.stream().map(Path::toAbsolutePath).toList(), bundled),
                SandboxOptions.defaults());
        Map<String, String> files = LuaStubs.of(host);
        try {
            Files.createDirectories(dir);
            for (Map.Entry<String, String> file : files.entrySet()) {
                Files.writeString(dir.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
            }
            Files.writeString(dir.resolve("luarc.example.json"), luarc(dir), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError(dir + ": cannot write: " + e.getMessage());
        }
        spec.commandLine().getOut().println("wrote " + String.join(", ", files.keySet()) + " and luarc.example.json to " + dir);
        return 0;
    }

    /** An example .luarc.json: Lua 5.3, these stubs as a library, the sandbox's missing libraries disabled. */
    static String luarc(Path dir) {
        String library = dir.toAbsolutePath().normalize().toString().replace("\\", "\\\\").replace("\"", "\\\"");
        return "{\n"
                + "  \"$schema\": \"https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json\",\n"
                + "  \"runtime.version\": \"Lua 5.3\",\n"
                + "  \"workspace.library\": [\"" + library + "\"],\n"
                + "  \"workspace.checkThirdParty\": false,\n"
                + "  \"diagnostics.globals\": [\"self_table\", \"self_code\"],\n"
                + "  \"runtime.builtin\": {\"io\": \"disable\", \"os\": \"disable\", \"debug\": \"disable\", \"package\": \"disable\", \"coroutine\": \"disable\"}\n"
                + "}\n";
    }
}
