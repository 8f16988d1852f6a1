package dev.spellspeed.script.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * A listener for {@link ScriptTestRunner#runAll} that keeps every result with its time, for the
 * machine-readable reports ({@link JUnitXmlReport}, {@link TestResultsJson}), and passes each on.
 *
 * <p>A result's time is the time since the previous result (or since this recorder was made): the
 * runner reports each test as soon as it has run, so that is the test's own time, plus, for a
 * file's first test, the listing of the file's tests.
 */
public final class RecordedRun implements Consumer<TestResult> {
    private final Consumer<TestResult> next;
    private final LongSupplier clock;
    private final long started;
    private long last;
    private final List<TimedResult> results = new ArrayList<>();

    /** @param next told each result after it is recorded */
    public RecordedRun(Consumer<TestResult> next) {
        this(next, System::nanoTime);
    }

    RecordedRun(Consumer<TestResult> next, LongSupplier clock) {
        this.next = next;
        this.clock = clock;
        this.started = clock.getAsLong();
        this.last = started;
    }

    @Override
    public void accept(TestResult result) {
        long now = clock.getAsLong();
        results.add(new TimedResult(result, now - last));
        last = now;
        next.accept(result);
    }

    /** The results so far, in the order they came. */
    public List<TimedResult> results() {
        return List.copyOf(results);
    }

    /** Nanoseconds from the start to the last result. */
    public long nanos() {
        return last - started;
    }

    /** The counts of the results so far. */
    public RunSummary summary() {
        RunSummary summary = new RunSummary(0, 0, 0);
        for (TimedResult r : results) {
            summary = summary.plus(r.result().outcome());
        }
        return summary;
    }
}
