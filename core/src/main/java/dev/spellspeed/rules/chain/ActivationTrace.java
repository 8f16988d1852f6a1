package dev.spellspeed.rules.chain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a replay of a line must judge again when it lists the activations open to a player
 * (issue 29: replaying a decision must cost well under playing it). Listing them judges every effect
 * of every card in the hand, on the field, in the GY and banished, and most are refused by the rules
 * alone (spell speed, location, "Set this turn", timing, count limits) before any script runs. A
 * duel is a pure function of its inputs and decisions, so re-running the same decisions in a fresh
 * duel from the same recipe refuses them again, alike and without effect; only the candidates whose
 * judging started a script (whose condition, cost or target checks may change state, as ygopro
 * scripts do with labels in {@code chk==0}) or that were offered must be judged again, in the same
 * order, so the scripts run exactly as they did and the offered list comes out the same.
 *
 * <p>The trace is a list with one entry per listing, in the order the duel made them: how many
 * activations it offered, then the positions of those candidates (location, card and effect index,
 * {@link #pack}). A replayed listing that offers another number than its entry says has diverged from
 * its origin, and says so. A line that records a duel
 * appends an entry at each listing; a line that replays a recorded prefix is given the entries its
 * origin made up to the branch point and uses them in turn, then records its own. Entries are never
 * changed once written, so lines branched from one another share them.
 *
 * <p>Checks proven to have changed nothing ({@code duel.PurityWatch}) are not judged again either: such a
 * candidate's entry words say how much work it counted (a replay counts it without running anything)
 * and whether it was offered (then it is offered again). The stat log's looks
 * ({@code rules.checks.StatChanges}) take slots of the same trace, in the order the duel makes them: a
 * look proven pure is replayed from the values it computed.
 */
public final class ActivationTrace {
    /** An entry that asks for every candidate to be judged (a position did not fit the packing). */
    static final int[] ALL = new int[0];

    private final List<int[]> entries;
    /** How many entries were given to replay; the rest were recorded here. */
    private final int given;
    private int next;
    private long judged;
    private long skipped;
    private long looksFromValues;
    private long scansSkipped;

    private ActivationTrace(List<int[]> given) {
        this.entries = new ArrayList<>(given);
        this.given = given.size();
    }

    /** An empty trace that records every listing. */
    public static ActivationTrace recording() {
        return new ActivationTrace(List.of());
    }

    /** A trace that replays the first {@code size} entries of this one, then records. */
    public ActivationTrace upTo(int size) {
        if (size < 0 || size > entries.size()) {
            throw new IllegalArgumentException("the trace has " + entries.size() + " entries, not " + size);
        }
        return new ActivationTrace(entries.subList(0, size));
    }

    /** Listings made so far, recorded or replayed: the size of a trace to branch here with {@link #upTo}. */
    public int size() {
        return next;
    }

    /** How many of the entries were given to replay. */
    public int given() {
        return given;
    }

    /**
     * Starts a listing: its entry to replay (positions to judge again, or {@link #ALL}), or null when
     * this listing is recorded ({@link #record} then fills the slot, which is taken now so listings
     * nested in a script a listing runs get the later slots, in replay as in recording).
     */
    int[] begin() {
        int slot = next++;
        if (slot < given) {
            int[] entry = entries.get(slot);
            if (entry != null && entry.length > 0 && (entry[0] == LOOK || entry[0] == SCAN)) {
                throw new IllegalStateException("replay diverged at entry " + (slot + 1) + " of the activation trace: a listing "
                        + "of activations where the recorded line " + (entry[0] == LOOK ? "looked at the stat log" : "scanned the field"));
            }
            // a listing the origin had not finished when it was branched (a decision asked inside it)
            return entry == null ? ALL : entry;
        }
        entries.add(null);
        return null;
    }

    /**
     * Ends a recorded listing begun as the {@code slot}-th (0-based) with its entry: how many
     * activations it offered, then the positions a replay must judge again (or {@link #ALL}).
     */
    void record(int slot, int[] entry) {
        entries.set(slot, entry);
    }

    /** Counts candidates a listing judged. */
    void judged(int candidates) {
        judged += candidates;
    }

    /**
     * Candidates the duel's listings judged, all of them when recorded, only those the trace names when
     * replayed (for measurements and tests: a replay judges far fewer than its origin).
     */
    public long judged() {
        return judged;
    }

    /** Counts a candidate whose checks a replayed listing skipped, proven to have changed nothing. */
    void skippedOne() {
        skipped++;
    }

    /**
     * Candidates whose checks ran scripts that a replayed listing skipped, as they were proven to have
     * changed nothing (for measurements and tests).
     */
    public long skipped() {
        return skipped;
    }

    /**
     * Words of an entry that stand for one skipped candidate: its script work (as {@code ~units}, so the
     * first word is negative), its engine work, its bytes of strings, and its position when it was
     * offered (-1 when refused).
     */
    static final int SKIP_WORDS = 4;

    /**
     * Counts the work of the skipped candidate whose words start at {@code entry[i]} as it was counted
     * when its checks ran; returns the index of its last word.
     */
    public static int countSkipped(int[] entry, int i, dev.spellspeed.duel.Duel duel) {
        int scriptUnits = ~entry[i];
        int engineUnits = entry[i + 1];
        int bytes = entry[i + 2];
        duel.purity().meterAsRun(scriptUnits);
        if (engineUnits > 0) {
            duel.work().charge(engineUnits);
        }
        if (bytes > 0) {
            duel.work().chargeMemory(bytes);
        }
        return i + SKIP_WORDS - 1;
    }

    /** Whether a skipped stretch's work fits the words {@link #putWork} writes (else it is made again in replay). */
    public static boolean workFits(long scriptUnits, long engineUnits, long bytes) {
        return scriptUnits >= 0 && scriptUnits <= Integer.MAX_VALUE && engineUnits >= 0 && engineUnits <= Integer.MAX_VALUE
                && bytes >= 0 && bytes <= Integer.MAX_VALUE;
    }

    /** Writes a skipped stretch's work at {@code entry[i]} onwards, as {@link #countSkipped} reads it. */
    public static void putWork(int[] entry, int i, long scriptUnits, long engineUnits, long bytes) {
        entry[i] = ~(int) scriptUnits;
        entry[i + 1] = (int) engineUnits;
        entry[i + 2] = (int) bytes;
    }

    /** First word of an entry that is a look of the stat log, not a listing. */
    public static final int LOOK = Integer.MIN_VALUE;
    /** The entry of a look a replay must make itself (its scripts may have changed state). */
    private static final int[] LOOK_AGAIN = {LOOK};

    /**
     * Starts a look of the stat log ({@code rules.checks.StatChanges}), which shares the trace's slots
     * with the listings in the order the duel makes them: the values the look computed in its origin,
     * {@code {LOOK, ~script units, engine units, bytes, values…}}, when its scripts were proven to have
     * changed nothing; {@code null} when the look must compute them (and, when this look is recorded,
     * {@link #recordLook} fills the slot, numbered {@link #size()} minus one).
     */
    public int[] beginLook() {
        int[] entry = beginMarked(LOOK, "a look at the stat log");
        if (entry != null) {
            looksFromValues++;
        }
        return entry;
    }

    /**
     * Takes the next slot for a look or a scan (entries whose first word is {@code marker}): the entry a
     * replay is given there when it holds more than its marker, else null (made again, or recorded).
     */
    private int[] beginMarked(int marker, String what) {
        int slot = next++;
        if (slot < given) {
            int[] entry = entries.get(slot);
            if (entry != null && (entry.length == 0 || entry[0] != marker)) {
                throw new IllegalStateException("replay diverged at entry " + (slot + 1) + " of the activation trace: "
                        + what + " where the recorded line did something else");
            }
            return entry == null || entry.length == 1 ? null : entry;
        }
        entries.add(null);
        return null;
    }

    /** First word of an entry that is a scan of the rules check ({@code rules.checks.StateCheck}). */
    public static final int SCAN = Integer.MIN_VALUE + 1;
    /** The entry of a scan a replay must make itself (it acted, or its scripts may have changed state). */
    private static final int[] SCAN_AGAIN = {SCAN};

    /**
     * Starts a scan of the rules check (self-destruction, set positions), which shares the trace's slots
     * with the listings and looks in the order the duel makes them: {@code {SCAN, ~script units, engine
     * units, bytes}} when the origin's scan acted on no card and its scripts were proven to have changed
     * nothing, so a replay only counts its work; {@code null} when the scan must be made (and, when this
     * one is recorded, {@link #recordScan} fills the slot, numbered {@link #size()} minus one).
     */
    public int[] beginScan() {
        int[] entry = beginMarked(SCAN, "a scan of the field");
        if (entry != null) {
            scansSkipped++;
        }
        return entry;
    }

    /** Ends a recorded scan with its work, or null when a replay must make it again. */
    public void recordScan(int slot, int[] entry) {
        entries.set(slot, entry == null ? SCAN_AGAIN : entry);
    }

    /** Scans of the rules check a replay skipped, counting their work (for measurements and tests). */
    public long scansSkipped() {
        return scansSkipped;
    }

    /** Looks of the stat log a replay made from its origin's values, without asking Lua (for measurements and tests). */
    public long looksFromValues() {
        return looksFromValues;
    }

    /** Whether the slot {@link #beginLook} just took is recorded here (not given to replay). */
    public boolean recording(int slot) {
        return slot >= given;
    }

    /** Ends a recorded look with the values it computed, or null when its scripts may have changed state. */
    public void recordLook(int slot, int[] entry) {
        entries.set(slot, entry == null ? LOOK_AGAIN : entry);
    }

    /** The slot the next {@link #begin} takes. */
    int nextSlot() {
        return next;
    }

    /**
     * A candidate's position: source location index (3 bits), the card's index there (12 bits) and the
     * effect's index among the card's effects (16 bits), never negative; -1 when one does not fit.
     */
    static int pack(int location, int card, int effect) {
        if (location >= 8 || card >= (1 << 12) || effect >= (1 << 16)) {
            return -1;
        }
        return location << 28 | card << 16 | effect;
    }

    static int location(int packed) {
        return packed >>> 28;
    }

    static int card(int packed) {
        return (packed >>> 16) & ((1 << 12) - 1);
    }

    static int effect(int packed) {
        return packed & 0xFFFF;
    }

    /** The positions a recorded listing notes; {@code all} when one did not fit the packing. */
    static final class Positions {
        int[] packed = new int[8];
        int size;
        boolean all;

        /** The trace's entry: how many were offered, then the positions ({@link #ALL} when one did not fit). */
        int[] entry(int offered) {
            if (all) {
                return ALL;
            }
            int[] entry = new int[size + 1];
            entry[0] = offered;
            System.arraycopy(packed, 0, entry, 1, size);
            return entry;
        }

        /**
         * A candidate whose judging is proven to have changed nothing: a replay counts its work, does not
         * judge it, and offers it when it was offered ({@link #SKIP_WORDS} words, the first negative); one
         * whose work does not fit the words is judged again instead.
         */
        void skip(int position, boolean offered, long scriptUnits, long engineUnits, long bytes) {
            if (position < 0 || !workFits(scriptUnits, engineUnits, bytes)) {
                add(position);
                return;
            }
            append(~(int) scriptUnits);
            append((int) engineUnits);
            append((int) bytes);
            append(offered ? position : -1);
        }

        void add(int position) {
            if (position < 0) {
                all = true;
                return;
            }
            append(position);
        }

        private void append(int word) {
            if (size == packed.length) {
                packed = Arrays.copyOf(packed, size * 2);
            }
            packed[size++] = word;
        }
    }
}
