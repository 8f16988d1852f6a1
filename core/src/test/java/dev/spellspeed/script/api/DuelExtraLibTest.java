package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.OperationInfo;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Deck-top, announcement, counter, operated-group, chain-edit and activation functions of DuelExtraLib. */
class DuelExtraLibTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");
    private static final CardData SPELL = CardData.of(900020, "Test Spell", CardType.SPELL, 0, 0, 0, 0, 0, "test");
    private static final CardData FIELD_SPELL = CardData.of(900021, "Test Field", CardType.SPELL | CardType.FIELD,
            0, 0, 0, 0, 0, "test");

    private List<Card> deck(int player, int n) {
        List<Card> cards = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            cards.add(at(VORSE, player, Location.DECK, 0, Position.FACEDOWN_DEFENSE));
        }
        return cards; // the last one is on top
    }

    @Test
    void theOperatedGroupHoldsWhatTheLastOperationMoved() {
        Card a = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        Card b = at(VORSE, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Varargs r = run("local g=... local n=Duel.SendtoGrave(g,REASON_EFFECT) local og=Duel.GetOperatedGroup()"
                + " return n,#og,og:GetFirst()", CardGroup.of(a, b));
        assertEquals(1, r.arg(1).toint());
        assertEquals(1, r.arg(2).toint(), "the card already in the GY did not move");
        assertSame(bridge.wrap(a), r.arg(3));
        assertEquals(0, run("Duel.SendtoGrave(...,REASON_EFFECT) return #Duel.GetOperatedGroup()", a).arg1().toint(),
                "an operation that did nothing leaves it empty");
    }

    @Test
    void decktopGroupListsTheTopCardFirstAndStopsAtTheDecksSize() {
        List<Card> cards = deck(0, 3);
        LuaValue first = run("local g=Duel.GetDecktopGroup(0,2) return g:GetFirst(),#g").arg1();
        assertSame(bridge.wrap(cards.get(2)), first);
        assertEquals(3, run("return #Duel.GetDecktopGroup(0,10)").arg1().toint());
        run("Duel.ConfirmDecktop(0,10)");
        assertEquals(cards, duel.field().cards(0, Location.DECK), "confirming leaves the Deck as it was");
        run("Duel.DisableShuffleCheck() Duel.SendtoHand(Duel.GetDecktopGroup(0,1),nil,REASON_EFFECT)");
        assertEquals(cards.subList(0, 2), duel.field().cards(0, Location.DECK));
    }

    @Test
    void sortDecktopPutsThePickedCardsOnTopInOrder() {
        List<Card> cards = deck(0, 4); // top: 3, 2, 1, 0
        decider.thenSelect(cards.get(1)).thenSelect(cards.get(3));
        run("Duel.SortDecktop(0,0,3)");
        assertEquals(List.of(cards.get(0), cards.get(2), cards.get(3), cards.get(1)), duel.field().cards(0, Location.DECK));
    }

    @Test
    void moveSequenceMovesWithinTheDeckAndBetweenFreeZones() {
        List<Card> cards = deck(0, 3);
        run("Duel.MoveSequence(...,SEQ_DECKTOP)", cards.get(0));
        assertSame(cards.get(0), duel.field().topOfDeck(0).orElseThrow());
        run("Duel.MoveSequence(...,SEQ_DECKBOTTOM)", cards.get(0));
        assertSame(cards.get(0), duel.field().cards(0, Location.DECK).get(0));
        Card monster = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        at(VORSE, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        run("Duel.MoveSequence(...,3)", monster);
        assertEquals(3, monster.sequence());
        run("Duel.MoveSequence(...,2)", monster);
        assertEquals(3, monster.sequence(), "zone 2 is taken: it stays");
        assertTrue(duel.field().verifyInvariants().isEmpty());
    }

    @Test
    void shuffleExtraReordersTheExtraDeck() {
        List<Card> extra = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            extra.add(at(VORSE, 0, Location.EXTRA, 0, Position.FACEDOWN_DEFENSE));
        }
        run("Duel.ShuffleExtra(0)");
        List<Card> after = duel.field().cards(0, Location.EXTRA);
        assertNotEquals(extra, after);
        assertEquals(new java.util.HashSet<>(extra), new java.util.HashSet<>(after));
        assertTrue(duel.field().verifyInvariants().isEmpty());
    }

    @Test
    void moveToFieldPlacesACardAndAFieldSpellReplacesTheOldOne() {
        Card spell = at(SPELL, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertTrue(run("return Duel.MoveToField(...,0,0,LOCATION_SZONE,POS_FACEUP,true)", spell).arg1().toboolean());
        assertEquals(Location.SZONE, spell.location());
        assertTrue(spell.isFaceUp());
        Card oldField = at(FIELD_SPELL, 0, Location.SZONE, 5, Position.FACEUP_ATTACK);
        Card newField = at(FIELD_SPELL, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        assertTrue(run("return Duel.MoveToField(...,0,0,LOCATION_FZONE,POS_FACEUP,true)", newField).arg1().toboolean());
        assertEquals(5, newField.sequence());
        assertEquals(Location.GRAVE, oldField.location());
        Card monster = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertFalse(run("return Duel.MoveToField(...,0,0,LOCATION_MZONE,POS_FACEUP_ATTACK,true,0)", monster).arg1()
                .toboolean(), "no zone allowed");
        assertEquals(Location.HAND, monster.location());
    }

    @Test
    void announcementsAskForTheAllowedValues() {
        decider.then(0x20L);
        assertEquals(0x20, run("return Duel.AnnounceAttribute(0,1,ATTRIBUTE_LIGHT|ATTRIBUTE_DARK)").arg1().toint());
        assertEquals(0x10, run("return Duel.AnnounceAttribute(0,1,ATTRIBUTE_LIGHT)").arg1().toint(),
                "a single choice needs no question");
        decider.then(0x2L);
        assertEquals(0x2, run("return Duel.AnnounceRace(0,1,RACE_WARRIOR|RACE_SPELLCASTER)").arg1().toint());
        decider.then(5L);
        Varargs level = run("return Duel.AnnounceLevel(0,6,3,4)");
        assertEquals(5, level.arg(1).toint());
        assertEquals(1, level.arg(2).toint(), "3, 5, 6 are left once 4 is excluded");
        assertEquals(0, run("return Duel.AnnounceLevel(0,1,1,1)").narg(), "no Level left");
        decider.then(2);
        assertEquals(2, run("return Duel.AnnounceType(0)").arg1().toint());
        Card card = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertEquals(Position.FACEUP_DEFENSE.mask(), run("return Duel.SelectPosition(0,...,POS_FACEUP_DEFENSE)", card)
                .arg1().toint());
        decider.then(Position.FACEDOWN_DEFENSE);
        assertEquals(Position.FACEDOWN_DEFENSE.mask(), run("return Duel.SelectPosition(0,...,POS_DEFENSE)", card)
                .arg1().toint());
        decider.then(Boolean.FALSE);
        assertFalse(run("return Duel.SelectEffectYesNo(0,...)", card).arg1().toboolean());
    }

    @Test
    void selectDisableFieldOffersOnlyFreeZonesNotExcluded() {
        for (int zone = 0; zone < 4; zone++) {
            at(VORSE, 0, Location.MZONE, zone, Position.FACEUP_ATTACK);
        }
        assertEquals(1 << 4, run("return Duel.SelectDisableField(0,1,LOCATION_MZONE,0,0)").arg1().toint(),
                "only zone 4 is free");
        assertEquals(0, run("return Duel.SelectDisableField(0,1,LOCATION_MZONE,0,0x10)").narg(), "and it is excluded");
        decider.then(1 << 18);
        assertEquals(1 << 18, run("return Duel.SelectDisableField(0,1,0,LOCATION_MZONE,0)").arg1().toint());
    }

    @Test
    void countersAreRemovedAcrossTheFieldOneAtATime() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        duel.field().addCounters(a, 1, 2);
        duel.field().addCounters(b, 1, 1);
        assertTrue(run("return Duel.IsCanRemoveCounter(0,1,0,1,3,REASON_COST)").arg1().toboolean());
        assertFalse(run("return Duel.IsCanRemoveCounter(0,0,1,1,1,REASON_COST)").arg1().toboolean(), "the opponent has none");
        decider.thenSelect(b).thenSelect(a);
        assertTrue(run("return Duel.RemoveCounter(0,1,0,1,2,REASON_COST)").arg1().toboolean());
        assertEquals(1, a.counters(1));
        assertEquals(0, b.counters(1));
        assertFalse(run("return Duel.RemoveCounter(0,1,0,1,2,REASON_COST)").arg1().toboolean());
        assertEquals(1, a.counters(1), "too few: nothing removed");
    }

    @Test
    void addingCountersIsForbiddenByAPlayerEffect() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertTrue(run("return Duel.IsCanAddCounter(0,1,1,...)", a).arg1().toboolean());
        run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_FIELD) e:SetCode(EFFECT_CANNOT_PLACE_COUNTER)"
                + " e:SetProperty(EFFECT_FLAG_PLAYER_TARGET) e:SetTargetRange(1,0)"
                + " e:SetTarget(function(e,tc,tp) return tc==c end) Duel.RegisterEffect(e,0)", a);
        assertFalse(run("return Duel.IsCanAddCounter(0,1,1,...)", a).arg1().toboolean());
        assertTrue(run("return Duel.IsCanAddCounter(0)").arg1().toboolean(), "an effect with a target forbids only its cards");
        assertTrue(run("return Duel.IsCanAddCounter(1,1,1,...)", a).arg1().toboolean(), "it reaches player 0 only");
        assertFalse(run("return Duel.IsCanAddCounter(2)").arg1().toboolean());
    }

    @Test
    void battleMonstersAreGivenFromEachPlayersSide() {
        Card attacker = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card target = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        duel.beginAttack(attacker, target);
        Varargs r = run("return Duel.GetBattleMonster(0)");
        assertSame(bridge.wrap(target), r.arg(1));
        assertSame(bridge.wrap(attacker), r.arg(2));
        duel.beginAttack(attacker, null);
        assertTrue(run("local a,b=Duel.GetBattleMonster(0) return a==nil and b~=nil").arg1().toboolean());
    }

    private ChainLink link(Card handler) {
        Effect effect = duel.effects().create(handler, handler.controller());
        ChainLink link = new ChainLink(duel.chain().size() + 1, effect, handler.controller(), handler, GameEvent.NONE, 2,
                false, handler.location(), handler.sequence());
        link.relate(handler);
        duel.chain().add(link);
        return link;
    }

    @Test
    void chainLinksLoseTheirOperationInfoAndChangeTargets() {
        Card handler = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card oldTarget = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card newTarget = at(VORSE, 1, Location.MZONE, 1, Position.FACEUP_ATTACK);
        ChainLink link = link(handler);
        link.addTarget(oldTarget);
        link.setOperationInfo(new OperationInfo(1, CardGroup.of(oldTarget), 1, 0, 0));
        duel.chain().setCurrent(link);
        assertFalse(run("Duel.ClearOperationInfo(0) return Duel.GetOperationInfo(0,1)").arg1().toboolean());
        run("Duel.ChangeTargetCard(0,Group.FromCards(...))", newTarget);
        assertEquals(List.of(newTarget), link.targets().toList());
        assertFalse(link.isRelated(oldTarget));
        assertTrue(link.isRelated(newTarget));
        duel.chain().setCurrent(null);
        duel.chain().clear();
        run("Duel.ClearOperationInfo(0) Duel.ChangeTargetCard(0,Group.CreateGroup())"); // no chain: nothing happens
    }

    @Test
    void negateRelatedChainNegatesTheCardsEarlierLinksOnly() {
        Card monster = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        ChainLink first = link(monster);
        run("Duel.NegateRelatedChain(...,RESET_TURN_SET)", monster);
        assertFalse(first.isEffectNegated(), "a chain of one link is left alone");
        Card other = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        ChainLink second = link(other);
        run("Duel.NegateRelatedChain(...,RESET_TURN_SET)", monster);
        assertTrue(first.isEffectNegated());
        assertFalse(second.isEffectNegated());
    }

    @Test
    void targetCountCountsOnlyCardsThatCanBeTargeted() {
        at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        at(VORSE, 1, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        at(VORSE, 1, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        assertEquals(2, run("return Duel.GetTargetCount(nil,0,0,LOCATION_MZONE+LOCATION_HAND+LOCATION_GRAVE,nil)")
                .arg1().toint(), "not the card in the hand");
        assertEquals(1, run("return Duel.GetTargetCount(Card.IsLocation,0,0,LOCATION_ONFIELD+LOCATION_GRAVE,nil,"
                + "LOCATION_GRAVE)").arg1().toint());
    }

    @Test
    void damageStepsAndAdjustmentsNeedNoCompletion() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        run("Duel.Damage(1,500,REASON_EFFECT,true)");
        assertEquals(7500, duel.lp(1), "applied at once");
        run("Duel.RDComplete()");
        assertEquals(7500, duel.lp(1), "and not again");
        assertEquals(2400, run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE)"
                + " e:SetCode(EFFECT_UPDATE_ATTACK) e:SetValue(500) c:RegisterEffect(e) Duel.AdjustInstantly(c) Duel.AdjustAll()"
                + " return c:GetAttack()", card).arg1().toint());
    }

    @Test
    void isActivatableChecksTheCountLimitAndTheCardsPlace() {
        Card spell = at(SPELL, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        LuaValue e = run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_ACTIVATE) e:SetCode(EVENT_FREE_CHAIN)"
                + " e:SetCountLimit(1,900020) e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) seen=e:IsCostChecked() return true end)"
                + " c:RegisterEffect(e) return e", spell).arg1();
        assertTrue(run("return (...):IsActivatable(0)", e).arg1().toboolean());
        assertTrue(run("return seen").arg1().toboolean(), "the target check comes after the cost check");
        assertFalse(((Effect) e.touserdata()).isCostChecked(), "and is over afterwards");
        assertFalse(run("local e=... e:GetTarget()(e,0,nil,0,0,nil,0,0,0) return seen", e).arg1().toboolean(),
                "called directly, the cost was not checked");
        assertFalse(run("return (...):IsActivatable(1)", e).arg1().toboolean(), "not the controller");
        run("(...):UseCountLimit(0,1,true)", e);
        assertTrue(run("return (...):IsActivatable(0)", e).arg1().toboolean(), "oath only: a plain limit is not used");
        run("(...):UseCountLimit(0)", e);
        assertFalse(run("return (...):IsActivatable(0)", e).arg1().toboolean(), "once per turn, used up");
        assertEquals(0, run("return (...):GetActivateLocation()", e).arg1().toint(), "never activated");
    }
    @Test
    void checkActivateEffectFindsAFreeChainActivationAndCanNeglectItsConditionAndCost() {
        Card spell = at(SPELL, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        LuaValue e = run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_ACTIVATE) e:SetCode(EVENT_FREE_CHAIN)"
                + " e:SetCondition(function() return cond end) e:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk) return pay end)"
                + " e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) return aim end) c:RegisterEffect(e) return e", spell).arg1();
        run("cond, pay, aim = true, true, true");
        assertSame(e.touserdata(), run("return (...):CheckActivateEffect(false,false,false)", spell).arg1().touserdata(),
                "in the GY: where the card is does not matter");
        assertEquals(1, run("return (...):CheckActivateEffect(false,false,true)", spell).narg(),
                "a free-chain effect has no event to copy");
        run("cond = false");
        assertTrue(run("return (...):CheckActivateEffect(false,false,false)", spell).arg1().isnil());
        assertFalse(run("return (...):CheckActivateEffect(true,false,false)", spell).arg1().isnil(), "condition neglected");
        run("cond, pay = true, false");
        assertTrue(run("return (...):CheckActivateEffect(false,false,false)", spell).arg1().isnil());
        assertFalse(run("return (...):CheckActivateEffect(false,true,false)", spell).arg1().isnil(), "cost neglected");
        run("aim = false");
        assertTrue(run("return (...):CheckActivateEffect(true,true,false)", spell).arg1().isnil(), "targets are always checked");
    }

    @Test
    void checkActivateEffectAnswersAnEventOfTheMomentAndCopiesIt() {
        Card spell = at(SPELL, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Card summoned = at(VORSE, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        run("local c=... local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_ACTIVATE) e:SetCode(EVENT_SUMMON_SUCCESS)"
                + " e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) return ep~=tp end) c:RegisterEffect(e)", spell);
        assertTrue(run("return (...):CheckActivateEffect(false,false,true)", spell).arg1().isnil(), "no summon happened");
        duel.addRecentEvent(new GameEvent(dev.spellspeed.effect.EventCode.SUMMON_SUCCESS, CardGroup.of(summoned), null, 0x4000, 1, 1, 0));
        Varargs copied = run("return (...):CheckActivateEffect(false,false,true)", spell);
        assertEquals(7, copied.narg());
        assertTrue(copied.arg(2).touserdata() instanceof CardGroup group && group.contains(summoned), "eg");
        assertEquals(1, copied.arg(3).toint(), "ep");
        assertEquals(0x4000, copied.arg(6).toint(), "r");
        assertEquals(1, copied.arg(7).toint(), "rp");
    }
}

