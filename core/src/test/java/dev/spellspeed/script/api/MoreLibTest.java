package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.rules.DuelActions;
import dev.spellspeed.rules.SpecialSummonTerms;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.Varargs;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The functions of MoreCardLib and MoreDuelLib. */
class MoreLibTest extends LuaApiFixture {
    private static final List<String> NO_STRINGS = java.util.Collections.nCopies(16, "");
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");
    /** An "Elemental HERO" (0x3008) monster. */
    private static final CardData HERO = new CardData(900050, 3, 0, 0x3008L, CardType.MONSTER | CardType.EFFECT,
            1600, 1400, 4, 0x1, 0x10, 0, "Test HERO", "test", NO_STRINGS);
    private static final CardData FUSION = CardData.of(900051, "Test Fusion", CardType.MONSTER | CardType.FUSION,
            2500, 2000, 8, 0x1, 0x20, "test");
    private static final CardData UNION = CardData.of(900052, "Test Union",
            CardType.MONSTER | CardType.EFFECT | CardType.UNION, 500, 500, 3, 0x1, 0x20, "test");
    private static final CardData SPELL = CardData.of(900053, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");

    @Test
    void extraDeckMonstersAndOriginalArchetypes() {
        Card hero = at(HERO, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        Card fusion = at(FUSION, 0, Location.EXTRA, 0, Position.FACEDOWN_DEFENSE);
        assertTrue(is("return (...):IsExtraDeckMonster()", fusion));
        assertFalse(is("return (...):IsExtraDeckMonster()", hero));
        // the sub-archetype is one of the archetype (0x3008 is an 0x8 HERO), not the other way round
        assertTrue(is("return (...):IsOriginalSetCard(0x8)", hero));
        assertTrue(is("return (...):IsOriginalSetCard(0x1234, nil, 0x3008)", hero));
        assertFalse(is("return (...):IsOriginalSetCard(0x5008)", hero));
        assertTrue(is("return (...):IsFusionSetCard(0x3008)", hero));
        assertFalse(is("return (...):IsFusionSetCard(0x8)", fusion));
    }

    @Test
    void fusionReadingsAreTheCurrentOnes() {
        Card fusion = at(FUSION, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertTrue(is("return (...):IsFusionType(TYPE_FUSION)", fusion));
        assertFalse(is("return (...):IsFusionType(TYPE_SYNCHRO)", fusion));
        assertTrue(is("return (...):IsFusionAttribute(ATTRIBUTE_DARK)", fusion));
        assertFalse(is("return (...):IsFusionAttribute(ATTRIBUTE_LIGHT, 0)", fusion));
        assertEquals(0x20, run("return (...):GetFusionAttribute()", fusion).arg1().toint());
        assertEquals(900051, run("return (...):GetFusionCode()", fusion).arg1().toint());
        assertTrue(is("return (...):IsFusionCode(1, 900051)", fusion));
        assertFalse(is("return (...):IsFusionCode(900050)", fusion));
    }

    @Test
    void theSummonPlayerAndTheCardThatSummonedAreRecorded() {
        Card hero = at(HERO, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card summoned = at(VORSE, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        assertFalse(is("return (...):IsSpecialSummonSetCard(0x8)", summoned));
        Effect byHero = duel.effects().create(hero, 1);
        byHero.setType(EffectType.IGNITION);
        duel.effects().register(byHero, hero);
        // player 1 summons to player 0's field by the HERO's effect
        bridge.rules().actions().specialSummon(CardGroup.of(summoned),
                new SpecialSummonTerms(0, 1, 0, Position.FACEUP_ATTACK, byHero, false, false));
        assertEquals(Location.MZONE, summoned.location());
        assertEquals(1, run("return (...):GetSummonPlayer()", summoned).arg1().toint());
        assertTrue(is("return (...):IsSpecialSummonSetCard(0x8)", summoned));
        assertFalse(is("return (...):IsSpecialSummonSetCard(0x1234)", summoned));
    }

    @Test
    void previousPositionIsWhereTheCardLastWas() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_DEFENSE);
        bridge.rules().actions().sendToGrave(CardGroup.of(card), dev.spellspeed.duel.Reason.EFFECT, null, 0);
        assertEquals(Position.FACEUP_DEFENSE.mask(), run("return (...):GetPreviousPosition()", card).arg1().toint());
    }

    @Test
    void relationsLastUntilTheCardMovesAsTheResetSays() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertFalse(is("local a,b=... return a:IsRelateToCard(b)", a, b));
        run("local a,b=... a:CreateRelation(b, RESET_EVENT+RESETS_STANDARD)", a, b);
        assertTrue(is("local a,b=... return a:IsRelateToCard(b)", a, b));
        assertFalse(is("local a,b=... return b:IsRelateToCard(a)", a, b));
        // b moving does not end a's relation; a leaving the field does
        bridge.rules().actions().sendToGrave(CardGroup.of(b), dev.spellspeed.duel.Reason.EFFECT, null, 0);
        assertTrue(is("local a,b=... return a:IsRelateToCard(b)", a, b));
        bridge.rules().actions().sendToGrave(CardGroup.of(a), dev.spellspeed.duel.Reason.EFFECT, null, 0);
        assertFalse(is("local a,b=... return a:IsRelateToCard(b)", a, b));
    }

    @Test
    void resetEffectEndsWhatTheResetKindNames() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card other = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        run("""
                local c,o=...
                local function add(owner, code, reset)
                  local e=Effect.CreateEffect(owner) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(code)
                  e:SetValue(100) if reset then e:SetReset(reset) end c:RegisterEffect(e)
                end
                add(c, EFFECT_UPDATE_ATTACK, RESET_EVENT+RESETS_STANDARD+RESET_DISABLE)
                add(o, EFFECT_UPDATE_DEFENSE, RESET_EVENT+RESETS_STANDARD+RESET_DISABLE)
                add(c, EFFECT_CANNOT_ATTACK)
                """, card, other);
        assertEquals(2000, card.attack());
        // RESET_DISABLE ends the changes the card made to itself, not those another card gave it
        run("(...):ResetEffect(RESET_DISABLE, RESET_EVENT)", card);
        assertEquals(1900, card.attack());
        assertEquals(1300, card.defense());
        // an unknown reset type does nothing; RESET_CODE ends single effects of that code
        run("(...):ResetEffect(EFFECT_CANNOT_ATTACK, RESET_EVENT+RESETS_STANDARD)", card);
        assertEquals(1, countCode(card, 85));
        run("(...):ResetEffect(EFFECT_CANNOT_ATTACK, RESET_CODE)", card);
        assertEquals(0, countCode(card, 85));
        assertEquals(1300, card.defense());
    }

    private long countCode(Card card, long code) {
        return duel.effects().of(card).stream().filter(e -> e.code() == code).count();
    }

    @Test
    void setHintChecksItsArguments() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        run("(...):SetHint(CHINT_CARD, 14898066)", card);
        assertFalse(is("return pcall(function(c) c:SetHint(CHINT_CARD) end, ...)", card));
    }

