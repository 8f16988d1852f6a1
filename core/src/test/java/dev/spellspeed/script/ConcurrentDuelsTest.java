package dev.spellspeed.script;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;

import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * Duels on several threads share one host (prototype cache, string metatable) while some of them
 * run hostile scripts: each duel's budgets and results stay its own.
 */
class ConcurrentDuelsTest {

    @Test
    void hostileAndNormalDuelsOnSeveralThreads() throws Exception {
        ScriptHost host = new ScriptHost(
                ScriptDirectories.of(List.of(DuelScriptsTest.CARDS), DuelScriptsTest.BUNDLED),
                SandboxOptions.defaults().withInstructionLimit(500_000).withAllocationLimit(8 << 20));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                int n = i;
                results.add(pool.submit(() -> runDuel(host, n)));
            }
            for (int i = 0; i < results.size(); i++) {
                String expected = switch (i % 4) {
                    case 0 -> "INSTRUCTION_LIMIT";
                    case 1 -> "ALLOCATION_LIMIT";
                    default -> "sum " + (i * 1000 + 4950) + " " + "x".repeat(1000).length();
                };
                assertEquals(expected, results.get(i).get(60, TimeUnit.SECONDS), "duel " + i);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static String runDuel(ScriptHost host, int n) {
        DuelScripts duel = host.openDuel();
        duel.loadCardScript(100);
        String source = switch (n % 4) {
            case 0 -> "while true do end";
            case 1 -> "local t = {} for i = 1, 1e6 do t[i] = ('y'):rep(2^16) end";
            default -> "local s = 0 for i = 0, 99 do s = s + i end"
                    + " return 'sum ' .. (s + " + n + " * 1000) .. ' ' .. #(('x'):rep(1000))";
        };
        LuaValue f = duel.globals().load(source, "=duel" + n);
        try {
            return duel.call(0, CallbackRole.OPERATION, f, LuaValue.NONE).arg1().tojstring();
        } catch (ScriptException e) {
            return e.error().kind().name();
        }
    }
}
