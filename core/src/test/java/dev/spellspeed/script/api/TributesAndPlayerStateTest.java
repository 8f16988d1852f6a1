package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaValue;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Tributes (Duel.CheckReleaseGroup …), Normal Summon checks, player flags and counters, phase questions. */
class TributesAndPlayerStateTest {
    private static final Path CARDS = Path.of("src/test/resources/script/api");
    private static final CardData LEVEL4 = CardData.of(14898066, "Vorse Raider",
            CardType.MONSTER | CardType.NORMAL, 1900, 1200, 4, 0x1, 0x1, "test");
    private static final CardData WEAK = CardData.of(38142739, "Weak Monster",
            CardType.MONSTER | CardType.NORMAL, 500, 500, 2, 0x1, 0x1, "test");
    private static final CardData LEVEL5 = CardData.of(70781052, "Level 5",
            CardType.MONSTER | CardType.NORMAL, 2300, 2000, 5, 0x1, 0x1, "test");
    private static final CardData LEVEL7 = CardData.of(89631139, "Level 7",
            CardType.MONSTER | CardType.NORMAL, 3000, 2500, 7, 0x1, 0x1, "test");
    private static final CardData RITUAL = CardData.of(46986414, "Ritual",
            CardType.MONSTER | CardType.RITUAL, 2500, 2100, 7, 0x1, 0x1, "test");
    private static final CardData SPELL = CardData.of(22702055, "Umi",
            CardType.SPELL | CardType.FIELD, 0, 0, 0, 0, 0, "test");

    private Duel duel;
    private LuaBridge bridge;
    private DuelScripts scripts;

