package dev.spellspeed.cli;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Collections and the time the JVM's collectors report, summed over collectors: on a machine with
 * few cores, collector threads take CPU from the duels, so a benchmark shows what they cost.
 */
record GcTime(long collections, long millis) {
    static GcTime now() {
        long count = 0;
        long time = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            time += Math.max(0, gc.getCollectionTime());
        }
        return new GcTime(count, time);
    }

    GcTime minus(GcTime earlier) {
        return new GcTime(collections - earlier.collections, millis - earlier.millis);
    }
}
