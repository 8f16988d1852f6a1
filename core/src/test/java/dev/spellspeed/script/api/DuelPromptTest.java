package dev.spellspeed.script.api;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;
import org.luaj.vm2.Varargs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lua API: asking the players: yes/no, options, positions, zones, announcements, coins and dice, hints. */
class DuelPromptTest extends LuaApiFixture {
    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider", CardType.MONSTER | CardType.NORMAL,
            1900, 1200, 4, 0x1, 0x1, "test");

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
}
