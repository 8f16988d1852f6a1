package dev.spellspeed.script.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaUserdata;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.testing.BoardDump;
import dev.spellspeed.testing.Scenario;
import dev.spellspeed.testing.TestFailure;
import dev.spellspeed.testing.Unused;

/**
 * {@code t:Snapshot()}, {@code t:Restore(s)} and {@code t:Replay{…}}. A snapshot is where the test's
 * duel is (the set-up calls made and the decisions answered so far); restoring it builds a fresh duel
 * and re-executes both (DESIGN.md §7), so two lines of play can be tried from one position. The
 * test's own Lua variables are not rolled back, card handles keep naming the same cards, and the
 * queue is empty after a restore. {@code t:Replay} starts the test's duel as a replay file's duel
 * (options, decks) and answers its first prompts with the recorded decisions: what
 * {@code spellspeed replay --to-test} writes.
 */
final class SnapshotMethods {
    private static final Set<String> REPLAY_KEYS = Set.of("seed", "lp", "hand", "handLimit", "first", "turnLimit",
            "deck0", "deck1", "decisions");

    /** What {@code t:Snapshot()} returns: a position of this session's duel. */
    private record Snapshot(TestSession session, int journalSize, boolean started, List<RecordedDecision> decisions) {}

    private final TestSession session;

    private SnapshotMethods(TestSession session) {
        this.session = session;
    }

    static void install(LuaTable t, TestSession session) {
        SnapshotMethods m = new SnapshotMethods(session);
        session.journal().track(() -> session.scenario().decisions().size(), () -> session.scenario().hasStarted());
        TestFunction.method(t, TestObject.NAME, "Snapshot", m::snapshot);
        TestFunction.method(t, TestObject.NAME, "Restore", m::restore);
        TestFunction.method(t, TestObject.NAME, "Replay", m::replay);
    }

    private Varargs snapshot(Varargs a, String fn) {
        outsideChecks(fn);
        Scenario scenario = session.scenario();
        Snapshot snapshot = new Snapshot(session, session.journal().size(), scenario.hasStarted(), scenario.decisions());
        LuaTable meta = new LuaTable();
        meta.rawset("__name", LuaValue.valueOf("Snapshot"));
        meta.rawset("__tostring", new org.luaj.vm2.lib.OneArgFunction() {
            @Override
            public LuaValue call(LuaValue self) {
                return LuaValue.valueOf("Snapshot at decision " + snapshot.decisions().size());
            }
        });
        return new LuaUserdata(snapshot, meta);
    }

    private Varargs restore(Varargs a, String fn) {
        outsideChecks(fn);
        if (!(a.arg(1).isuserdata() && a.arg(1).touserdata() instanceof Snapshot snapshot) || snapshot.session() != session) {
            throw LuaArgs.bad(fn, 1, "a snapshot t:Snapshot() returned in this test", a.arg(1));
        }
        List<Unused> unused = session.scenario().unusedItems();
        if (!unused.isEmpty()) {
            StringBuilder message = new StringBuilder(fn + ": queued but never used before the restore:");
            for (Unused item : unused) {
                message.append("\n  ").append(item);
            }
            throw new TestFailure(session.here(), message + "\n" + BoardDump.of(session.duel()));
        }
        session.failOnScriptErrors(session.here());
        LuaCards earlier = session.cards();
        Journal journal = session.journal();
        List<Journal.Entry> calls = journal.upTo(snapshot.journalSize());
        journal.truncate(snapshot.journalSize());
        session.useScenario(new Scenario(DuelOptions.standard(session.settings().seed())));
        journal.replay(calls.stream().filter(call -> !call.started()).toList());
        if (snapshot.started()) {
            Scenario scenario = session.scenario();
            scenario.replayFirst(snapshot.decisions(), decision -> journal.replay(calls.stream()
                    .filter(call -> call.started() && call.decision() == decision).toList()));
            start(scenario, fn);
        }
        session.adoptAllCards(earlier);
        return LuaValue.NONE;
    }

