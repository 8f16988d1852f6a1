package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.LinkZones;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Link Markers point to zones as Master Rule 2020 lays them out; Link Monsters' groups and scales. */
class LinkLibTest {
    private static final int LEFT = LinkZones.LEFT;
    private static final int RIGHT = LinkZones.RIGHT;
    private static final int TOP = LinkZones.TOP;
    private static final int BOTTOM = LinkZones.BOTTOM;
    private static final int BOTTOM_LEFT = LinkZones.BOTTOM_LEFT;
    private static final int TOP_LEFT = LinkZones.TOP_LEFT;
    private static final int TOP_RIGHT = LinkZones.TOP_RIGHT;

    private static CardData link(int code, int rating, int markers) {
        return new CardData(code, 3, 0, 0, CardType.MONSTER | CardType.EFFECT | CardType.LINK, 1000, markers, rating,
                1, 1, 0, "Link " + code, "test", java.util.Collections.nCopies(CardData.STRING_COUNT, ""));
    }

    private static final CardData VORSE = CardData.of(14898066, "Vorse Raider",
            CardType.MONSTER | CardType.NORMAL, 1900, 1200, 4, 0x1, 0x1, "test");
    private static final CardData PENDULUM = new CardData(900100, 3, 0, 0,
            CardType.MONSTER | CardType.NORMAL | CardType.PENDULUM, 1500, 1500, 0x07070004, 1, 1, 0, "Scales 7", "test",
            java.util.Collections.nCopies(CardData.STRING_COUNT, ""));

    private Duel duel;
    private DuelScripts scripts;
    private LuaBridge bridge;

    @BeforeEach
    void open() {
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(), Path.of("../scripts")),
                SandboxOptions.defaults(), new PrototypeCache(100));
        duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        scripts = host.openDuel(code -> null);
        Rules rules = Rules.of(duel);
        bridge = ScriptApi.install(rules, scripts);
    }

    private LuaValue run(String chunk, Object... args) {
        return scripts.globals().load(chunk, "=test").invoke(bridge.toLua(args)).arg1();
    }

    @Test
    void sidewaysArrowsPointAlongTheRowButNotPastItsEnds() {
        assertEquals(1 << 1 | 1 << 3, LinkZones.pointedFrom(2, LEFT | RIGHT));
        assertEquals(1 << 1, LinkZones.pointedFrom(0, LEFT | RIGHT));
        assertEquals(1 << 3, LinkZones.pointedFrom(4, LEFT | RIGHT));
    }

    @Test
    void upwardArrowsReachTheExtraMonsterZonesWhichAreAlsoTheOpponents() {
        // zone 1 is below the left Extra Monster Zone (5), which the opponent sees as their 6
        assertEquals(1 << 5 | 1 << (16 + 6), LinkZones.pointedFrom(1, TOP));
        assertEquals(1 << 5 | 1 << (16 + 6), LinkZones.pointedFrom(0, TOP_RIGHT));
        assertEquals(1 << 6 | 1 << (16 + 5) | 1 << 5 | 1 << (16 + 6), LinkZones.pointedFrom(2, TOP_LEFT | TOP_RIGHT));
        assertEquals(0, LinkZones.pointedFrom(0, TOP | TOP_LEFT), "no Extra Monster Zone above zone 0");
    }

    @Test
    void fromAnExtraMonsterZoneArrowsPointDownAndIntoTheOpponentsMirroredRow() {
        assertEquals(1 << 0 | 1 << 1, LinkZones.pointedFrom(5, BOTTOM_LEFT | BOTTOM));
        // above the left Extra Monster Zone is the opponent's zone 3 (their row is mirrored)
        assertEquals(1 << (16 + 3), LinkZones.pointedFrom(5, TOP));
        assertEquals(1 << (16 + 1), LinkZones.pointedFrom(6, TOP));
        assertEquals(1 << (16 + 4), LinkZones.pointedFrom(5, TOP_LEFT));
    }

    @Test
    void aLinkMonsterInTheExtraMonsterZoneLinksTheMonsterItPointsTo() {
        Card linkMonster = duel.placeCard(link(900200, 2, BOTTOM_LEFT | BOTTOM), 0, 0, Location.MZONE, 5, Position.FACEUP_ATTACK);
        Card below = duel.placeCard(VORSE, 0, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        LuaValue v = run("local l,b=... return {l:GetLinkedGroupCount(), l:GetLinkedGroup():IsContains(b), l:IsLink(2),"
                + " l:IsLinkAbove(3), b:IsLinkState(), l:GetLinkedZone(), Duel.GetLinkedZone(0)}", linkMonster, below);
        assertEquals(1, v.get(1).toint());
        assertTrue(v.get(2).toboolean());
        assertTrue(v.get(3).toboolean());
        assertFalse(v.get(4).toboolean());
        assertTrue(v.get(5).toboolean(), "a monster a Link Monster points to is linked");
        assertEquals(1 << 0 | 1 << 1, v.get(6).toint());
        assertEquals(1 << 0 | 1 << 1, v.get(7).toint());
    }

    @Test
    void twoLinkMonstersPointingAtEachOtherAreCoLinked() {
        Card left = duel.placeCard(link(900201, 2, RIGHT), 0, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
        Card right = duel.placeCard(link(900202, 2, LEFT), 0, 0, Location.MZONE, 2, Position.FACEUP_ATTACK);
        duel.placeCard(link(900203, 1, LEFT), 0, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        assertEquals(1, run("local l=... return l:GetMutualLinkedGroupCount()", left).toint());
        // the right one points at the left, and is pointed at by the third, which it does not point at
        assertEquals(1, run("local r=... return r:GetMutualLinkedGroupCount()", right).toint());
    }

    @Test
    void aLinkMonsterFromTheExtraDeckMayUseTheZonesLinkMonstersPointTo() {
        duel.placeCard(link(900204, 1, LEFT), 0, 0, Location.MZONE, 5, Position.FACEUP_ATTACK);
        duel.placeCard(link(900205, 1, RIGHT), 0, 0, Location.MZONE, 3, Position.FACEUP_ATTACK);
        Card fromExtra = duel.placeCard(link(900206, 1, TOP), 0, 0, Location.EXTRA, 0, Position.FACEDOWN_DEFENSE);
        // this player already uses an Extra Monster Zone; the Link Monster in zone 3 points at zone 4
        assertEquals(List.of(4), duel.field().freeZones().forSummon(0, fromExtra));
    }

    @Test
    void pendulumScalesAreReadFromTheDatabase() {
        Card card = duel.placeCard(PENDULUM, 0, 0, Location.HAND, 0, Position.FACEDOWN_DEFENSE);
        LuaValue v = run("local c=... return {c:GetLeftScale(), c:GetRightScale(), c:GetLevel()}", card);
        assertEquals(7, v.get(1).toint());
        assertEquals(7, v.get(2).toint());
        assertEquals(4, v.get(3).toint());
    }
}
