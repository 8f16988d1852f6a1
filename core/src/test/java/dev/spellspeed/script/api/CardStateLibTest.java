package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Card.* functions about what a card is, was and can undergo (CardStateLib), and lasting card targets (CardTargetLib). */
class CardStateLibTest {
    private static final Path CARDS = Path.of("src/test/resources/script/api");
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider",
            CardType.MONSTER | CardType.NORMAL, 1900, 1200, 4, 0x2000, 0x20, "test");
    private static final CardData CELTIC = CardData.of(91152256, "Celtic Guardian",
            CardType.MONSTER | CardType.NORMAL, 1400, 1200, 4, 0x1, 0x10, "test");
    private static final CardData FUSION = CardData.of(900010, "Test Fusion",
            CardType.MONSTER | CardType.FUSION, 2000, 2000, 6, 0x1, 0x1, "test");
    private static final CardData LINK = CardData.of(900011, "Test Link",
            CardType.MONSTER | CardType.EFFECT | CardType.LINK, 1000, 0, 1, 0x1, 0x1, "test");
    /** An archetype member (set code 0x3b) and an alternate artwork of Vorse Raider. */
    private static final CardData ARCHETYPE = new CardData(900012, 3, 0, 0x3b, CardType.MONSTER | CardType.NORMAL,
            1000, 1000, 4, 0x1, 0x1, 0, "Test Archetype", "test", java.util.Collections.nCopies(16, ""));
    private static final CardData VORSE_ALT = new CardData(14898067, 3, 14898066, 0, CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x2000, 0x20, 0, "Vorse Raider (alt)", "test", java.util.Collections.nCopies(16, ""));
    private static final CardData EQUIP = CardData.of(900013, "Test Equip",
            CardType.SPELL | CardType.EQUIP, 0, 0, 0, 0, 0, "test");

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
        duel.useCards(dev.spellspeed.data.CardDatabase.of(List.of(VORSE, CELTIC, FUSION, LINK, ARCHETYPE, EQUIP)));
        duel.beginTurn(0, 3);
    }

    private LuaValue run(String chunk, Object... args) {
        return scripts.globals().load(chunk, "=test").invoke(bridge.toLua(args)).arg1();
    }

    private Card at(CardData data, int player, Location location, int seq, Position position) {
        return duel.placeCard(data, player, player, location, seq, position);
    }

    @Test
    void faceUpExCountsKnownPilesAndIsPublicOnlyFaceUpCards() {
        Card hand = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        Card set = at(CELTIC, 0, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        Card up = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        LuaValue v = run("local h,s,u=... return {h:IsFaceupEx(), h:IsPublic(), s:IsFaceupEx(), s:IsPublic(),"
                + " u:IsFaceupEx(), u:IsPublic()}", hand, set, up);
        assertTrue(v.get(1).toboolean(), "a card in the hand counts for IsFaceupEx");
        assertFalse(v.get(2).toboolean(), "but it is not public");
        assertFalse(v.get(3).toboolean());
        assertFalse(v.get(4).toboolean());
        assertTrue(v.get(5).toboolean());
        assertTrue(v.get(6).toboolean());
    }

    @Test
    void theFieldIdChangesWithEachNewIdentityAndEffectsHaveTheirOwn() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        int placed = run("return (...):GetFieldID()", vorse).toint();
        assertEquals(placed, run("return (...):GetFieldID()", vorse).toint(), "stable while nothing happens");
        run("Duel.ChangePosition((...),POS_FACEUP_ATTACK)", vorse);
        int flipped = run("return (...):GetFieldID()", vorse).toint();
        assertNotEquals(placed, flipped, "turned face-up: a new identity");
        run("Duel.SendtoHand((...),nil,REASON_EFFECT)", vorse);
        assertNotEquals(flipped, run("return (...):GetFieldID()", vorse).toint());
        LuaValue ids = run("local c=... local e1=Effect.CreateEffect(c) local e2=Effect.CreateEffect(c)"
                + " return {e1:GetFieldID(), e2:GetFieldID()}", vorse);
        assertTrue(ids.get(2).toint() > ids.get(1).toint(), "effects are numbered in creation order");
    }

    @Test
    void theReasonPlayerAndEffectOfTheLatestMove() {
        Card vorse = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        LuaValue before = run("local c=... return {c:GetReasonPlayer(), c:GetReasonEffect()==nil}", vorse);
        assertEquals(2, before.get(1).toint(), "a card that has not moved: PLAYER_NONE");
        assertTrue(before.get(2).toboolean());
        Card celtic = at(CELTIC, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        dev.spellspeed.effect.Effect effect = duel.effects().create(celtic, 0);
        bridge.rules().destruction().destroy(dev.spellspeed.duel.CardGroup.of(vorse), dev.spellspeed.duel.Reason.EFFECT, effect, 0);
        LuaValue after = run("local c,e=... return {c:GetReasonPlayer(), c:GetReasonEffect()==e}", vorse, effect);
        assertEquals(0, after.get(1).toint(), "destroyed by player 0's effect");
        assertTrue(after.get(2).toboolean());
    }

    @Test
    void aSpecialSummonRecordsWhoSummonedFromWhereAndByWhatCard() {
        Card source = at(CELTIC, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card vorse = at(VORSE, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        dev.spellspeed.effect.Effect effect = duel.effects().create(source, 1);
        duel.effects().register(effect, source);
        bridge.rules().specialSummons().specialSummon(dev.spellspeed.duel.CardGroup.of(vorse), new dev.spellspeed.rules.summon.SpecialSummonTerms(
                0, 1, 0, Position.FACEUP_ATTACK.mask(), effect, false, false));
        LuaValue v = run("local c,e=... return {c:IsSummonPlayer(1), c:IsSummonPlayer(0), c:IsSummonLocation(LOCATION_GRAVE),"
                + " c:IsSummonLocation(LOCATION_HAND), select('#', c:GetSpecialSummonInfo(SUMMON_INFO_CODE,"
                + " SUMMON_INFO_REASON_PLAYER, 0x800)), c:GetSpecialSummonInfo(SUMMON_INFO_CODE),"
                + " (select(2, c:GetSpecialSummonInfo(SUMMON_INFO_ATTACK, SUMMON_INFO_REASON_PLAYER))),"
                + " c:GetSpecialSummonInfo(SUMMON_INFO_REASON_EFFECT)==e}", vorse, effect);
        assertTrue(v.get(1).toboolean(), "player 1 summoned it to player 0's field");
        assertFalse(v.get(2).toboolean());
        assertTrue(v.get(3).toboolean());
        assertFalse(v.get(4).toboolean());
        assertEquals(3, v.get(5).toint(), "one value per flag asked, nil for an unknown flag");
        assertEquals(CELTIC.code(), v.get(6).toint(), "the summoning card's name");
        assertEquals(1, v.get(7).toint());
        assertTrue(v.get(8).toboolean());
        Card hand = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        LuaValue none = run("local c=... return {c:GetSpecialSummonInfo(SUMMON_INFO_CODE, SUMMON_INFO_REASON_PLAYER)}", hand);
        assertEquals(0, none.get(1).toint(), "not Special Summoned: zeros");
        assertEquals(2, none.get(2).toint(), "and PLAYER_NONE");
    }

    @Test
    void whatTheCardWasOnTheFieldIsRememberedAfterItLeaves() {
        Card vorse = at(VORSE, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        Card set = at(ARCHETYPE, 0, Location.MZONE, 1, Position.FACEDOWN_DEFENSE);
        Card hand = at(CELTIC, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        // a continuous effect makes the face-up Vorse Raider a Zombie (0x10) while it is there
        run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_CHANGE_RACE)"
                + " e:SetValue(RACE_ZOMBIE) c:RegisterEffect(e)", vorse);
        run("local a,b=... Duel.SendtoGrave(Group.FromCards(a,b),REASON_EFFECT)", vorse, set);
        LuaValue v = run("local v,s,h=... return {v:GetPreviousRaceOnField(), v:GetPreviousCodeOnField(),"
                + " v:GetPreviousTypeOnField(), v:GetPreviousAttributeOnField(), v:GetPreviousSequence(),"
                + " s:IsPreviousSetCard(0x3b), s:IsPreviousSetCard(nil, 0x3c, 0x3b), v:IsPreviousSetCard(0x3b),"
                + " h:GetPreviousCodeOnField()}", vorse, set, hand);
        assertEquals(0x10, v.get(1).toint(), "the race it had then, changed by the effect");
        assertEquals(VORSE.code(), v.get(2).toint());
        assertEquals(CardType.MONSTER | CardType.NORMAL, v.get(3).tolong());
        assertEquals(0x20, v.get(4).toint());
        assertEquals(3, v.get(5).toint(), "the zone it left");
        assertTrue(v.get(6).toboolean(), "a face-down card: its printed archetype");
        assertTrue(v.get(7).toboolean(), "any of the set codes, nil skipped");
        assertFalse(v.get(8).toboolean());
        assertEquals(0, v.get(9).toint(), "never on the field");
    }

    @Test
    void anEquipCardRemembersTheMonsterItWasEquippedTo() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card equip = at(EQUIP, 0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        duel.field().equip(equip, vorse);
        assertTrue(run("return (...):GetPreviousEquipTarget()==nil", equip).toboolean());
        run("Duel.Destroy((...),REASON_EFFECT)", equip);
        assertTrue(run("local e,v=... return e:GetPreviousEquipTarget()==v and e:GetEquipTarget()==nil", equip, vorse)
                .toboolean());
    }

    @Test
    void theColumnHoldsTheCardsInLineWithItOnBothSides() {
        Card self = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card behind = at(EQUIP, 0, Location.SZONE, 1, Position.FACEDOWN_DEFENSE);
        Card extraZone = at(FUSION, 0, Location.MZONE, 5, Position.FACEUP_ATTACK);
        Card facing = at(CELTIC, 1, Location.MZONE, 3, Position.FACEUP_ATTACK);
        Card opposingSpell = at(EQUIP, 1, Location.SZONE, 3, Position.FACEDOWN_DEFENSE);
        at(CELTIC, 1, Location.MZONE, 1, Position.FACEUP_ATTACK); // the opponent's zone 1 is another column
        at(VORSE, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        LuaValue v = run("local c,a,b,d,e=... local g=c:GetColumnGroup() return {g:GetCount(), g:IsContains(a),"
                + " g:IsContains(b), g:IsContains(d), g:IsContains(e), g:IsContains(c)}", self, behind, extraZone, facing,
                opposingSpell);
        assertEquals(4, v.get(1).toint());
        for (int i = 2; i <= 5; i++) {
            assertTrue(v.get(i).toboolean(), "member " + i);
        }
        assertFalse(v.get(6).toboolean(), "not the card itself");
        Card inHand = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertEquals(0, run("return (...):GetColumnGroup():GetCount()", inHand).toint(), "off the field: no column");
    }

    @Test
    void typeAttributeAndOriginalNameChecks() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card alt = at(VORSE_ALT, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        LuaValue v = run("local c,a=... return {c:IsAllTypes(TYPE_MONSTER+TYPE_NORMAL), c:IsAllTypes(TYPE_MONSTER+TYPE_EFFECT),"
                + " c:IsNonAttribute(ATTRIBUTE_DARK), c:IsNonAttribute(ATTRIBUTE_LIGHT), a:GetOriginalCodeRule(),"
                + " a:IsOriginalCodeRule(1, 14898066), a:IsOriginalCodeRule(14898067)}", vorse, alt);
        assertTrue(v.get(1).toboolean());
        assertFalse(v.get(2).toboolean(), "every asked type must be there");
        assertFalse(v.get(3).toboolean(), "Vorse Raider is DARK and nothing else");
        assertTrue(v.get(4).toboolean());
        assertEquals(14898066, v.get(5).toint(), "an alternate artwork has its original's name");
        assertTrue(v.get(6).toboolean());
        assertFalse(v.get(7).toboolean());
    }

    @Test
    void theTurnCounterIsWhatTheScriptSet() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertEquals(0, run("return (...):GetTurnCounter()", vorse).toint());
        assertEquals(2, run("local c=... c:SetTurnCounter(2) return c:GetTurnCounter()", vorse).toint());
    }

    @Test
    void effectsOfACodeThatApplyToTheCard() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card theirs = at(CELTIC, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        LuaValue v = run("local c,o=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_FIELD)"
                + " e:SetCode(EFFECT_UPDATE_ATTACK) e:SetRange(LOCATION_MZONE) e:SetTargetRange(LOCATION_MZONE,0)"
                + " e:SetValue(100) c:RegisterEffect(e) local e2=e:Clone() c:RegisterEffect(e2)"
                + " local a,b=c:IsHasEffect(EFFECT_UPDATE_ATTACK)"
                + " return {c:GetEffectCount(EFFECT_UPDATE_ATTACK), a==e, b==e2, o:IsHasEffect(EFFECT_UPDATE_ATTACK)==nil,"
                + " o:GetEffectCount(EFFECT_UPDATE_ATTACK), c:IsHasEffect(EFFECT_UPDATE_ATTACK, 0)==e}", vorse, theirs);
        assertEquals(2, v.get(1).toint());
        assertTrue(v.get(2).toboolean());
        assertTrue(v.get(3).toboolean());
        assertTrue(v.get(4).toboolean(), "out of the effects' range: nil");
        assertEquals(0, v.get(5).toint());
        assertTrue(v.get(6).toboolean(), "no count limit: usable by the player");
    }

    @Test
    void theActivateEffectsOfACard() {
        Card spell = at(EQUIP, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertEquals(0, run("return select('#', (...):GetActivateEffect())", spell).toint());
        LuaValue v = run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_ACTIVATE) e:SetCode(EVENT_FREE_CHAIN)"
                + " c:RegisterEffect(e) local q=Effect.CreateEffect(c) q:SetType(EFFECT_TYPE_IGNITION) c:RegisterEffect(q)"
                + " local a,b=c:GetActivateEffect() return {a==e, b==nil}", spell);
        assertTrue(v.get(1).toboolean());
        assertTrue(v.get(2).toboolean(), "only EFFECT_TYPE_ACTIVATE effects");
    }

    @Test
    void aCounterLimitCapsTheCountersACardHolds() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        LuaValue v = run("local c=... c:EnableCounterPermit(0x1) c:SetCounterLimit(0x1,2)"
                + " return {c:AddCounter(0x1,2), c:AddCounter(0x1,1), c:GetCounter(0x1)}", vorse);
        assertTrue(v.get(1).toboolean());
        assertFalse(v.get(2).toboolean(), "a third counter would break the limit");
        assertEquals(2, v.get(3).toint());
    }

    @Test
    void whatACardCanUndergo() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card defender = at(CELTIC, 0, Location.MZONE, 1, Position.FACEUP_DEFENSE);
        Card link = at(LINK, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        LuaValue v = run("local v,d,l=... return {v:IsCanChangePosition(), l:IsCanChangePosition(), v:IsAttackable(),"
                + " d:IsAttackable(), v:IsAbleToChangeControler()}", vorse, defender, link);
        assertTrue(v.get(1).toboolean());
        assertFalse(v.get(2).toboolean(), "a Link monster has no battle position to change");
        assertTrue(v.get(3).toboolean());
        assertFalse(v.get(4).toboolean(), "Defense Position");
        assertTrue(v.get(5).toboolean());
        LuaValue after = run("local c=... for _,code in ipairs({EFFECT_CANNOT_ATTACK, EFFECT_CANNOT_CHANGE_CONTROL}) do"
                + " local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(code) c:RegisterEffect(e) end"
                + " return {c:IsAttackable(), c:IsAbleToChangeControler()}", vorse);
        assertFalse(after.get(1).toboolean());
        assertFalse(after.get(2).toboolean());
    }

    @Test
    void returningToTheExtraDeckOrTheDeck() {
        Card fusion = at(FUSION, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Card inExtra = at(FUSION, 0, Location.EXTRA, 0, Position.FACEDOWN_DEFENSE);
        Card vorse = at(VORSE, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Card inDeck = at(VORSE, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        LuaValue v = run("local f,x,v,d=... return {f:IsAbleToExtra(), v:IsAbleToExtra(), f:IsAbleToExtraAsCost(),"
                + " x:IsAbleToExtraAsCost(), f:IsAbleToDeckOrExtraAsCost(), v:IsAbleToDeckOrExtraAsCost(),"
                + " d:IsAbleToDeckOrExtraAsCost()}", fusion, inExtra, vorse, inDeck);
        assertTrue(v.get(1).toboolean());
        assertFalse(v.get(2).toboolean(), "a Main Deck monster does not go to the Extra Deck");
        assertTrue(v.get(3).toboolean());
        assertFalse(v.get(4).toboolean(), "already there");
        assertTrue(v.get(5).toboolean());
        assertTrue(v.get(6).toboolean());
        assertFalse(v.get(7).toboolean(), "already in the Deck");
        assertFalse(run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_CANNOT_TO_DECK)"
                + " c:RegisterEffect(e) return c:IsAbleToExtra()", fusion).toboolean(), "EFFECT_CANNOT_TO_DECK");
    }

    @Test
    void negationCanBePreventedByCannotDisableAndImmunity() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card theirs = at(CELTIC, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        LuaValue v = run("local c,o=... local e=Effect.CreateEffect(o) return {c:IsCanBeDisabledByEffect(e),"
                + " (function() local s=Effect.CreateEffect(c) s:SetType(EFFECT_TYPE_SINGLE) s:SetCode(EFFECT_CANNOT_DISABLE)"
                + " c:RegisterEffect(s) return c:IsCanBeDisabledByEffect(e, false) end)()}", vorse, theirs);
        assertTrue(v.get(1).toboolean());
        assertFalse(v.get(2).toboolean(), "EFFECT_CANNOT_DISABLE");
    }

    @Test
    void anEquipLimitDecidesTheMonstersACardCanBeEquippedTo() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card celtic = at(CELTIC, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card equip = at(EQUIP, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertFalse(run("local e,v=... return e:CheckEquipTarget(v)", equip, vorse).toboolean(),
                "no EFFECT_EQUIP_LIMIT: no monster (as in ygopro)");
        LuaValue v = run("local q,v,c=... local e=Effect.CreateEffect(q) e:SetType(EFFECT_TYPE_SINGLE)"
                + " e:SetCode(EFFECT_EQUIP_LIMIT) e:SetValue(function(e,tc) return tc:IsCode(14898066) end) q:RegisterEffect(e)"
                + " return {q:CheckEquipTarget(v), q:CheckEquipTarget(c)}", equip, vorse, celtic);
        assertTrue(v.get(1).toboolean());
        assertFalse(v.get(2).toboolean());
    }

    @Test
    void lastingTargetsEndWhenTheTargetLeavesAfterItsMoveIsHandled() {
        Card owner = at(EQUIP, 0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card celtic = at(CELTIC, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        // a continuous effect on EVENT_LEAVE_FIELD still sees the link while the target leaves
        LuaValue v = run("local o,v,c=... o:SetCardTarget(c) o:SetCardTarget(v)"
                + " local seen=nil local e=Effect.CreateEffect(o) e:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)"
                + " e:SetCode(EVENT_LEAVE_FIELD) e:SetRange(LOCATION_SZONE)"
                + " e:SetOperation(function() seen=o:IsHasCardTarget(v) end) o:RegisterEffect(e)"
                + " local first=o:GetFirstCardTarget() local n=o:GetCardTargetCount()"
                + " Duel.Destroy(v,REASON_EFFECT)"
                + " return {first==v, n, seen, o:IsHasCardTarget(v), o:GetCardTargetCount(), o:GetFirstCardTarget()==c,"
                + " c:GetOwnerTargetCount()}", owner, vorse, celtic);
        assertTrue(v.get(1).toboolean(), "the first target is the oldest card, not the first linked");
        assertEquals(2, v.get(2).toint());
        assertTrue(v.get(3).toboolean(), "the leave-field reaction saw the link");
        assertFalse(v.get(4).toboolean(), "released once the move was handled");
        assertEquals(1, v.get(5).toint());
        assertTrue(v.get(6).toboolean());
        assertEquals(1, v.get(7).toint());
        run("Duel.ChangePosition((...),POS_FACEDOWN_DEFENSE)", celtic);
        assertTrue(run("return (...):GetFirstCardTarget()==nil", owner).toboolean(), "a face-down card is no one's target");
    }

    @Test
    void aTargetTypeEffectAppliesToTheCardsItsCardTargets() {
        Card owner = at(EQUIP, 0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card celtic = at(CELTIC, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        run("local o,v=... local e=Effect.CreateEffect(o) e:SetType(EFFECT_TYPE_TARGET) e:SetCode(EFFECT_UPDATE_ATTACK)"
                + " e:SetRange(LOCATION_SZONE) e:SetValue(500) o:RegisterEffect(e) o:SetCardTarget(v)", owner, vorse);
        assertEquals(2400, vorse.attack());
        assertEquals(1400, celtic.attack(), "not a target");
        run("local o,v=... o:CancelCardTarget(v)", owner, vorse);
        assertEquals(1900, vorse.attack());
    }

    @Test
    void changePositionGivesEachCardTheNewPositionForItsCurrentOneAndZeroLeavesIt() {
        Card attacking = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card defending = at(CELTIC, 0, Location.MZONE, 1, Position.FACEUP_DEFENSE);
        Card hidden = at(CELTIC, 1, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        // Stop Defense's form: only Defense Position monsters change, to face-up Attack
        int changed = run("local g=Group.FromCards(...) return Duel.ChangePosition(g,0,0,POS_FACEUP_ATTACK,POS_FACEUP_ATTACK)",
                attacking, defending, hidden).toint();
        assertEquals(2, changed);
        assertEquals(Position.FACEUP_ATTACK, attacking.position());
        assertEquals(Position.FACEUP_ATTACK, defending.position());
        assertEquals(Position.FACEUP_ATTACK, hidden.position());
        run("Duel.ChangePosition(Group.FromCards(...),POS_FACEUP_DEFENSE)", attacking, defending);
        assertEquals(Position.FACEUP_DEFENSE, attacking.position(), "one position for every card");
        assertEquals(Position.FACEUP_DEFENSE, defending.position());
    }

    @Test
    void anEffectRegisteredToAPlayerIsHandledByItsOwnerCard() {
        Card vorse = at(VORSE, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        LuaValue v = run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_SKIP_DP)"
                + " local before=e:GetHandler() Duel.RegisterEffect(e,0) return {before==nil, e:GetHandler()==c}", vorse);
        assertTrue(v.get(1).toboolean(), "not registered yet: no handler");
        assertTrue(v.get(2).toboolean(), "registered to a player: its owner card");
    }

    @Test
    void banishingWithPositionZeroBanishesFaceUp() {
        Card vorse = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertEquals(1, run("return Duel.Remove((...),0,REASON_EFFECT)", vorse).toint());
        assertEquals(Location.REMOVED, vorse.location());
        assertTrue(vorse.isFaceUp());
    }
}