    /**
     * {@code t:Replay{seed=, lp=, hand=, handLimit=, first=, turnLimit=, deck0={main={…}, extra={…}},
     * deck1=…, decisions={{player, "KIND", {index…}}, …}}}: returns a table of the duel's cards by number.
     */
    private Varargs replay(Varargs a, String fn) {
        LuaTable spec = ArgCheck.checkTable(a, 1, fn);
        for (LuaValue key = spec.next(LuaValue.NIL).arg1(); !key.isnil(); key = spec.next(key).arg1()) {
            if (!key.isstring() || !REPLAY_KEYS.contains(key.tojstring())) {
                throw new LuaError(fn + ": unknown option " + key.tojstring() + " (known: "
                        + String.join(", ", REPLAY_KEYS.stream().sorted().toList()) + ")");
            }
        }
        if (session.scenario().hasStarted() || !session.duel().field().allCards().isEmpty()) {
            throw new LuaError(fn + ": the duel must be empty and not started: call it first in the test");
        }
        DuelOptions options = new DuelOptions(spec.get("seed").checklong(),
                spec.get("lp").optint(DuelOptions.DEFAULT_LP), spec.get("hand").optint(DuelOptions.DEFAULT_OPENING_HAND),
                spec.get("handLimit").optint(DuelOptions.DEFAULT_HAND_LIMIT), spec.get("first").optint(-1),
                spec.get("turnLimit").optint(0));
        Deck deck0 = deck(spec.get("deck0"), fn, "deck0");
        Deck deck1 = deck(spec.get("deck1"), fn, "deck1");
        List<RecordedDecision> decisions = decisions(spec.get("decisions"), fn);
        Scenario scenario;
        try {
            scenario = Scenario.fromDecks(options, session.settings().cards(), deck0, deck1);
        } catch (IllegalArgumentException e) {
            throw new LuaError(fn + ": " + e.getMessage());
        }
        session.useScenario(scenario);
        for (Card card : scenario.duel().field().allCards()) {
            session.initialise(card, fn);
        }
        scenario.replayFirst(decisions, decision -> { });
        if (!session.journal().replaying()) {
            start(scenario, fn); // a restore starts it itself, with the snapshot's decisions
        }
        LuaTable cards = new LuaTable();
        for (Card card : scenario.duel().field().allCards()) {
            cards.rawset(card.uid(), session.cards().wrap(card));
        }
        return cards;
    }

    private void start(Scenario scenario, String fn) {
        try {
            scenario.startPaused();
        } catch (IllegalDecisionException e) {
            throw new TestFailure(session.here(), fn + ": " + e.getMessage() + "\n" + BoardDump.of(session.duel()));
        }
    }

    private Deck deck(LuaValue value, String fn, String what) {
        if (!value.istable()) {
            throw LuaArgs.bad(fn, what, "a table {main={codes…}, extra={codes…}}", value);
        }
        return new Deck(codes(value.get("main"), fn, what + ".main"), codes(value.get("extra"), fn, what + ".extra"), List.of());
    }

    private static List<Integer> codes(LuaValue value, String fn, String what) {
        List<Integer> codes = new ArrayList<>();
        if (value.isnil()) {
            return codes;
        }
        if (!value.istable()) {
            throw LuaArgs.bad(fn, what, "a list of card codes", value);
        }
        for (int i = 1; i <= value.length(); i++) {
            codes.add(value.get(i).checkint());
        }
        return codes;
    }

    private static List<RecordedDecision> decisions(LuaValue value, String fn) {
        List<RecordedDecision> decisions = new ArrayList<>();
        if (value.isnil()) {
            return decisions;
        }
        if (!value.istable()) {
            throw LuaArgs.bad(fn, "decisions", "a list of {player, kind, {indexes…}}", value);
        }
        for (int i = 1; i <= value.length(); i++) {
            LuaValue d = value.get(i);
            PromptKind kind;
            try {
                kind = PromptKind.valueOf(d.get(2).checkjstring());
            } catch (IllegalArgumentException e) {
                throw new LuaError(fn + ": decision " + i + ": unknown prompt kind " + d.get(2));
            }
            List<Integer> choice = new ArrayList<>();
            LuaValue indexes = d.get(3);
            for (int k = 1; k <= indexes.length(); k++) {
                choice.add(indexes.get(k).checkint());
            }
            decisions.add(new RecordedDecision(d.get(1).checkint(), kind, choice, ""));
        }
        return decisions;
    }

    private void outsideChecks(String fn) {
        if (session.insideCheck()) {
            throw new LuaError(fn + " cannot be called inside t:Check");
        }
    }
}
