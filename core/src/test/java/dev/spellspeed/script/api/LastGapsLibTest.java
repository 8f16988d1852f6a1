package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.rules.DuelActions;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.Varargs;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The last reference functions the classic cards needed: control swaps, set-card shuffles, cards
 * face-up in the Deck, attack changes, chain and effect relations, flag labels, group edits and exact
 * sums (the engine side is tested in FieldAndChainGapsTest).
 */
class LastGapsLibTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");
    private static final CardData SKULL = CardData.of(70781052, "Summoned Skull", CardType.MONSTER | CardType.NORMAL,
            2500, 1200, 6, 0x1, 0x20, "test");
    private static final CardData DRAGON = CardData.of(89631139, "Blue-Eyes White Dragon",
            CardType.MONSTER | CardType.NORMAL, 3000, 2500, 8, 0x1, 0x10, "test");

    @Test
    void turnPlayer() {
        assertTrue(is("return Duel.IsTurnPlayer(0)"));
        assertFalse(is("return Duel.IsTurnPlayer(1)"));
    }

    @Test
    void groupsCompareAndRemoveByFilter() {
        Card a = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card b = at(SKULL, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card c = at(DRAGON, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        assertTrue(is("local a,b=... return Group.FromCards(a,b):Equal(Group.FromCards(b,a))", a, b));
        assertFalse(is("local a,b=... return Group.FromCards(a,b):Equal(Group.FromCards(a))", a, b));
        assertFalse(is("local a,b,c=... return Group.FromCards(a,b):Equal(Group.FromCards(a,c))", a, b, c));
        // removes in place the cards the filter accepts (extra arguments passed on), except the one named
        Varargs r = run("""
                local a,b,c=...
                local g=Group.FromCards(a,b,c)
                g:Remove(function(x, atk) return x:GetAttack()>=atk end, c, 2000)
                return g:GetCount(), g:IsContains(a), g:IsContains(c)
                """, a, b, c);
        assertEquals(2, r.arg(1).toint());
        assertTrue(r.arg(2).toboolean());
        assertTrue(r.arg(3).toboolean());
    }

    @Test
    void selectWithSumEqualLetsThePlayerPickAnExactTotal() {
        Card four = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card six = at(SKULL, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card eight = at(DRAGON, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        Card otherFour = at(VORSE, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        decider.thenSelect(four).thenSelect(otherFour);
        Varargs r = run("local g=Group.FromCards(...) local s=g:SelectWithSumEqual(0, Card.GetLevel, 8, 1, 2) "
                + "return s:GetCount(), s:GetSum(Card.GetLevel)", four, six, eight, otherFour);
        assertEquals(2, r.arg(1).toint());
        assertEquals(8, r.arg(2).toint());
        // no way to make 5: an empty group
        assertEquals(0, run("return Group.FromCards(...):SelectWithSumEqual(0, Card.GetLevel, 5, 1, 3):GetCount()",
                four, six).arg1().toint());
    }

    @Test
    void realFieldIdAndPreviousAttack() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEDOWN_DEFENSE);
        int real = run("return (...):GetRealFieldID()", card).arg1().toint();
        duel.field().changePosition(card, Position.FACEUP_ATTACK);
        assertEquals(real, run("return (...):GetRealFieldID()", card).arg1().toint());
        assertFalse(is("local c=... return c:GetFieldID()==c:GetRealFieldID()", card));
        run("""
                local c=...
                local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode(EFFECT_UPDATE_ATTACK)
                e:SetValue(300) c:RegisterEffect(e)
                """, card);
        bridge.rules().actions().sendToGrave(CardGroup.of(card), Reason.EFFECT, null, 0);
        assertEquals(2200, run("return (...):GetPreviousAttackOnField()", card).arg1().toint());
        assertTrue(is("local c=... return c:GetFieldID()==c:GetRealFieldID()", card));
    }

    @Test
    void reverseInDeckTurnsTheCardFaceUpThere() {
        Card card = at(VORSE, 0, Location.DECK, 0, Position.FACEDOWN_DEFENSE);
        run("(...):ReverseInDeck()", card);
        assertTrue(is("return (...):IsFaceup()", card));
        Card inHand = at(VORSE, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        run("(...):ReverseInDeck()", inHand);
        assertEquals(Location.HAND, inHand.location());
    }

    @Test
    void shuffleSetCardKeepsTheCardsInTheirZones() {
        Card a = at(VORSE, 1, Location.MZONE, 1, Position.FACEDOWN_DEFENSE);
        Card b = at(SKULL, 1, Location.MZONE, 4, Position.FACEDOWN_DEFENSE);
        for (int i = 0; i < 5; i++) {
            run("Duel.ShuffleSetCard(Group.FromCards(...))", a, b);
            assertEquals(java.util.Set.of(1, 4), java.util.Set.of(a.sequence(), b.sequence()));
        }
        assertEquals(List.of(), duel.field().verifyInvariants());
    }

    @Test
    void swapControlExchangesTwoMonsters() {
        Card mine = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card theirs = at(SKULL, 1, Location.MZONE, 3, Position.FACEUP_ATTACK);
        assertTrue(is("return Duel.SwapControl(...)", mine, theirs));
        assertEquals(1, mine.controller());
        assertEquals(3, mine.sequence());
        assertEquals(0, theirs.controller());
        // two monsters of one player cannot swap
        Card another = at(VORSE, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        assertFalse(is("return Duel.SwapControl(Group.FromCards((...)), Group.FromCards((select(2, ...))))",
                theirs, another));
    }

    @Test
    void changeAttackerAndAttackableTargets() {
        Card first = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card second = at(SKULL, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Varargs r = run("local g,d=(...):GetAttackableTarget() return g:GetCount(), d", first);
        assertEquals(0, r.arg(1).toint());
        assertTrue(r.arg(2).toboolean(), "the opponent has no monster: a direct attack");
        Card target = at(DRAGON, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        r = run("local g,d=(...):GetAttackableTarget() return g:GetCount(), d, g:GetFirst()==select(2,...)", first, target);
        assertEquals(1, r.arg(1).toint());
        assertFalse(r.arg(2).toboolean());
        assertTrue(r.arg(3).toboolean());
        duel.beginAttack(first, target);
        run("Duel.ChangeAttacker(...)", second);
        assertSame(second, duel.attacker());
        assertEquals(1, second.attacksDeclaredIn(duel.turn()));
    }

    @Test
    void effectRelationsCanBeReleasedOrCleared() {
        Card handler = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card target = at(SKULL, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect first = duel.effects().create(handler, 0);
        Effect second = duel.effects().create(handler, 0);
        ChainLink one = new ChainLink(1, first, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0);
        ChainLink two = new ChainLink(2, second, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0);
        one.addTarget(target);
        two.addTarget(target);
        duel.chain().add(one);
        duel.chain().add(two);
        run("local c,e=... c:ReleaseEffectRelation(e)", target, first);
        assertFalse(one.isRelated(target));
        assertTrue(two.isRelated(target));
        run("(...):ClearEffectRelation()", target);
        assertFalse(two.isRelated(target));
        // an effect off the chain (a copied Spell's, run by Double Spell) can be related to as well
        Effect copied = duel.effects().create(target, 1);
        assertTrue(is("local c,e=... c:CreateEffectRelation(e) return c:IsRelateToEffect(e)", target, copied));
        assertFalse(is("local c,e=... c:ReleaseEffectRelation(e) return c:IsRelateToEffect(e)", target, copied));
    }

    @Test
    void chainTargetCheckAndReadyChain() {
        Card handler = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card opponents = at(SKULL, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect effect = (Effect) bridge.toJava(run("""
                local c=...
                local e=Effect.CreateEffect(c) e:SetType(EFFECT_TYPE_QUICK_O) e:SetProperty(EFFECT_FLAG_CARD_TARGET)
                e:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
                  if chkc then return chk==0 and chkc:IsControler(1-tp) end
                  return true
                end)
                return e
                """, handler).arg1());
        assertEquals(0, run("return Duel.GetReadyChain()").arg1().toint());
        ChainLink link = new ChainLink(1, effect, 0, handler, GameEvent.NONE, 2, false, Location.MZONE, 0);
        duel.chain().add(link);
        duel.chain().setCurrent(link);
        assertEquals(0, run("return Duel.GetReadyChain()").arg1().toint(), "still being activated");
        duel.chain().targetsChosen();
        duel.chain().setCurrent(null);
        assertEquals(1, run("return Duel.GetReadyChain()").arg1().toint());
        assertTrue(is("return Duel.CheckChainTarget(1, ...)", opponents));
        assertFalse(is("return Duel.CheckChainTarget(0, ...)", handler));
        assertFalse(is("return Duel.CheckChainTarget(2, ...)", opponents));
    }

    @Test
    void grabSelectedCardTakesTheCardsASelectionMustInclude() {
        Card card = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        assertEquals(0, run("return Duel.GrabSelectedCard():GetCount()").arg1().toint());
        duel.setMustSelect(List.of(card));
        assertTrue(is("local g=Duel.GrabSelectedCard() return g:GetCount()==1 and g:IsContains(...)", card));
        assertEquals(0, run("return Duel.GrabSelectedCard():GetCount()").arg1().toint());
    }

    @Test
    void flagLabelsCostChecksTributesAndDestinations() {
        Card card = at(SKULL, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        assertFalse(is("return (...):SetFlagEffectLabel(1234, 5)", card));
        Varargs r = run("""
                local c=...
                c:RegisterFlagEffect(1234, 0, 0, 1, 7)
                local ok=c:SetFlagEffectLabel(1234, 9)
                return ok, c:GetFlagEffectLabel(1234)
                """, card);
        assertTrue(r.arg(1).toboolean());
        assertEquals(9, r.arg(2).toint());
        r = run("return (...):GetTributeRequirement()", card);
        assertEquals(1, r.arg(1).toint());
        assertEquals(1, r.arg(2).toint());
        assertEquals(2, run("return (select(2, (...):GetTributeRequirement()))",
                at(DRAGON, 0, Location.HAND, 1, Position.FACEDOWN_DEFENSE)).arg1().toint());
        assertEquals(0, run("return (...):GetDestination()", card).arg1().toint());
        Effect effect = duel.effects().create(card, 0);
        effect.setType(EffectType.IGNITION);
        run("local e=... e:SetCostCheck(true)", effect);
        assertTrue(effect.isCostChecked());
        run("local e=... e:SetCostCheck(false)", effect);
        assertFalse(is("return (...):IsCostChecked()", effect));
        run("Duel.EquipComplete()");
    }

    @Test
    void diceForBothPlayersAndAWinForNoOneIsADraw() {
        assertEquals(2, run("return select('#', Duel.TossDice(0, 1, 1))").arg1().toint());
        assertEquals(5, run("return select('#', Duel.TossDice(0, 3, 4))").arg1().toint(), "5 dice at most");
        assertEquals(1, run("return select('#', Duel.TossDice(1, 1))").arg1().toint());
        duel.setLp(1, 500);
        run("Duel.PayLPCost(1, 800)"); // paid even when short, as ygopro does (Battle-Scarred)
        assertEquals(0, duel.lp(1));
        run("Duel.Win(PLAYER_NONE, 0x16)");
        assertTrue(duel.wonByEffect(0) && duel.wonByEffect(1), "both at once: a draw");
    }

    @Test
    void selectedCardsMustBePartOfTheNextSumCheck() {
        Card four = at(VORSE, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card six = at(SKULL, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card eight = at(DRAGON, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        // at least 8 with none to spare: 8 alone works, but with 4 required it must be 4+6 (4+8 has 4 to spare)
        assertTrue(is("local a,b,c=... return Group.FromCards(a,b,c):CheckWithSumGreater(Card.GetLevel, 8)", four, six, eight));
        assertTrue(is("local a,b,c=... Duel.SetSelectedCard(a) return Group.FromCards(a,b,c):CheckWithSumGreater(Card.GetLevel, 8)",
                four, six, eight));
        assertFalse(is("local a,b,c=... Duel.SetSelectedCard(Group.FromCards(a,c)) "
                + "return Group.FromCards(a,b,c):CheckWithSumGreater(Card.GetLevel, 8)", four, six, eight));
        // used up by asking
        assertEquals(0, run("return Duel.GrabSelectedCard():GetCount()").arg1().toint());
        // exactly 10 with 1-2 cards, 4 required: 4+6
        assertTrue(is("local a,b,c=... Duel.SetSelectedCard(a) return Group.FromCards(a,b,c):CheckWithSumEqual(Card.GetLevel, 10, 1, 2)",
                four, six, eight));
        assertFalse(is("local a,b,c=... Duel.SetSelectedCard(c) return Group.FromCards(a,b,c):CheckWithSumEqual(Card.GetLevel, 10, 1, 2)",
                four, six, eight));
        // a selection starts with them and does not return them
        decider.thenSelect(six);
        Varargs r = run("local a,b,c=... Duel.SetSelectedCard(a) local g=Group.FromCards(a,b,c):SelectWithSumGreater(0, Card.GetLevel, 8) "
                + "return g:GetCount(), g:IsContains(b)", four, six, eight);
        assertEquals(1, r.arg(1).toint());
        assertTrue(r.arg(2).toboolean());
    }

    @Test
    void readjustAsksForAnotherCheck() {
        run("Duel.Readjust()"); // outside an effect: nothing to do
    }
}
