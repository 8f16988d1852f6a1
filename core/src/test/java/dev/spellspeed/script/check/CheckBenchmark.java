package dev.spellspeed.script.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.sandbox.SandboxOptions;

/**
 * Rough measurements of checking a script collection, for docs/performance.md; not a test.
 *
 * <p>Run from {@code core/} after {@code mvn test-compile}, in a fresh JVM so the first figure is
 * cold: {@code java -cp target/classes:target/test-classes:<dependencies>
 * dev.spellspeed.script.check.CheckBenchmark <script directory>}
 *
 * <ol>
 * <li>Compile every file of the directory into an empty cache, once (cold JVM), then again into
 *     another empty cache (warm JIT), and the heap the cached prototypes take.</li>
 * <li>Open a duel sandbox from cached prototypes with that directory's prelude.</li>
 * <li>What the checker does per card (open a sandbox, wrap the card, load its script, run
 *     {@code initial_effect}) for a sample of card scripts, with and without call tracking.</li>
 * </ol>
 */
public final class CheckBenchmark {

    private CheckBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]).toAbsolutePath();
        ScriptDirectories dirs = ScriptDirectories.bundledOnly(dir);
        ScriptInventory inventory = ScriptInventory.scan(dirs);
        long bytes = 0;
        for (ScriptFile f : inventory.files()) {
            bytes += Files.size(f.path());
        }
        System.out.printf(Locale.ROOT, "%d files, %.1f MB%n", inventory.files().size(), bytes / 1e6);

        long before = usedHeap();
        PrototypeCache cache = compileAll(inventory, "cold JVM");
        long after = usedHeap();
        System.out.printf(Locale.ROOT, "heap held by %d cached prototypes: about %.0f MB%n", cache.size(),
                (after - before) / 1e6);
        compileAll(inventory, "warm JIT");

        ScriptHost host = new ScriptHost(dirs, SandboxOptions.defaults(), cache);
        openDuels(host);
        List<ScriptFile> sample = inventory.files().stream().filter(f -> f.cardCode() != 0).limit(2000).toList();
        perCard(host, sample, "no call tracking");
        perCard(new ScriptHost(dirs, SandboxOptions.defaults().withTrackCalls(true), cache), sample,
                "call tracking (as spellspeed check)");
    }

    private static PrototypeCache compileAll(ScriptInventory inventory, String label) {
        PrototypeCache cache = new PrototypeCache(ScriptHost.DEFAULT_CACHE_SIZE);
        int failed = 0;
        long t0 = System.nanoTime();
        for (ScriptFile f : inventory.files()) {
            try {
                cache.get(f.path(), 4 << 20);
            } catch (IOException | RuntimeException e) {
                failed++;
            }
        }
        double s = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "compile all (%s): %.2f s, %.3f ms per file, %d failed%n", label, s,
                s * 1e3 / inventory.files().size(), failed);
        return cache;
    }

    private static void openDuels(ScriptHost host) {
        host.openDuel();
        int n = 5_000;
        double[] rounds = new double[5];
        for (int round = 0; round < rounds.length; round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                host.openDuel();
            }
            rounds[round] = (System.nanoTime() - t0) / 1e6 / n;
        }
        Arrays.sort(rounds);
        System.out.printf(Locale.ROOT, "open a duel sandbox from cached prototypes (prelude of %s): median %.3f ms "
                + "(rounds %s)%n", host.directories().searchOrder().get(0), rounds[rounds.length / 2],
                Arrays.toString(Arrays.stream(rounds).map(r -> Math.round(r * 1000) / 1000.0).toArray()));
    }

    private static void perCard(ScriptHost host, List<ScriptFile> sample, String label) {
        double[] rounds = new double[3];
        for (int round = 0; round < rounds.length; round++) {
            long t0 = System.nanoTime();
            for (ScriptFile f : sample) {
                DuelScripts scripts = host.openDuel();
                Duel duel = Duel.empty(DuelOptions.standard(1), NoDecisions.INSTANCE, NoDecisions.INSTANCE);
                LuaCards cards = new LuaCards(scripts);
                Card card = duel.placeCard(CardData.of(f.cardCode(), "x", CardType.MONSTER | CardType.EFFECT,
                        0, 0, 1, 1, 1, ""), 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
                try {
                    cards.initialise(card);
                } catch (ScriptException expected) {
                    // most fail on the first API call until the bindings exist: still a full load
                }
            }
            rounds[round] = (System.nanoTime() - t0) / 1e6 / sample.size();
        }
        Arrays.sort(rounds);
        System.out.printf(Locale.ROOT, "check one card (%s): median %.3f ms over %d card scripts%n", label,
                rounds[1], sample.size());
    }

    private static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}
