package dev.spellspeed.rules.summon;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
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
 * A Synchro Summon's materials (ygopro's check_synchro_material): 1 Tuner and min to max face-up
 * non-Tuners whose Synchro Levels add up to exactly the Synchro Monster's Level, with every monster
 * that must be used among them.
 */
class SynchroMaterialsTest {
    private static final long TUNER = CardType.MONSTER | CardType.EFFECT | CardType.TUNER;
    static final CardData TUNER_2 = CardData.of(90000001, "Level 2 Tuner", TUNER, 1000, 0, 2, 1, 1, "test");
    static final CardData SYNCHRO_6 = CardData.of(90000002, "Level 6 Synchro",
            CardType.MONSTER | CardType.EFFECT | CardType.SYNCHRO, 2400, 0, 6, 1, 1, "test");
    static final CardDatabase CARDS;

    static {
        List<CardData> all = new ArrayList<>(TestCards.DATABASE.all());
        all.add(TUNER_2);
        all.add(SYNCHRO_6);
        CARDS = CardDatabase.of(all);
    }

    private final TestDuel scenario = TestDuel.of(CARDS);
    private final SynchroMaterials synchro = scenario.rules().synchroMaterials();

    @AfterEach
    void close() {
        scenario.close();
    }

    private Card synchroMonster() {
        return scenario.addCard("Level 6 Synchro", 0, Location.EXTRA);
    }

    private SynchroMaterials.Request any(Card sc, int min, int max) {
        return new SynchroMaterials.Request(sc, null, null, min, max, null, null);
    }

    private Effect single(Card card, long code, EffectValue value) {
        Effect effect = scenario.duel().effects().create(card, card.controller());
        effect.setType(EffectType.SINGLE);
        effect.setCode(code);
        if (value != null) {
            effect.setValue(value);
        }
        scenario.duel().effects().register(effect, card);
        return effect;
    }

    @Test
    void aTunerAndNonTunersWhoseLevelsAddUpMakeTheSynchroMonster() {
        Card sc = synchroMonster();
        Card tuner = scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        scenario.addCard("Vorse Raider", 0, Location.MZONE); // Level 4
        assertTrue(synchro.check(any(sc, 1, 5)));
        assertTrue(synchro.checkTuner(any(sc, 1, 5), tuner));
    }

    @Test
    void levelsThatDoNotAddUpMakeNothing() {
        Card sc = synchroMonster();
        scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        scenario.addCard("Giant Soldier of Stone", 0, Location.MZONE); // Level 3: 5, not 6
        assertFalse(synchro.check(any(sc, 1, 5)));
    }

    @Test
    void twoNonTunersMayAddUpWhenTheCountAllows() {
        Card sc = synchroMonster();
        scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        scenario.addCard("Thousand-Eyes Idol", 0, Location.MZONE); // Level 1
        scenario.addCard("Giant Soldier of Stone", 0, Location.MZONE); // Level 3
        assertTrue(synchro.check(any(sc, 1, 5)));
        assertFalse(synchro.check(any(sc, 1, 1)), "only 1 non-Tuner allowed");
    }

    @Test
    void aFaceDownMonsterIsNoMaterial() {
        Card sc = synchroMonster();
        scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        scenario.addCard("Vorse Raider", 0, 0, Location.MZONE, 1, Position.FACEDOWN_DEFENSE);
        assertFalse(synchro.check(any(sc, 1, 5)));
    }

    @Test
    void withoutATunerThereIsNoSynchroSummon() {
        Card sc = synchroMonster();
        scenario.addCard("Luster Dragon", 0, Location.MZONE); // 4
        scenario.addCard("Thousand-Eyes Idol", 0, Location.MZONE); // 1
        scenario.addCard("Thousand-Eyes Idol", 0, Location.MZONE); // 1
        assertFalse(synchro.check(any(sc, 1, 5)));
    }