    @BeforeEach
    void open() {
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(CARDS), Path.of("../scripts")),
                SandboxOptions.defaults(), new PrototypeCache(100));
        duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        scripts = host.openDuel(code -> null);
        Rules rules = Rules.of(duel);
        bridge = ScriptApi.install(rules, scripts);
        duel.beginTurn(0, 2);
        duel.enterPhase(Phase.MAIN1);
    }

    private LuaValue run(String chunk, Object... args) {
        return scripts.globals().load(chunk, "=test").invoke(bridge.toLua(args)).arg1();
    }

    private Card monster(CardData data, int controller, int zone) {
        return duel.placeCard(data, controller, controller, Location.MZONE, zone, Position.FACEUP_ATTACK);
    }

    private Card inHand(CardData data, int owner) {
        return duel.placeCard(data, owner, owner, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
    }

    @Test
    void releaseGroupsAreTheOwnMonstersAndTheHandOnlyWhenAsked() {
        Card a = monster(LEVEL4, 0, 0);
        monster(WEAK, 0, 1);
        monster(LEVEL4, 1, 0);
        inHand(LEVEL4, 0);
        inHand(SPELL, 0);
        assertEquals(2, run("return Duel.GetReleaseGroup(0):GetCount()").toint());
        assertEquals(3, run("return Duel.GetReleaseGroupCount(0,true)").toint(), "the Spell in hand is never a Tribute");
        assertTrue(run("return Duel.CheckReleaseGroup(0,nil,2,nil)").toboolean());
        assertFalse(run("return Duel.CheckReleaseGroup(0,nil,3,nil)").toboolean());
        assertFalse(run("return Duel.CheckReleaseGroup(0,nil,2,...)", a).toboolean(), "the excluded card does not count");
        // filter with an extra argument
        assertTrue(run("return Duel.CheckReleaseGroup(0,function(c,atk) return c:GetAttack()>=atk end,1,nil,1000)")
                .toboolean());
        assertFalse(run("return Duel.CheckReleaseGroup(0,function(c,atk) return c:GetAttack()>=atk end,2,nil,1000)")
                .toboolean());
        assertTrue(run("return Duel.CheckReleaseGroupEx(0,nil,3,REASON_COST,true,nil)").toboolean());
        assertFalse(run("return Duel.CheckReleaseGroupEx(0,nil,3,REASON_COST,false,nil)").toboolean());
    }

    @Test
    void aReleaseCheckCountsTheCardsSetSelectedCardNamedBesideTheCount() {
        Card a = monster(LEVEL4, 0, 0);
        monster(WEAK, 0, 1);
        Card theirs = monster(LEVEL4, 1, 0);
        // control: two releasable monsters, nothing named
        assertTrue(run("return Duel.CheckReleaseGroup(0,nil,2,nil)").toboolean());
        // named: it must be releasable, and the count is needed besides it (ygopro's check_release_list)
        assertTrue(run("Duel.SetSelectedCard(...) return Duel.CheckReleaseGroup(0,nil,1,nil)", a).toboolean());
        assertFalse(run("Duel.SetSelectedCard(...) return Duel.CheckReleaseGroup(0,nil,2,nil)", a).toboolean());
        assertFalse(run("Duel.SetSelectedCard(...) return Duel.CheckReleaseGroupEx(0,nil,0,REASON_COST,false,nil)", theirs)
                .toboolean(), "a named card that cannot be released");
        // asking forgets the named cards
        assertTrue(run("return Duel.CheckReleaseGroup(0,nil,2,nil)").toboolean());
    }

    @Test
    void monstersThatCannotBeTributedAreLeftOut() {
        Card shielded = monster(LEVEL4, 0, 0);
        monster(WEAK, 0, 1);
        run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) "
                + "e:SetCode(EFFECT_UNRELEASABLE_NONSUM) e:SetValue(1) c:RegisterEffect(e)", shielded);
        assertEquals(1, run("return Duel.GetReleaseGroup(0):GetCount()").toint());
        assertFalse(run("return Duel.GetReleaseGroup(0):IsContains(...)", shielded).toboolean());
        // ...but it may still be Tributed for a Tribute Summon
        Card big = inHand(LEVEL7, 0);
        assertTrue(run("return Duel.CheckTribute(...,2)", big).toboolean());
    }

    @Test
    void aPlayerWhoMayNotTributeHasNoReleaseGroup() {
        monster(LEVEL4, 0, 0);
        assertTrue(run("return Duel.IsPlayerCanRelease(0)").toboolean());
        run("local e=Effect.GlobalEffect() e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CANNOT_RELEASE) "
                + "e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1,0) Duel.RegisterEffect(e,0)");
        assertFalse(run("return Duel.IsPlayerCanRelease(0)").toboolean());
        assertFalse(run("return Duel.CheckReleaseGroup(0,nil,1,nil)").toboolean());
        assertTrue(run("return Duel.CheckReleaseGroup(1,nil,0,nil)").toboolean());
    }

    @Test
    void selectReleaseGroupPicksWithinTheBounds() {
        monster(LEVEL4, 0, 0);
        monster(WEAK, 0, 1);
        monster(LEVEL4, 0, 2);
        for (int i = 0; i < 10; i++) {
            int n = run("return Duel.SelectReleaseGroup(0,nil,1,2,nil):GetCount()").toint();
            assertTrue(n >= 1 && n <= 2, "selected " + n);
        }
        assertEquals(1, run("return Duel.SelectReleaseGroupEx(0,function(c) return c:GetAttack()<1000 end,1,3,"
                + "REASON_COST,false,nil):GetCount()").toint());
    }

    @Test
    void checkTributeNeedsEnoughMonstersAndAZoneAfterwards() {
        Card big = inHand(LEVEL7, 0);
        monster(LEVEL4, 0, 0);
        assertFalse(run("return Duel.CheckTribute(...,2)", big).toboolean());
        assertTrue(run("return Duel.CheckTribute(...,1)", big).toboolean());
        monster(WEAK, 0, 1);
        assertTrue(run("return Duel.CheckTribute(...,2)", big).toboolean());
        // with every Main Monster Zone full, a Tribute frees one
        for (int zone = 2; zone < 5; zone++) {
            monster(WEAK, 0, zone);
        }
        assertTrue(run("return Duel.CheckTribute(...,1)", big).toboolean());
        assertFalse(run("return Duel.CheckTribute(...,0)", big).toboolean(), "no Tribute leaves no zone");
        List<Card> tributes = List.copyOf(((dev.spellspeed.duel.CardGroup) bridge.toJava(
                run("return Duel.SelectTribute(0,...,2,2)", big))).toList());
        assertEquals(2, tributes.size());
    }

    @Test
    void aDoubleTributeCountsAsTwo() {
        Card big = inHand(LEVEL7, 0);
        Card doubler = monster(LEVEL4, 0, 0);
        assertFalse(run("return Duel.CheckTribute(...,2)", big).toboolean());
        run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) "
                + "e:SetCode(EFFECT_DOUBLE_TRIBUTE) e:SetValue(1) c:RegisterEffect(e)", doubler);
        assertTrue(run("return Duel.CheckTribute(...,2)", big).toboolean());
        assertEquals(1, run("return Duel.SelectTribute(0,...,2,2):GetCount()", big).toint());
    }

    @Test
    void playerFlagsCountPerPlayerAndReset() {
        assertEquals(0, run("return Duel.GetFlagEffect(0,1234)").toint());
        run("Duel.RegisterFlagEffect(0,1234,RESET_PHASE+PHASE_END,0,1,7)");
        run("Duel.RegisterFlagEffect(0,1234,RESET_PHASE+PHASE_END,0,1,8)");
        assertEquals(2, run("return Duel.GetFlagEffect(0,1234)").toint());
        assertEquals(0, run("return Duel.GetFlagEffect(1,1234)").toint());
        assertEquals(0, run("return Duel.GetFlagEffect(0,1235)").toint());
        assertEquals(7, run("return Duel.GetFlagEffectLabel(0,1234)").toint());
        assertTrue(run("return Duel.SetFlagEffectLabel(0,1234,9)").toboolean());
        assertEquals(9, run("return Duel.GetFlagEffectLabel(0,1234)").toint());
        assertTrue(run("return Duel.GetFlagEffectLabel(1,1234)").isnil());
        run("Duel.ResetFlagEffect(0,1234)");
        assertEquals(0, run("return Duel.GetFlagEffect(0,1234)").toint());
        assertFalse(run("return Duel.SetFlagEffectLabel(0,1234,9)").toboolean());
    }

    @Test
    void customActivityCountersCountWhatTheirFilterRefusesOncePerTurn() {
        run("Duel.AddCustomActivityCounter(77,ACTIVITY_SPSUMMON,function(c) return c:GetAttack()<1000 end)");
        Card weak = inHand(WEAK, 0);
        Card strong = inHand(LEVEL4, 0);
        Card strong2 = inHand(LEVEL4, 0);
        run("Duel.SpecialSummon(...,0,0,0,false,false,POS_FACEUP_ATTACK)", weak);
        assertEquals(0, run("return Duel.GetCustomActivityCount(77,0,ACTIVITY_SPSUMMON)").toint());
        run("Duel.SpecialSummon(...,0,0,0,false,false,POS_FACEUP_ATTACK)", strong);
        run("Duel.SpecialSummon(...,0,0,0,false,false,POS_FACEUP_ATTACK)", strong2);
        assertEquals(1, run("return Duel.GetCustomActivityCount(77,0,ACTIVITY_SPSUMMON)").toint());
        assertEquals(0, run("return Duel.GetCustomActivityCount(77,1,ACTIVITY_SPSUMMON)").toint());
        assertEquals(0, run("return Duel.GetCustomActivityCount(78,0,ACTIVITY_SPSUMMON)").toint());
        duel.beginTurn(1);
        assertEquals(0, run("return Duel.GetCustomActivityCount(77,0,ACTIVITY_SPSUMMON)").toint());
    }

    @Test
    void phaseActivityStartsAgainEachPhase() {
        assertFalse(run("return Duel.CheckPhaseActivity()").toboolean());
        run("Duel.SpecialSummon(...,0,0,0,false,false,POS_FACEUP_ATTACK)", inHand(WEAK, 0));
        assertTrue(run("return Duel.CheckPhaseActivity()").toboolean());
        duel.enterPhase(Phase.MAIN2);
        assertFalse(run("return Duel.CheckPhaseActivity()").toboolean());
    }

    @Test
    void playerPermissionsFollowThePlayersProhibitions() {
        Card low = inHand(LEVEL4, 0);
        Card high = inHand(LEVEL5, 0);
        assertTrue(run("return Duel.IsPlayerCanSummon(0)").toboolean());
        run("local e=Effect.GlobalEffect() e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CANNOT_SUMMON) "
                + "e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1,0) "
                + "e:SetTarget(function(e,c) return c:IsLevelAbove(5) end) Duel.RegisterEffect(e,0)");
        assertTrue(run("return Duel.IsPlayerCanSummon(0)").toboolean(), "a filtered ban does not forbid every summon");
        assertTrue(run("return Duel.IsPlayerCanSummon(0,SUMMON_TYPE_NORMAL,...)", low).toboolean());
        assertFalse(run("return Duel.IsPlayerCanSummon(0,SUMMON_TYPE_NORMAL,...)", high).toboolean());
        assertTrue(run("return Duel.IsPlayerCanSummon(1,SUMMON_TYPE_NORMAL,...)", high).toboolean());

        assertTrue(run("return Duel.IsPlayerCanRemove(1)").toboolean());
        run("local e=Effect.GlobalEffect() e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CANNOT_REMOVE) "
                + "e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(0,1) Duel.RegisterEffect(e,0)");
        assertFalse(run("return Duel.IsPlayerCanRemove(1)").toboolean());
        assertFalse(run("return Duel.IsPlayerCanRemove(1,...)", low).toboolean());
        assertTrue(run("return Duel.IsPlayerCanRemove(0,...)", low).toboolean());

        assertTrue(run("return Duel.IsPlayerCanSpecialSummonCount(0,2)").toboolean());
        run("local e=Effect.GlobalEffect() e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_LEFT_SPSUMMON_COUNT) "
                + "e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1,0) e:SetValue(1) Duel.RegisterEffect(e,0)");
        assertTrue(run("return Duel.IsPlayerCanSpecialSummonCount(0,1)").toboolean());
        assertFalse(run("return Duel.IsPlayerCanSpecialSummonCount(0,2)").toboolean());
        assertTrue(run("return Duel.IsPlayerCanSpecialSummonCount(1,2)").toboolean());
    }

    @Test
    void summonableCardsAndTheNormalSummonCheck() {
        Card low = inHand(LEVEL4, 0);
        Card big = inHand(LEVEL7, 0);
        Card ritual = inHand(RITUAL, 0);
        assertTrue(run("return (...):IsSummonableCard()", low).toboolean());
        assertFalse(run("return (...):IsSummonableCard()", ritual).toboolean());
        assertTrue(run("return (...):IsSummonable(true,nil)", low).toboolean());
        assertFalse(run("return (...):IsSummonable(true,nil)", big).toboolean(), "no Tributes on the field");
        assertFalse(run("return (...):IsSummonable(true,nil)", ritual).toboolean());
        assertFalse(run("return (...):IsSummonable(true,nil,1)", low).toboolean(), "one Tribute is asked for");
        duel.summons().countNormalSummon(0);
        assertFalse(run("return (...):IsSummonable(false,nil)", low).toboolean(), "the Normal Summon is used");
        assertTrue(run("return (...):IsSummonable(true,nil)", low).toboolean());
    }

    @Test
    void forbiddenCardsAndScriptStatus() {
        Card card = monster(LEVEL4, 0, 0);
        assertFalse(run("return (...):IsForbidden()", card).toboolean());
        run("local e=Effect.GlobalEffect() e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_FORBIDDEN) "
                + "e:SetTargetRange(0xff,0xff) e:SetTarget(function(e,c) return c:IsCode(14898066) end) Duel.RegisterEffect(e,1)");
        assertTrue(run("return (...):IsForbidden()", card).toboolean());
        assertFalse(run("return (...):IsStatus(STATUS_DESTROY_CONFIRMED)", card).toboolean());
        run("(...):SetStatus(STATUS_DESTROY_CONFIRMED,true)", card);
        assertTrue(run("return (...):IsStatus(STATUS_DESTROY_CONFIRMED)", card).toboolean());
        run("(...):SetStatus(STATUS_DESTROY_CONFIRMED,false)", card);
        assertFalse(run("return (...):IsStatus(STATUS_DESTROY_CONFIRMED)", card).toboolean());
    }

    @Test
    void specialSummonOncePerTurnByCode() {
        Card first = inHand(LEVEL4, 0);
        Card second = inHand(LEVEL4, 0);
        run("for _,c in ipairs({...}) do c:SetSPSummonOnce(14898066) end", first, second);
        assertTrue(run("return (...):IsCanBeSpecialSummoned(nil,0,0,false,false)", second).toboolean());
        run("Duel.SpecialSummon(...,0,0,0,false,false,POS_FACEUP_ATTACK)", first);
        assertFalse(run("return (...):IsCanBeSpecialSummoned(nil,0,0,false,false)", second).toboolean());
        assertTrue(run("return (...):IsCanBeSpecialSummoned(nil,0,1,false,false)", second).toboolean(),
                "the other player has not used it");
        duel.beginTurn(1);
        assertTrue(run("return (...):IsCanBeSpecialSummoned(nil,0,0,false,false)", second).toboolean());
    }

    @Test
    void phaseQuestions() {
        run("Duel.EnableGlobalFlag(GLOBALFLAG_SPSUMMON_COUNT)");
        assertEquals(0x40, duel.globalFlags());
        assertTrue(run("return Duel.IsMainPhase()").toboolean());
        assertTrue(run("return Duel.IsAbleToEnterBP()").toboolean());
        duel.enterPhase(Phase.MAIN2);
        assertTrue(run("return Duel.IsMainPhase()").toboolean());
        assertFalse(run("return Duel.IsAbleToEnterBP()").toboolean(), "the Battle Phase is over");
        duel.beginTurn(1);
        duel.enterPhase(Phase.MAIN1);
        run("local e=Effect.GlobalEffect() e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CANNOT_BP) "
                + "e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1,0) Duel.RegisterEffect(e,1)");
        assertFalse(run("return Duel.IsAbleToEnterBP()").toboolean());
        duel.enterPhase(Phase.STANDBY);
        assertFalse(run("return Duel.IsMainPhase()").toboolean());

        assertFalse(run("return Duel.IsDamageCalculated()").toboolean());
        duel.battle().setDamageCalculated(true);
        assertTrue(run("return Duel.IsDamageCalculated()").toboolean());
        duel.battle().beginAttack(monster(LEVEL4, 1, 0), null);
        assertFalse(run("return Duel.IsDamageCalculated()").toboolean(), "a new attack starts uncalculated");
    }

    @Test
    void skipPhaseRegistersASkipForThatPlayer() {
        run("Duel.SkipPhase(1,PHASE_BATTLE,RESET_PHASE+PHASE_END,1)");
        assertFalse(run("return Duel.IsPlayerAffectedByEffect(1,EFFECT_SKIP_BP)").isnil());
        assertTrue(run("return Duel.IsPlayerAffectedByEffect(0,EFFECT_SKIP_BP)").isnil());
        LuaError error = assertThrows(LuaError.class, () -> run("Duel.SkipPhase(1,PHASE_DAMAGE,RESET_PHASE+PHASE_END,1)"));
        assertTrue(error.getMessage().contains("Duel.SkipPhase: argument 2"), error.getMessage());
    }

    @Test
    void environmentIsAFaceUpCardWithThatName() {
        Card umi = duel.placeCard(SPELL, 0, 0, Location.SZONE, dev.spellspeed.duel.Field.fieldZone(), Position.FACEDOWN_DEFENSE);
        assertFalse(run("return Duel.IsEnvironment(22702055)").toboolean(), "a face-down Field Spell is no environment");
        duel.field().changePosition(umi, Position.FACEUP_ATTACK);
        assertTrue(run("return Duel.IsEnvironment(22702055)").toboolean());
        assertTrue(run("return Duel.IsEnvironment(22702055,0)").toboolean());
        assertFalse(run("return Duel.IsEnvironment(22702055,1)").toboolean());
        assertFalse(run("return Duel.IsEnvironment(22702055,PLAYER_ALL,LOCATION_MZONE)").toboolean());
        assertFalse(run("return Duel.IsEnvironment(14898066)").toboolean());
        monster(LEVEL4, 1, 0);
        assertTrue(run("return Duel.IsEnvironment(14898066)").toboolean());
    }
}