    @Test
    void unionCountCountsUnionsEquippedInUnionStatus() {
        Card monster = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card union = at(UNION, 0, Location.SZONE, 0, Position.FACEUP_ATTACK);
        Card plain = at(SPELL, 0, Location.SZONE, 1, Position.FACEUP_ATTACK);
        assertTrue(bridge.rules().actions().equip(0, union, monster));
        assertTrue(bridge.rules().actions().equip(0, plain, monster));
        Varargs r = run("return (...):GetUnionCount()", monster);
        assertEquals(0, r.arg(1).toint());
        run("local u=... local e=Effect.CreateEffect(u) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UNION_STATUS) u:RegisterEffect(e)",
                union);
        r = run("return (...):GetUnionCount()", monster);
        assertEquals(1, r.arg(1).toint());
        assertEquals(0, r.arg(2).toint());
    }

    @Test
    void battlePhaseAndChainSolvingStates() {
        assertFalse(is("return Duel.IsBattlePhase()"));
        duel.setPhaseQuietly(Phase.DAMAGE_CAL);
        assertTrue(is("return Duel.IsBattlePhase()"));
        duel.setPhaseQuietly(Phase.BATTLE);
        assertTrue(is("return Duel.IsBattlePhase()"));
        duel.setPhaseQuietly(Phase.MAIN2);
        assertFalse(is("return Duel.IsBattlePhase()"));
        assertFalse(is("return Duel.IsChainSolving()"));
        duel.chain().setSolving(true);
        assertTrue(is("return Duel.IsChainSolving()"));
    }

