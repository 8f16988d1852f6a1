package dev.spellspeed.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The process's peak resident set size (Linux's VmHWM in /proc/self/status): the memory the
 * operating system actually gave the process at its highest, heap, JIT, metaspace and all.
 */
final class PeakRss {
    private PeakRss() {}

    /** Peak RSS in MB (10^6 bytes), empty where /proc is not available. */
    static Optional<Double> megabytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    String[] parts = line.substring(6).trim().split("\\s+");
                    return Optional.of(Long.parseLong(parts[0]) * 1024 / 1e6); // the value is in kB
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
