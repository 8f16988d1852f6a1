package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;

/**
 * Issue 27, item 2: a duel whose scripts keep what they build is aborted by its memory budget,
 * naming the card, at the same point in every run. The probe's script kept 30 MiB of strings per
 * EVENT_ADJUST call in a global table and ran a 1 GB heap out of memory in about 7 s.
 */
class MemoryBudgetTest {

    private static final String HOARDER = HostileDuels.onEveryAdjust(
            "for i=1,8 do HOARD[#HOARD+1] = ('x'):rep(2^20 - #HOARD) end");

    @Test
    void aScriptKeepingWhatItBuildsIsAbortedByTheMemoryBudget(@TempDir Path dir) {
        DuelOptions options = DuelOptions.standard(1).withMemoryBudget(48L << 20);
        HostileDuels.Played played = HostileDuels.play(HostileDuels.host(HostileDuels.potOfGreed(dir, HOARDER)), options);
        DuelResult result = played.duel().result();
        assertEquals(EndReason.ABORTED, result.reason(), result.toString());
        assertTrue(result.detail().startsWith("memory budget of 50331648 bytes of strings exceeded in Pot of Greed's"),
                result.detail());
        HostileDuels.Played again = HostileDuels.play(HostileDuels.host(dir), options);
        assertEquals(played.log(), again.log());
    }

    /** Numbers piled into a global table: no string is built, what is held grows all the same. */
    private static final String TABLE_HOARDER = HostileDuels.onEveryAdjust("""
              local kept = KEEP and HOARD or {}
              for i=1,100000 do kept[#kept+1] = i end
            """);

    @Test
    void aScriptKeepingTablesIsAbortedByWhatItHolds(@TempDir Path dir) {
        DuelOptions options = DuelOptions.standard(1).withMemoryBudget(24L << 20).withTurnLimit(3);
        HostileDuels.Played played = HostileDuels.play(HostileDuels.host(HostileDuels.potOfGreed(dir,
                "KEEP = true\n" + TABLE_HOARDER)), options);
        DuelResult result = played.duel().result();
        assertEquals(EndReason.ABORTED, result.reason(), result.toString());
        assertTrue(result.detail().startsWith("memory budget of 25165824 bytes exceeded: its scripts hold more than that"
                + " in tables and strings in Pot of Greed's"), result.detail());
        HostileDuels.Played again = HostileDuels.play(HostileDuels.host(dir), options);
        assertEquals(played.log(), again.log()); // at the same point every time
    }

    /** Positive control: the same work on a table it drops each time holds nothing, and the duel ends normally. */
    @Test
    void theSameWorkOnTablesItDropsIsNotAborted(@TempDir Path dir) {
        DuelOptions options = DuelOptions.standard(1).withMemoryBudget(24L << 20).withTurnLimit(3);
        HostileDuels.Played played = HostileDuels.play(HostileDuels.host(HostileDuels.potOfGreed(dir,
                "KEEP = false\n" + TABLE_HOARDER)), options);
        assertFalse(played.duel().result().isAborted(), played.duel().result().toString());
        assertTrue(played.duel().work().used() > 4 * dev.spellspeed.script.DuelScripts.HELD_CHECK_UNITS,
                "the held memory was measured several times: " + played.duel().work().used());
    }

    /** Positive control: real scripts build a few kilobytes of strings in a whole duel. */
    @Test
    void anOrdinaryDuelBuildsLittle() {
        HostileDuels.Played played = HostileDuels.play(null, 1);
        assertFalse(played.duel().result().isAborted());
        assertTrue(played.duel().work().bytes() < 1 << 20, "bytes: " + played.duel().work().bytes());
    }
}
