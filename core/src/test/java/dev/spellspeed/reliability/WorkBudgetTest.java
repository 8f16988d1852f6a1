package dev.spellspeed.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;

/**
 * Issue 27, item 1: a duel's total work is bounded in deterministic units, a duel can be cancelled
 * from another thread, and the sandbox's string and table functions do no more work than their
 * result justifies. Each hang vector of the probe is played as Pot of Greed's operation (player 0
 * activates it on turn 4 with seed 1). The timeout, on a separate thread, turns a regression into
 * a failure instead of a hang; it measures nothing.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class WorkBudgetTest {

    private static String operation(String body) {
        return """
                local s,id=GetID()
                function s.initial_effect(c)
                  local e1=Effect.CreateEffect(c)
                  e1:SetType(EFFECT_TYPE_ACTIVATE)
                  e1:SetCode(EVENT_FREE_CHAIN)
                  e1:SetOperation(s.activate)
                  c:RegisterEffect(e1)
                end
                function s.storm(e,tp)
                  for i=1,200 do
                    local e2=Effect.CreateEffect(e:GetHandler())
                    e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
                    e2:SetCode(EVENT_ADJUST)
                    e2:SetOperation(s.storm)
                    Duel.RegisterEffect(e2,tp)
                  end
                end
                function s.activate(e,tp)
                %s
                end
                """.formatted(body);
    }

    private static HostileDuels.Played play(Path dir, String body, DuelOptions options) {
        return HostileDuels.play(HostileDuels.host(HostileDuels.potOfGreed(dir, operation(body))), options);
    }

    /**
     * The duel's script failures are all Pot of Greed's operation, stopped by its callback budget (once
     * per activation: how often random play activates it depends on the seed), and there is one.
     */
    private static void onlyFailure(HostileDuels.Played played) {
        assertFalse(played.scriptFailures().isEmpty(), "Pot of Greed was never activated");
        for (var failure : played.scriptFailures()) {
            assertTrue(failure.message().contains("c55144522 (Pot of Greed) operation"), failure.message());
        }
    }

    @Test
    void anEffectRegistrationStormIsAbortedNamingTheCard(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, "s.storm(e,tp)", DuelOptions.standard(1).withWorkBudget(3_000_000));
        DuelResult result = played.duel().result();
        assertEquals(EndReason.ABORTED, result.reason(), result.toString());
        // the registrations are charged by the engine: the line is that of the call to Duel.RegisterEffect
        assertTrue(result.detail().contains("work budget of 3000000 units exceeded in Pot of Greed's operation, c55144522.lua:15"),
                result.detail());
        assertTrue(played.log().get(played.log().size() - 1).contains("aborted"), played.log().get(played.log().size() - 1));
    }

    /** The abort names the line of the Lua loop that used the budget up (line 19 is s.activate's body). */
    @Test
    void anAbortInALuaLoopNamesItsLine(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, "local n=0 while true do n=n+1 end", DuelOptions.standard(1).withWorkBudget(3_000_000));
        DuelResult result = played.duel().result();
        assertEquals(EndReason.ABORTED, result.reason(), result.toString());
        assertTrue(result.detail().contains("work budget of 3000000 units exceeded in Pot of Greed's operation, c55144522.lua:19"),
                result.detail());
    }

    /**
     * A pcall as the callback's last statement catches the error thrown where the budget ran out:
     * the callback fails all the same, at the loop's line.
     */
    @Test
    void aCallbackThatSwallowsItsBudgetErrorStillFails(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, "return pcall(function() while true do end end)", DuelOptions.standard(1));
        onlyFailure(played);
        assertTrue(played.scriptFailures().get(0).message().contains("c55144522.lua:19: instruction budget"),
                played.scriptFailures().get(0).message());
    }

    /** Nor can a script go on after catching it: its next instruction fails again, at the loop's line. */
    @Test
    void aScriptThatCatchesItsBudgetErrorFailsAtItsNextInstruction(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, "local ok = pcall(function() while true do end end) Duel.Draw(tp, 5, REASON_EFFECT)",
                DuelOptions.standard(1));
        onlyFailure(played);
        assertTrue(played.scriptFailures().get(0).message().contains("c55144522.lua:19: instruction budget"),
                played.scriptFailures().get(0).message());
    }

    /** Positive control: a pcall catching an ordinary error as the callback's last statement is no failure. */
    @Test
    void aCallbackThatCatchesAnOrdinaryErrorEndsNormally(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, "return pcall(function() error('caught') end)", DuelOptions.standard(1));
        assertTrue(played.scriptFailures().isEmpty(), played.scriptFailures().toString());
        assertFalse(played.duel().result().isAborted());
    }

    @Test
    void whereADuelIsAbortedIsTheSameInEveryRun(@TempDir Path dir) {
        DuelOptions options = DuelOptions.standard(1).withWorkBudget(3_000_000);
        HostileDuels.Played first = play(dir, "s.storm(e,tp)", options);
        HostileDuels.Played second = play(dir, "s.storm(e,tp)", options);
        assertEquals(first.log(), second.log());
        assertEquals(first.duel().work().used(), second.duel().work().used());
    }

    /** Positive control: the same duel with the real Pot of Greed ends normally within the default budget. */
    @Test
    void anOrdinaryDuelEndsWithinTheDefaultBudget() {
        HostileDuels.Played played = HostileDuels.play(null, 1);
        assertFalse(played.duel().result().isAborted());
        assertTrue(played.duel().work().used() > 0);
        assertTrue(played.duel().work().used() < DuelOptions.DEFAULT_WORK_BUDGET / 1000);
    }

    @Test
    void cancelFromAnotherThreadStopsADuelWithoutABudget(@TempDir Path dir) throws Exception {
        HostileDuels.potOfGreed(dir, operation("s.storm(e,tp)"));
        DuelOptions options = DuelOptions.standard(1).withWorkBudget(0);
        AtomicReference<Duel> running = new AtomicReference<>();
        AtomicReference<HostileDuels.Played> played = new AtomicReference<>();
        Thread t = new Thread(() -> played.set(HostileDuels.play(HostileDuels.host(dir), options, running::set)));
        t.start();
        while (running.get() == null || running.get().work().used() < 2_000_000) {
            Thread.sleep(10); // work().used() is read racily here: only to wait until the storm is under way
        }
        running.get().cancel();
        t.join(60_000);
        assertFalse(t.isAlive());
        DuelResult result = played.get().duel().result();
        assertEquals(EndReason.ABORTED, result.reason());
        assertTrue(result.detail().startsWith("cancelled in Pot of Greed's operation"), result.detail());
    }

    @Test
    void repeatingTheEmptyStringCostsNothing(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, "local x = string.rep('', 1e15) assert(x == '')", DuelOptions.standard(1));
        assertTrue(played.scriptFailures().isEmpty(), played.scriptFailures().toString());
        assertFalse(played.duel().result().isAborted());
    }

    @Test
    void shiftingALargeTableIsChargedPerElement(@TempDir Path dir) {
        HostileDuels.Played played = play(dir,
                "local t = {} for i=1,200000 do t[i]=i end for i=1,1e7 do table.insert(t, 1, i) end",
                DuelOptions.standard(1));
        onlyFailure(played);
        assertTrue(played.scriptFailures().get(0).message().contains("instruction budget"));
    }

    @Test
    void backtrackingPatternsAndPlainFindsOnLongStringsAreCharged(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, "local n = ('a'):rep(100000):find('.-.-.-.-b')", DuelOptions.standard(1));
        onlyFailure(played);
        assertTrue(played.scriptFailures().get(0).message().contains("instruction budget"));
    }

    @Test
    void plainFind(@TempDir Path dir) {
        HostileDuels.Played played = play(dir,
                "local s = ('a'):rep(2^20) local n = ('a'):rep(2^19) .. 'b' local x = s:find(n, 1, true)",
                DuelOptions.standard(1));
        onlyFailure(played);
    }

    /** Positive control: ordinary searches on short strings work. */
    @Test
    void ordinarySearchesWork(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, """
                assert(('Pot of Greed'):find('of') == 5)
                assert(('Level 4'):match('%d+') == '4')
                assert(select(2, ('a b c'):gsub('%s+', '')) == 2)
                local t = {} for i=1,100 do table.insert(t, 1, i) end assert(table.remove(t, 1) == 100)
                """, DuelOptions.standard(1));
        assertTrue(played.scriptFailures().isEmpty(), played.scriptFailures().toString());
    }

    @Test
    void anExponentialSumSearchOverEveryCardEnds(@TempDir Path dir) {
        HostileDuels.Played played = play(dir, """
                local g = Duel.GetFieldGroup(tp, 0xff, 0xff)
                SUM = g:CheckWithSumEqual(function(c) return 2 end, 2*(g:GetCount()//2)+1, 0, g:GetCount())
                assert(SUM == false)
                """, DuelOptions.standard(1));
        assertTrue(played.scriptFailures().isEmpty(), played.scriptFailures().toString());
        assertTrue(played.log().stream().anyMatch(l -> l.contains("activates Pot of Greed")));
    }
}
