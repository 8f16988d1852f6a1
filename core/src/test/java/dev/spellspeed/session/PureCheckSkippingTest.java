package dev.spellspeed.session;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.Deck;
import dev.spellspeed.data.DeckReader;
import dev.spellspeed.data.DeckRules;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;
import dev.spellspeed.script.sandbox.SandboxOptions;
import dev.spellspeed.testing.BoardDump;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A replay skips a check callback only when it is proven to have changed nothing (issue 29): a
 * condition that writes a global or sets its effect's label in a check runs again at every listing, as
 * often as in the duel it replays; a condition that only queries is skipped. Pot of Greed of the bench
 * decks is replaced by a card whose ignition effect from the hand has only such a condition (false), so
 * it is judged at every Main Phase prompt of its owner and never activated.
 */
class PureCheckSkippingTest {
    private static final int PROBE_CARD = 55144522;
    @TempDir
    Path dir;

    @Test
    void aCheckThatWritesAGlobalRunsAgainInReplay() throws Exception {
        Replayed impure = replayWithProbe("PROBES = PROBES + 1");
        int origin = impure.originGlobal("PROBES");
        assertTrue(origin > 0, "the probe was judged");
        assertEquals(origin, impure.replayGlobal("PROBES"), "every judging ran again");
    }

    @Test
    void aCheckThatSetsItsLabelRunsAgainInReplay() throws Exception {
        Replayed impure = replayWithProbe("e:SetLabel(e:GetLabel() + 1)");
        long origin = impure.label(impure.origin.duel());
        assertTrue(origin > 0, "the probe was judged");
        assertEquals(origin, impure.label(impure.replay.duel()), "every judging ran again");
    }

    @Test
    void aCheckThatOnlyQueriesIsSkippedInReplay() throws Exception {
        // the same duel twice: with an impure probe (counting its judgings) and with a pure one
        Replayed impure = replayWithProbe("PROBES = PROBES + 1");
        Replayed pure = replayWithProbe("if Duel.GetTurnCount() < 0 and Duel.GetLP(tp) > 0 then return true end");
        int judgings = impure.originGlobal("PROBES");
        assertEquals(impure.origin.duel().log().lines(), pure.origin.duel().log().lines(), "the probe changes nothing the duel shows");
        long skippedWithPure = pure.callbacks(pure.origin) - pure.callbacks(pure.replay);
        long skippedWithImpure = impure.callbacks(impure.origin) - impure.callbacks(impure.replay);
        assertEquals(judgings, skippedWithPure - skippedWithImpure, "each judging of the pure probe was skipped");
        assertEquals(0, pure.replayGlobal("PROBES"), "and never ran in the replay");
    }

    @Test
    void aLookAtTheStatLogWhoseTargetFilterWritesRunsAgainInReplay() throws Exception {
        // the log's ATK/DEF bookkeeping asks which stat effects apply to each monster: the filter runs there
        Replayed impure = replayWithProbe(STAT_PROBE, "PROBES = PROBES + 1");
        int origin = impure.originGlobal("PROBES");
        assertTrue(impure.origin.duel().log().lines().stream().anyMatch(line -> line.contains("Command Knight")),
                "Command Knight was summoned");
        assertTrue(origin > 0, "the filter was asked");
        assertEquals(origin, impure.replayGlobal("PROBES"), "every look that asked it ran again");
    }

    @Test
    void aLookAtTheStatLogWhoseTargetFilterOnlyQueriesIsSkippedInReplay() throws Exception {
        Replayed impure = replayWithProbe(STAT_PROBE, "PROBES = PROBES + 1");
        Replayed pure = replayWithProbe(STAT_PROBE, "if Duel.GetTurnCount() < 0 then return true end");
        long skippedWithPure = pure.callbacks(pure.origin) - pure.callbacks(pure.replay);
        long skippedWithImpure = impure.callbacks(impure.origin) - impure.callbacks(impure.replay);
        // the pure filter is skipped in every look (and check) that asked only pure scripts; the impure one
        // makes them all run again, its own calls and the other scripts of those looks and checks
        assertTrue(skippedWithPure > skippedWithImpure, "skipped " + skippedWithPure + " callbacks with the pure filter, "
                + skippedWithImpure + " with the impure one");
        long fromValues = pure.replay.activationTrace().looksFromValues();
        long fromValuesImpure = impure.replay.activationTrace().looksFromValues();
        assertTrue(fromValues > fromValuesImpure, fromValues + " looks made from the recorded values with the pure filter, "
                + fromValuesImpure + " with the impure one");
        assertEquals(0, pure.replayGlobal("PROBES"));
    }

    @Test
    void aScanOfTheRulesCheckWhoseTargetFilterWritesRunsAgainInReplay() throws Exception {
        // the set-position scan asks which monsters the effect applies to at every check while Command Knight is face-up
        Replayed impure = replayWithProbe(POSITION_PROBE, "PROBES = PROBES + 1");
        int origin = impure.originGlobal("PROBES");
        assertTrue(origin > 0, "the filter was asked");
        assertEquals(origin, impure.replayGlobal("PROBES"), "every scan that asked it ran again");
    }

