package dev.spellspeed.cli;

import dev.spellspeed.cli.BenchCommand.DuelFigures;
import dev.spellspeed.run.RunSummary;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of a {@code bench} run, as text or as one JSON object. Timings and rates come
 * first; what the duels did (decisions, callbacks, turns, endings) depends on the seeds only.
 */
final class BenchReport {
    private final int duels;
    private final double duelsPerSecond;
    private final double setupMs;
    private final double playMs;
    private final double cpuMs;
    private final double setupCpuMs;
    private final double cpusBusy;
    private final GcTime gc;
    private final double wallSeconds;
    private final double setupMb;
    private final double playMb;
    private final double promptsPerSecond;
    private final double callbacksPerSecond;
    private final double promptsPerDuel;
    private final double choicesPerDuel;
    private final double setupCallbacksPerDuel;
    private final double playCallbacksPerDuel;
    private final double turnsPerDuel;
    private final Map<String, Integer> endings = new TreeMap<>();
    private final LiveDuelMemory.Result memory;

    /** @param memory the live-duel measurement, or null when it was skipped */
    BenchReport(List<DuelFigures> figures, double wallSeconds, GcTime gc, LiveDuelMemory.Result memory) {
        this.memory = memory;
        this.gc = gc;
        this.wallSeconds = wallSeconds;
        long setup = 0;
        long play = 0;
        long cpu = 0;
        long setupCpu = 0;
        long setupBytes = 0;
        long playBytes = 0;
        long prompts = 0;
        long choices = 0;
        long setupCallbacks = 0;
        long playCallbacks = 0;
        long turns = 0;
        for (DuelFigures f : figures) {
            setup += f.setupNanos();
            play += f.playNanos();
            cpu += f.cpuNanos();
            setupCpu += f.setupCpuNanos();
            setupBytes += f.setupBytes();
            playBytes += f.playBytes();
            prompts += f.prompts();
            choices += f.choices();
            setupCallbacks += f.setupCallbacks();
            playCallbacks += f.playCallbacks();
            turns += f.game().turn();
            String ending = f.result() == null ? (f.game().exception() != null ? "engine exception" : "aborted")
                    : (f.result().isDraw() ? "draw" : "player " + f.result().winner()) + " by " + f.result().reason();
            endings.merge(ending, 1, Integer::sum);
        }
        duels = figures.size();
        duelsPerSecond = duels / wallSeconds;
        setupMs = setup / 1e6 / duels;
        playMs = play / 1e6 / duels;
        cpuMs = cpu / 1e6 / duels;
        setupCpuMs = setupCpu / 1e6 / duels;
        cpusBusy = cpu / 1e9 / wallSeconds;
        setupMb = setupBytes / (double) (1 << 20) / duels;
        playMb = playBytes / (double) (1 << 20) / duels;
        promptsPerSecond = prompts / (play / 1e9);
        callbacksPerSecond = playCallbacks / (play / 1e9);
        promptsPerDuel = (double) prompts / duels;
        choicesPerDuel = (double) choices / duels;
        setupCallbacksPerDuel = (double) setupCallbacks / duels;
        playCallbacksPerDuel = (double) playCallbacks / duels;
        turnsPerDuel = (double) turns / duels;
    }