    @Test
    void anEffectTunerMakesANonTunerATuner() {
        Card sc = synchroMonster();
        Card idol = scenario.addCard("Thousand-Eyes Idol", 0, Location.MZONE); // 1
        scenario.addCard("Summoned Skull", 0, Location.MZONE); // 6: too high, and 1 + 4 + 1 is wanted
        scenario.addCard("Vorse Raider", 0, Location.MZONE); // 4
        Card other = scenario.addCard("Thousand-Eyes Idol", 0, Location.MZONE); // 1
        assertFalse(synchro.check(any(sc, 1, 5)));
        single(idol, EffectCode.TUNER, null);
        assertTrue(synchro.checkTuner(any(sc, 1, 5), idol));
        assertFalse(synchro.checkTuner(any(sc, 1, 5), other));
    }

    @Test
    void aSynchroLevelEffectChangesTheLevelCounted() {
        Card sc = synchroMonster();
        scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        Card stone = scenario.addCard("Giant Soldier of Stone", 0, Location.MZONE); // 3
        assertFalse(synchro.check(any(sc, 1, 5)));
        // "treated as Level 3 or 4": two Levels packed in the value's 16-bit halves
        single(stone, EffectCode.SYNCHRO_LEVEL, new EffectValue.Constant(3 | (4 << 16)));
        assertTrue(synchro.check(any(sc, 1, 5)));
    }

    @Test
    void cannotBeSynchroMaterialKeepsAMonsterOut() {
        Card sc = synchroMonster();
        scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        assertTrue(synchro.check(any(sc, 1, 5)));
        single(vorse, EffectCode.CANNOT_BE_SYNCHRO_MATERIAL, new EffectValue.Constant(1));
        assertFalse(synchro.check(any(sc, 1, 5)));
    }

    @Test
    void aMonsterThatMustBeMaterialMustBeAmongThem() {
        Card sc = synchroMonster();
        scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        scenario.addCard("Vorse Raider", 0, Location.MZONE); // 4: 2 + 4 = 6
        Card idol = scenario.addCard("Thousand-Eyes Idol", 0, Location.MZONE); // 1: cannot fit with them
        assertTrue(synchro.check(any(sc, 1, 5)));
        Effect must = scenario.duel().effects().create(idol, 0);
        must.setType(EffectType.FIELD);
        must.setCode(EffectCode.MUST_BE_SMATERIAL);
        must.setProperty(EffectFlag.PLAYER_TARGET);
        must.setRange(Location.MZONE.mask());
        must.setTargetRange(1, 0);
        scenario.duel().effects().register(must, idol);
        assertEquals(CardGroup.of(idol).toList(), scenario.rules().summonMaterials()
                .mustMaterials(0, EffectCode.MUST_BE_SMATERIAL).toList());
        assertFalse(synchro.check(any(sc, 1, 5)));
    }

    @Test
    void onlyTheAllowedMaterialsCount() {
        Card sc = synchroMonster();
        Card tuner = scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        Card luster = scenario.addCard("Luster Dragon", 0, Location.MZONE);
        assertTrue(synchro.check(new SynchroMaterials.Request(sc, null, null, 1, 5, null, CardGroup.of(tuner, vorse))));
        assertFalse(synchro.check(new SynchroMaterials.Request(sc, null, null, 1, 5, null, CardGroup.of(vorse, luster))));
    }

    @Test
    void theMaterialFilterIsAskedWithTheSynchroMonster() {
        Card sc = synchroMonster();
        scenario.addCard("Level 2 Tuner", 0, Location.MZONE);
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.MZONE);
        List<Card> asked = new ArrayList<>();
        assertFalse(synchro.check(new SynchroMaterials.Request(sc, null, (m, s) -> {
            asked.add(s);
            return m != vorse;
        }, 1, 5, null, null)));
        assertTrue(asked.stream().allMatch(s -> s == sc) && !asked.isEmpty());
    }
}
