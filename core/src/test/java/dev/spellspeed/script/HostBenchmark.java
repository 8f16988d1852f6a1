package dev.spellspeed.script;

import java.nio.file.Path;
import java.util.Locale;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.lib.BaseLib;
import org.luaj.vm2.lib.PackageLib;
import org.luaj.vm2.lib.TableLib;
import org.luaj.vm2.lib.jse.JseMathLib;

import dev.spellspeed.script.lua53.RewritingCompiler;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * Rough measurements for docs/lua-host.md; not a test and not a JMH benchmark.
 *
 * <p>Run from {@code core/} after {@code mvn test-compile}:
 * {@code java -cp target/classes:target/test-classes:<dependencies> dev.spellspeed.script.HostBenchmark}
 *
 * <ol>
 * <li>Time to open a duel (fresh sandboxed globals, constant.lua and utility.lua run from cached
 *     prototypes).</li>
 * <li>Overhead of the instruction budget: the same Lua workload in plain LuaJ globals (no debug
 *     hook), in a sandbox (counting hook), and in a sandbox with call tracking.</li>
 * </ol>
 */
public final class HostBenchmark {

    private static final String WORKLOAD = String.join("\n",
            "local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end",
            "local t, acc = {}, 0",
            "for i = 1, 200000 do t[i % 100 + 1] = i * 2 acc = acc + (t[(i * 7) % 100 + 1] or 0) end",
            "for i = 1, 100000 do acc = acc + bit.band(i, 0xff) end",
            "local s = 0 for k, v in pairs(t) do s = s + v end",
            "return fib(22) + acc + s");

    private HostBenchmark() {
    }

    public static void main(String[] args) {
        ScriptHost host = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")),
                SandboxOptions.defaults(), new PrototypeCache(1000));
        openDuels(host);
        budgetOverhead();
    }

    private static void openDuels(ScriptHost host) {
        host.openDuel(); // compiles and caches the prelude
        int n = 20_000;
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                host.openDuel();
            }
            double ms = (System.nanoTime() - t0) / 1e6 / n;
            System.out.printf(Locale.ROOT, "open duel (cached constant.lua + utility.lua): %.3f ms%n", ms);
        }
        long t0 = System.nanoTime();
        int cold = 50;
        for (int i = 0; i < cold; i++) {
            new ScriptHost(host.directories(), host.options(), new PrototypeCache(10)).openDuel();
        }
        System.out.printf(Locale.ROOT, "open duel with an empty cache (compiles the prelude): %.3f ms%n",
                (System.nanoTime() - t0) / 1e6 / cold);
    }

    private static void budgetOverhead() {
        Globals plain = new Globals();
        plain.load(new BaseLib());
        plain.load(new PackageLib());
        plain.load(new TableLib());
        plain.load(new JseMathLib());
        plain.compiler = new RewritingCompiler(1 << 22, length -> { });
        plain.loader = org.luaj.vm2.compiler.LuaC.instance;
        dev.spellspeed.script.lua53.BitLib.install(plain);
        dev.spellspeed.script.lua53.Lua53Operators.install(plain, dev.spellspeed.script.lua53.StringGuard.UNLIMITED);

        ScriptHost counting = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")),
                SandboxOptions.defaults().withInstructionLimit(Long.MAX_VALUE));
        ScriptHost tracking = new ScriptHost(ScriptDirectories.bundledOnly(Path.of("../scripts")),
                SandboxOptions.defaults().withInstructionLimit(Long.MAX_VALUE).withTrackCalls(true));
        DuelScripts countingDuel = counting.openDuel();
        DuelScripts trackingDuel = tracking.openDuel();
        LuaValue plainFn = plain.load(WORKLOAD, "=workload");
        LuaValue countingFn = countingDuel.globals().load(WORKLOAD, "=workload");
        LuaValue trackingFn = trackingDuel.globals().load(WORKLOAD, "=workload");

        for (int round = 0; round < 5; round++) {
            double p = time(() -> plainFn.call());
            double c = time(() -> countingDuel.call(0, CallbackRole.OTHER, countingFn, LuaValue.NONE));
            double t = time(() -> trackingDuel.call(0, CallbackRole.OTHER, trackingFn, LuaValue.NONE));
            System.out.printf(Locale.ROOT,
                    "workload (%d instructions): plain %.1f ms, counting budget %.1f ms (%+.0f%%), "
                            + "budget + call tracking %.1f ms (%+.0f%%)%n",
                    countingDuel.instructionsUsed(), p, c, 100 * (c / p - 1), t, 100 * (t / p - 1));
        }
    }

    private static double time(Runnable r) {
        int n = 10;
        r.run();
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            r.run();
        }
        return (System.nanoTime() - t0) / 1e6 / n;
    }
}