    /** The bench's figures, then the run's keys (docs/json.md), as one JSON object on one line. */
    void printJson(PrintWriter out, int threads, long seed, RunSummary run) {
        StringBuilder ends = new StringBuilder();
        endings.forEach((k, v) -> ends.append(ends.length() == 0 ? "" : ",").append('"').append(k).append("\":").append(v));
        String live = memory == null ? "\"liveDuels\":0,\"mbPerLiveDuel\":null"
                : String.format(Locale.ROOT, "\"liveDuels\":%d,\"mbPerLiveDuel\":%.3f", memory.liveDuels(),
                        memory.megabytesPerDuel());
        out.printf(Locale.ROOT, "{\"duels\":%d,\"threads\":%d,\"seed\":%d,\"duelsPerSecond\":%.1f,\"setupMsPerDuel\":%.3f,"
                        + "\"playMsPerDuel\":%.3f,\"promptsPerSecond\":%.0f,\"callbacksPerSecond\":%.0f,%s,"
                        + "\"cpuMsPerDuel\":%.3f,\"setupCpuMsPerDuel\":%.3f,\"cpusBusy\":%.2f,\"gcCollections\":%d,\"gcMs\":%d,\"setupMbAllocatedPerDuel\":%.2f,\"playMbAllocatedPerDuel\":%.2f,\"promptsPerDuel\":%.1f,\"choicesPerDuel\":%.1f,\"callbacksPerDuel\":%.1f,"
                        + "\"setupCallbacksPerDuel\":%.1f,\"turnsPerDuel\":%.1f,\"endings\":{%s},"
                        + "\"cpuMsPerTurn\":%.4f,\"cpuUsPerDecision\":%.3f,\"peakRssMb\":%s,%s%n",
                duels, threads, seed, duelsPerSecond, setupMs, playMs, promptsPerSecond, callbacksPerSecond, live,
                cpuMs, setupCpuMs, cpusBusy, gc.collections(), gc.millis(), setupMb, playMb,
                promptsPerDuel, choicesPerDuel, playCallbacksPerDuel, setupCallbacksPerDuel, turnsPerDuel, ends,
                cpuMs / turnsPerDuel, cpuMs * 1000 / promptsPerDuel,
                PeakRss.megabytes().map(mb -> String.format(Locale.ROOT, "%.1f", mb)).orElse("null"),
                RunOutput.json(Map.of(), run, Map.of()).substring(1));
    }

    void printText(PrintWriter out, int threads, long seed, int warmup) {
        out.printf(Locale.ROOT, "%d duels on %d thread(s), seeds %d..%d, after %d warm-up duels%n", duels, threads, seed,
                seed + duels - 1, warmup);
        out.printf(Locale.ROOT, "whole duels per second   %10.1f%n", duelsPerSecond);
        out.printf(Locale.ROOT, "setup ms per duel        %10.3f%n", setupMs);
        out.printf(Locale.ROOT, "play ms per duel         %10.3f%n", playMs);
        out.printf(Locale.ROOT, "CPU ms per duel          %10.3f  (%.3f in setup; on the thread that played it)%n", cpuMs,
                setupCpuMs);
        out.printf(Locale.ROOT, "CPUs busy with duels     %10.2f  (of %d thread(s): fewer means the machine had other work)%n",
                cpusBusy, threads);
        out.printf(Locale.ROOT, "garbage collections      %10d  (%d ms, %.1f%% of the run's wall time)%n", gc.collections(),
                gc.millis(), gc.millis() / 10.0 / wallSeconds);
        out.printf(Locale.ROOT, "MB allocated per duel    %10.2f  (%.2f in setup, %.2f in play)%n", setupMb + playMb,
                setupMb, playMb);
        out.printf(Locale.ROOT, "decisions per second     %10.0f  (during play, every prompt)%n", promptsPerSecond);
        out.printf(Locale.ROOT, "Lua callbacks per second %10.0f  (during play)%n", callbacksPerSecond);
        if (memory != null) {
            out.printf(Locale.ROOT, "MB per live duel         %10.3f  (%d duels held at turn %d)%n",
                    memory.megabytesPerDuel(), memory.liveDuels(), memory.pauseTurn());
        }
        out.printf(Locale.ROOT, "decisions per duel       %10.1f  (%.1f with more than one legal answer)%n",
                promptsPerDuel, choicesPerDuel);
        out.printf(Locale.ROOT, "Lua callbacks per duel   %10.1f  (during play; %.1f more in setup)%n",
                playCallbacksPerDuel, setupCallbacksPerDuel);
        out.printf(Locale.ROOT, "turns per duel           %10.1f%n", turnsPerDuel);
        out.printf(Locale.ROOT, "CPU per turn, decision   %10.4f ms, %.3f µs%n", cpuMs / turnsPerDuel,
                cpuMs * 1000 / promptsPerDuel);
        PeakRss.megabytes().ifPresent(mb -> out.printf(Locale.ROOT, "peak RSS of the process  %10.1f MB%n", mb));
        endings.forEach((ending, count) -> out.printf(Locale.ROOT, "  %-30s %6d%n", ending, count));
    }
}
