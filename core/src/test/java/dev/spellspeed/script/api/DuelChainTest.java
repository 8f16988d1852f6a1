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
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.OperationInfo;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: the chain: links, their targets and operation info, negation, and chain limits. */
class DuelChainTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

    private ChainLink link(Card handler) {
        Effect effect = duel.effects().create(handler, handler.controller());
        ChainLink link = new ChainLink(duel.chain().size() + 1, effect, handler.controller(), handler, GameEvent.NONE, 2,
                false, handler.location(), handler.sequence());
        link.relate(handler);
        duel.chain().add(link);
        return link;
    }

    private static final CardData SKULL = CardData.of(70781052, "Summoned Skull", CardType.MONSTER | CardType.NORMAL,
            2500, 1200, 6, 0x1, 0x20, "test");

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
}