    @Test
    void aScanOfTheRulesCheckThatActedOnNothingWithPureScriptsIsSkippedInReplay() throws Exception {
        Replayed impure = replayWithProbe(POSITION_PROBE, "PROBES = PROBES + 1");
        Replayed pure = replayWithProbe(POSITION_PROBE, "if Duel.GetTurnCount() < 0 then return true end");
        long skipped = pure.replay.activationTrace().scansSkipped();
        long skippedImpure = impure.replay.activationTrace().scansSkipped();
        assertTrue(skipped > skippedImpure, skipped + " scans skipped with the pure filter, " + skippedImpure + " with the impure one");
        assertTrue(pure.callbacks(pure.origin) - pure.callbacks(pure.replay) > impure.callbacks(impure.origin) - impure.callbacks(impure.replay),
                "the pure filter's calls were skipped");
    }

    /** Command Knight's slot again: a field effect putting the monsters the probe (false) accepts in Attack Position. */
    private static final String POSITION_PROBE = """
            function s.initial_effect(c)
              local e1=Effect.CreateEffect(c)
              e1:SetType(EFFECT_TYPE_FIELD)
              e1:SetCode(EFFECT_SET_POSITION)
              e1:SetRange(LOCATION_MZONE)
              e1:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)
              e1:SetTarget(s.probe)
              e1:SetValue(POS_FACEUP_ATTACK)
              c:RegisterEffect(e1)
            end
            """;

    /** A card with an ignition effect from the hand whose condition is the probe (false). */
    private static final String CHECK_PROBE = """
            function s.initial_effect(c)
              local e1=Effect.CreateEffect(c)
              e1:SetType(EFFECT_TYPE_IGNITION)
              e1:SetRange(LOCATION_HAND)
              e1:SetCondition(s.probe)
              e1:SetOperation(s.nothing)
              c:RegisterEffect(e1)
            end
            """;

    /**
     * Command Knight of the bench decks (summoned in the duel of seed 6), whose field effect raises ATK of the monsters the probe (false)
     * accepts while it is face-up on the field.
     */
    private static final int STAT_PROBE_CARD = 10375182;
    private static final String STAT_PROBE = """
            function s.initial_effect(c)
              local e1=Effect.CreateEffect(c)
              e1:SetType(EFFECT_TYPE_FIELD)
              e1:SetCode(EFFECT_UPDATE_ATTACK)
              e1:SetRange(LOCATION_MZONE)
              e1:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)
              e1:SetTarget(s.probe)
              e1:SetValue(100)
              c:RegisterEffect(e1)
            end
            """;

    private Replayed replayWithProbe(String body) throws Exception {
        return replayWithProbe(CHECK_PROBE, body);
    }

    /** A duel of the bench decks played with the probe, and its replay from its activation trace. */
    private Replayed replayWithProbe(String card, String body) throws Exception {
        Path scripts = Files.createDirectories(dir.resolve("probe" + Integer.toHexString((card + body).hashCode())));
        Files.writeString(scripts.resolve("c" + (card == CHECK_PROBE ? PROBE_CARD : STAT_PROBE_CARD) + ".lua"), """
                local s,id=GetID()
                PROBES = 0
                %s
                function s.nothing(e,tp) end
                function s.probe(e,...)
                  local tp=e:GetHandlerPlayer()
                  %s
                  return false
                end
                """.formatted(card, body));
        CardDatabase cards = CardDatabase.load(Path.of("../cards.db"));
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(scripts), Path.of("../scripts")), SandboxOptions.defaults());
        Deck deck0 = DeckReader.read(Path.of("../decks/bench-a.ydk"), cards, DeckRules.STANDARD);
        Deck deck1 = DeckReader.read(Path.of("../decks/bench-b.ydk"), cards, DeckRules.STANDARD);
        List<ScriptedDuels.Prepared> prepared = new ArrayList<>();
        // seed 6: Command Knight is summoned face-up several times (seed 1 suits the hand probe)
        long seed = card == CHECK_PROBE ? 1 : 6;
        DuelRecipe recipe = (d0, d1) -> {
            Rules rules = Rules.of(Duel.fromDecks(DuelOptions.standard(seed), cards, deck0, deck1, d0, d1));
            prepared.add(ScriptedDuels.prepare(rules, host));
            return rules;
        };
        DuelLine origin = DuelLine.start(recipe, RandomDecider.forPlayer(seed, 0), RandomDecider.forPlayer(seed, 1));
        origin.play();
        DuelLine replay = DuelLine.replaying(recipe, origin.decisions(),
                origin.activationTrace().upTo(origin.activationTrace().size()), PastThePrefix.NONE, PastThePrefix.NONE);
        replay.play();
        assertEquals(origin.duel().log().lines(), replay.duel().log().lines(), "the replay's log is the origin's");
        assertEquals(BoardDump.of(origin.duel()), BoardDump.of(replay.duel()));
        assertEquals(origin.duel().work().used(), replay.duel().work().used(), "the same work was counted");
        return new Replayed(origin, replay, prepared.get(0), prepared.get(1));
    }

    private record Replayed(DuelLine origin, DuelLine replay, ScriptedDuels.Prepared originScripts,
                            ScriptedDuels.Prepared replayScripts) {
        int originGlobal(String name) {
            return originScripts.bridge().scripts().globals().get(name).toint();
        }

        int replayGlobal(String name) {
            return replayScripts.bridge().scripts().globals().get(name).toint();
        }

        long callbacks(DuelLine line) {
            return line.duel().work().callbacksStarted();
        }

        /** The summed labels of the probe cards' effects. */
        long label(Duel duel) {
            long sum = 0;
            for (Card card : duel.field().allCards()) {
                if (card.code() == PROBE_CARD) {
                    for (Effect effect : duel.effects().of(card)) {
                        sum += effect.label();
                    }
                }
            }
            return sum;
        }
    }
}