    @Test
    void spellTrapZonesCountLeavingCardsAsFreeAndKeepToTheZoneMask() {
        Card spell = at(SPELL, 0, Location.SZONE, 1, Position.FACEUP_ATTACK);
        at(SPELL, 0, Location.SZONE, 2, Position.FACEUP_ATTACK);
        Varargs r = run("return Duel.GetSZoneCount(0)");
        assertEquals(3, r.arg(1).toint());
        assertEquals(0b00110, r.arg(2).toint());
        assertEquals(4, run("return Duel.GetSZoneCount(0, ...)", spell).arg1().toint());
        // only zones 1 and 3 asked for: 3 is free, 1 is free once the spell leaves
        assertEquals(1, run("return Duel.GetSZoneCount(0, nil, 0, 0, 0xa)").arg1().toint());
        assertEquals(2, run("return Duel.GetSZoneCount(0, ..., 0, 0, 0xa)", spell).arg1().toint());
        // the Field Zone is not a Spell & Trap Zone here
        assertEquals(5, run("return Duel.GetSZoneCount(1)").arg1().toint());
    }

    @Test
    void additionalSummonAndChainMaterial() {
        assertTrue(is("return Duel.IsPlayerCanAdditionalSummon(1)"));
        assertFalse(is("return Duel.IsPlayerCanAdditionalSummon(2)"));
        assertTrue(is("return Duel.GetChainMaterial(0) == nil"));
        run("""
                local e=Effect.GlobalEffect() e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CHAIN_MATERIAL)
                e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1,0) Duel.RegisterEffect(e,0)
                """);
        assertTrue(is("return Duel.GetChainMaterial(0) ~= nil and Duel.GetChainMaterial(1) == nil"));
    }

    @Test
    void battleDamageIsWhatTheLatestCalculationDealt() {
        assertEquals(0, run("return Duel.GetBattleDamage(0)").arg1().toint());
        duel.setBattleDamage(1, 700);
        assertEquals(700, run("return Duel.GetBattleDamage(1)").arg1().toint());
        assertEquals(0, run("return Duel.GetBattleDamage(0)").arg1().toint());
    }

    @Test
    void clearTargetCardLeavesTheCardsRelated() {
        Card handler = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card target = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect effect = duel.effects().create(handler, 0);
        ChainLink link = new ChainLink(1, effect, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0);
        link.addTarget(target);
        duel.chain().add(link);
        duel.chain().setCurrent(link);
        run("Duel.ClearTargetCard()");
        assertTrue(link.targets().isEmpty());
        assertTrue(link.isRelated(target));
        // with no running link it does nothing
        duel.chain().setCurrent(null);
        run("Duel.ClearTargetCard()");
    }

    @Test
    void changeChainOperationReplacesTheLinksOperation() {
        Card handler = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect effect = duel.effects().create(handler, 0);
        effect.setType(EffectType.IGNITION);
        ChainLink link = new ChainLink(1, effect, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0);
        duel.chain().add(link);
        run("Duel.ChangeChainOperation(1, function(e,tp) end)");
        assertTrue(link.replacementOperation() != null);
        assertFalse(is("return pcall(Duel.ChangeChainOperation, 1, 5)"));
    }

    @Test
    void minGroupHoldsEveryCardWithTheLowestValue() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = at(HERO, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card c = at(HERO, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Varargs r = run("local g=Group.FromCards(...) local m,v=g:GetMinGroup(Card.GetAttack) return m:GetCount(),v,m:IsContains((select(2,...)))",
                a, b, c);
        assertEquals(2, r.arg(1).toint());
        assertEquals(1600, r.arg(2).toint());
        assertTrue(r.arg(3).toboolean());
        assertEquals(0, run("return select('#', Group.CreateGroup():GetMinGroup(Card.GetAttack))").arg1().toint());
    }
}
