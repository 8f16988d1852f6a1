package dev.spellspeed.rules.summon;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An Xyz Summon's materials (ygopro's check_xyz_material): min to max face-up monsters you control of
 * the Level asked, passing the filter, with every monster that must be used among them.
 */
class XyzSummonMaterialsTest {
    static final CardData RANK_4 = CardData.of(90000003, "Rank 4 Xyz",
            CardType.MONSTER | CardType.EFFECT | CardType.XYZ, 2500, 2000, 4, 1, 1, "test");
    static final CardDatabase CARDS;

    static {
        List<CardData> all = new ArrayList<>(TestCards.DATABASE.all());
        all.add(RANK_4);
        CARDS = CardDatabase.of(all);
    }

    private final TestDuel scenario = TestDuel.of(CARDS);
    private final XyzSummonMaterials xyz = scenario.rules().xyzSummonMaterials();

    @AfterEach
    void close() {
        scenario.close();
    }

    private XyzSummonMaterials.Request level4(Card xc, int min, int max) {
        return new XyzSummonMaterials.Request(xc, null, 4, min, max, null);
    }

    @Test
    void twoMonstersOfTheLevelMakeTheXyzMonster() {
        Card xc = scenario.addCard("Rank 4 Xyz", 0, Location.EXTRA);
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        Card luster = scenario.addCard("Luster Dragon", 0, Location.MZONE);
        scenario.addCard("Giant Soldier of Stone", 0, Location.MZONE); // Level 3
        assertEquals(List.of(vorse, luster), xyz.candidates(level4(xc, 2, 2)));
        assertTrue(xyz.check(level4(xc, 2, 2)));
        assertFalse(xyz.check(level4(xc, 3, 3)), "only two of Level 4");
    }

    @Test
    void aFaceDownMonsterIsNoMaterial() {
        Card xc = scenario.addCard("Rank 4 Xyz", 0, Location.EXTRA);
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.addCard("Luster Dragon", 0, 0, Location.MZONE, 1, Position.FACEDOWN_DEFENSE);
        assertFalse(xyz.check(level4(xc, 2, 2)));
    }

    @Test
    void theOpponentsMonstersOnlyWithXyzMaterial() {
        Card xc = scenario.addCard("Rank 4 Xyz", 0, Location.EXTRA);
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        Card theirs = scenario.addCard("Luster Dragon", 1, Location.MZONE);
        assertFalse(xyz.check(level4(xc, 2, 2)));
        Effect allow = scenario.duel().effects().create(theirs, 1);
        allow.setType(EffectType.SINGLE);
        allow.setCode(EffectCode.XYZ_MATERIAL);
        scenario.duel().effects().register(allow, theirs);
        assertTrue(xyz.check(level4(xc, 2, 2)));
    }

    @Test
    void anXyzLevelEffectLetsAMonsterCountAsAnotherLevel() {
        Card xc = scenario.addCard("Rank 4 Xyz", 0, Location.EXTRA);
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        Card stone = scenario.addCard("Giant Soldier of Stone", 0, Location.MZONE); // 3
        assertFalse(xyz.check(level4(xc, 2, 2)));
        Effect level = scenario.duel().effects().create(stone, 0);
        level.setType(EffectType.SINGLE);
        level.setCode(EffectCode.XYZ_LEVEL);
        level.setValue(new EffectValue.Constant(4));
        scenario.duel().effects().register(level, stone);
        assertTrue(xyz.check(level4(xc, 2, 2)));
    }

    @Test
    void theFilterIsAskedOfEachMaterial() {
        Card xc = scenario.addCard("Rank 4 Xyz", 0, Location.EXTRA);
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.addCard("Luster Dragon", 0, Location.MZONE);
        assertFalse(xyz.check(new XyzSummonMaterials.Request(xc, c -> c != vorse, 4, 2, 2, null)));
    }

    @Test
    void aMonsterThatMustBeMaterialButCannotBeStopsTheSummon() {
        Card xc = scenario.addCard("Rank 4 Xyz", 0, Location.EXTRA);
        scenario.addCard("Vorse Raider", 0, Location.MZONE);
        scenario.addCard("Luster Dragon", 0, Location.MZONE);
        Card stone = scenario.addCard("Giant Soldier of Stone", 0, Location.MZONE); // Level 3: no material here
        assertTrue(xyz.check(level4(xc, 2, 2)));
        Effect must = scenario.duel().effects().create(stone, 0);
        must.setType(EffectType.FIELD);
        must.setCode(EffectCode.MUST_BE_XMATERIAL);
        must.setProperty(EffectFlag.PLAYER_TARGET);
        must.setRange(Location.MZONE.mask());
        must.setTargetRange(1, 0);
        scenario.duel().effects().register(must, stone);
        assertFalse(xyz.check(level4(xc, 2, 2)));
        assertFalse(scenario.rules().summonMaterials().includesMustMaterials(null, 0, EffectCode.MUST_BE_XMATERIAL));
        assertTrue(scenario.rules().summonMaterials().includesMustMaterials(null, 1, EffectCode.MUST_BE_XMATERIAL),
                "the opponent is not bound by it");
    }
}
