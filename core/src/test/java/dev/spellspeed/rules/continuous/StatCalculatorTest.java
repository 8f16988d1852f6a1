package dev.spellspeed.rules.continuous;

import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The ATK/DEF layers (RULINGS R073-R085) in plain Java: effects built and registered as card
 * scripts would, their values and filters plain {@link EffectFunction}s. An "activated" change is
 * what a resolving effect leaves on the monster (a single effect without SINGLE_RANGE); a
 * "continuous" one keeps applying from its card (field, equip, or single with a range).
 */
class StatCalculatorTest {
    private static final CardData JINZO = TestCards.monster(77585513, "Jinzo", 6, 2400, 1500);
    private static final CardData KURIBOH = TestCards.monster(40640057, "Kuriboh", 1, 300, 200);
    private static final CardData UNKNOWN_ATK = CardData.of(36021814, "King of the Skull Servants",
            TestCards.NORMAL_MONSTER, CardData.UNKNOWN_STAT, 0, 1, 1, 1, "ATK ?");
    private static final CardData EQUIP_SPELL = CardData.of(22046459, "Megamorph", CardType.SPELL | CardType.EQUIP,
            0, 0, 0, 0, 0, "an Equip Spell");
    private static final CardData CONTINUOUS_TRAP = CardData.of(82732705, "Skill Drain", CardType.TRAP | CardType.CONTINUOUS,
            0, 0, 0, 0, 0, "a Continuous Trap");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final StatCalculator stats = new StatCalculator(duel, new EffectReach(duel));

    private Card monster(int player, CardData data) {
        return monster(player, data, Position.FACEUP_ATTACK);
    }

    private Card monster(int player, CardData data, Position position) {
        int zone = duel.field().count(player, Location.MZONE);
        return duel.placeCard(data, player, player, Location.MZONE, zone, position);
    }

    /** A change a resolving effect of {@code source} left on {@code target}. */
    private Effect activated(Card source, Card target, long code, long value) {
        Effect effect = duel.effects().create(source, source.controller());
        effect.setType(EffectType.SINGLE);
        effect.setCode(code);
        effect.setValue(new EffectValue.Constant(value));
        duel.effects().register(effect, target);
        return effect;
    }

    /** A continuous field effect of a face-up monster on every monster {@code filter} accepts, on both sides. */
    private Effect continuous(Card handler, long code, EffectValue value, EffectFunction filter) {
        Effect effect = duel.effects().create(handler, handler.controller());
        effect.setType(EffectType.FIELD);
        effect.setCode(code);
        effect.setRange(Location.MZONE.mask());
        effect.setTargetRange(Location.MZONE.mask(), Location.MZONE.mask());
        effect.setValue(value);
        effect.setTarget(filter);
        duel.effects().register(effect, handler);
        return effect;
    }

    private Effect continuousOn(Card handler, Card target, long code, long value) {
        return continuous(handler, code, new EffectValue.Constant(value), args -> args[1] == target);
    }

    /** An Equip Spell face-up in player 0's Spell & Trap Zone, equipped to {@code target}, with one equip effect. */
    private Effect equipped(Card target, long code, EffectValue value) {
        Card equip = duel.placeCard(EQUIP_SPELL, 0, 0, Location.SZONE, duel.field().count(0, Location.SZONE),
                Position.FACEUP_ATTACK);
        duel.field().equip(equip, target);
        Effect effect = duel.effects().create(equip, 0);
        effect.setType(EffectType.EQUIP);
        effect.setCode(code);
        effect.setValue(value);
        duel.effects().register(effect, equip);
        return effect;
    }

    @Test
    void withNoEffectTheMonsterHasItsPrintedAtkAndDef() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        assertEquals(1900, stats.attack(vorse));
        assertEquals(1200, stats.defense(vorse));
    }

    @Test
    void r073_continuousIncreasesAndDecreasesFromSeveralCardsAddUp() {
        Card starBoy = monster(0, TestCards.monster(8201910, "Star Boy", 2, 550, 500));
        Card chimera = monster(1, TestCards.monster(68658728, "Little Chimera", 2, 600, 550));
        // each boosts its own side's monster by 500 and lowers the other's by 400
        continuousOn(starBoy, starBoy, EffectCode.UPDATE_ATTACK, 500);
        continuousOn(starBoy, chimera, EffectCode.UPDATE_ATTACK, -400);
        continuousOn(chimera, chimera, EffectCode.UPDATE_ATTACK, 500);
        continuousOn(chimera, starBoy, EffectCode.UPDATE_ATTACK, -400);
        assertEquals(650, stats.attack(starBoy));
        assertEquals(700, stats.attack(chimera));
    }

    @Test
    void r073_anActivatedAndAContinuousChangeAddUp() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        Card other = monster(0, TestCards.CELTIC_GUARDIAN);
        activated(other, vorse, EffectCode.UPDATE_ATTACK, 700);
        continuousOn(other, vorse, EffectCode.UPDATE_ATTACK, -400);
        assertEquals(2200, stats.attack(vorse));
    }

    @Test
    void r077_activatedIncreasesStack() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        activated(vorse, vorse, EffectCode.UPDATE_ATTACK, 700);
        activated(vorse, vorse, EffectCode.UPDATE_ATTACK, 700);
        assertEquals(3300, stats.attack(vorse));
    }

    @Test
    void r077_anActivatedBecomesXAbsorbsTheActivatedChangesBeforeItAndLaterOnesAddOnTop() {
        Card jinzo = monster(0, JINZO);
        activated(jinzo, jinzo, EffectCode.UPDATE_ATTACK, 700);
        assertEquals(3100, stats.attack(jinzo));
        activated(jinzo, jinzo, EffectCode.SET_ATTACK, 6200); // Limiter Removal: double the ATK it has now
        assertEquals(6200, stats.attack(jinzo));
        activated(jinzo, jinzo, EffectCode.UPDATE_ATTACK, 700);
        assertEquals(6900, stats.attack(jinzo));
    }

    @Test
    void r077_anActivatedBecomesXDoesNotAbsorbTheContinuousChanges() {
        Card jinzo = monster(0, JINZO);
        continuousOn(jinzo, jinzo, EffectCode.UPDATE_ATTACK, 100);
        activated(jinzo, jinzo, EffectCode.SET_ATTACK, 3000);
        assertEquals(3100, stats.attack(jinzo));
    }

    @Test
    void r079_anActivatedFinalValueAbsorbsTheContinuousIncreasesOfThatMomentEvenWhenTheirAmountChanges() {
        Card machineKing = monster(0, TestCards.monster(46700124, "Machine King", 6, 2200, 2000));
        AtomicLong machines = new AtomicLong(1); // +100 per Machine on the field
        continuous(machineKing, EffectCode.UPDATE_ATTACK,
                new EffectValue.Function(args -> machines.get() * 100), args -> args[1] == machineKing);
        assertEquals(2300, stats.attack(machineKing));
        activated(machineKing, machineKing, EffectCode.SET_ATTACK_FINAL, 4600);
        machines.set(2); // Mechanicalchaser is summoned
        assertEquals(4600, stats.attack(machineKing));
    }

    @Test
    void r079_aContinuousChangeThatBeginsAfterAnActivatedFinalValueIsAddedOnTop() {
        Card machineKing = monster(0, TestCards.monster(46700124, "Machine King", 6, 2200, 2000));
        activated(machineKing, machineKing, EffectCode.SET_ATTACK_FINAL, 4400);
        continuousOn(machineKing, machineKing, EffectCode.UPDATE_ATTACK, 100);
        assertEquals(4500, stats.attack(machineKing));
    }

    @Test
    void r081_anActivatedSetValueOutlivesTheContinuousEffectItWasComputedFrom() {
        Card jinzo = monster(0, JINZO);
        Effect megamorph = equipped(jinzo, EffectCode.SET_ATTACK, new EffectValue.Constant(4800));
        assertEquals(4800, stats.attack(jinzo));
        activated(jinzo, jinzo, EffectCode.SET_ATTACK_FINAL, 9600); // Limiter Removal
        duel.effects().remove(megamorph); // Megamorph is destroyed
        assertEquals(9600, stats.attack(jinzo));
    }

    @Test
    void aContinuousBecomesXReplacesTheValueWhileItAppliesWithIncreasesOnTop() {
        Card jinzo = monster(0, JINZO);
        Effect megamorph = equipped(jinzo, EffectCode.SET_ATTACK, new EffectValue.Constant(4800));
        continuousOn(jinzo, jinzo, EffectCode.UPDATE_ATTACK, 500);
        assertEquals(5300, stats.attack(jinzo));
        duel.effects().remove(megamorph);
        assertEquals(2900, stats.attack(jinzo), "without it the printed value is back, the increase still on top");
    }

    @Test
    void ofTwoContinuousBecomesXTheLatestWins() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        equipped(vorse, EffectCode.SET_ATTACK, new EffectValue.Constant(1000));
        equipped(vorse, EffectCode.SET_ATTACK, new EffectValue.Constant(3000));
        assertEquals(3000, stats.attack(vorse));
    }

    @Test
    void aContinuousFinalValueFixesTheResultOverEveryChange() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        Card other = monster(1, TestCards.CELTIC_GUARDIAN);
        activated(other, vorse, EffectCode.UPDATE_ATTACK, 700);
        continuousOn(other, vorse, EffectCode.SET_ATTACK_FINAL, 1000);
        continuousOn(other, vorse, EffectCode.UPDATE_ATTACK, 500);
        assertEquals(1000, stats.attack(vorse));
    }

    @Test
    void anOriginalAtkChangeIsTheValueEveryOtherChangeStartsFrom() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        activated(vorse, vorse, EffectCode.SET_BASE_ATTACK, 1000);
        activated(vorse, vorse, EffectCode.UPDATE_ATTACK, 500);
        assertEquals(1000, stats.baseAttack(vorse));
        assertEquals(1500, stats.attack(vorse));
    }

    @Test
    void ofTwoOriginalAtkChangesTheLatestWinsAndAFinalOneWinsOverBoth() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        activated(vorse, vorse, EffectCode.SET_BASE_ATTACK, 1000);
        activated(vorse, vorse, EffectCode.SET_BASE_ATTACK, 950); // Shrink: half the original 1900
        assertEquals(950, stats.baseAttack(vorse));
        activated(vorse, vorse, EffectCode.SET_BASE_ATTACK_FINAL, 3800);
        activated(vorse, vorse, EffectCode.SET_BASE_ATTACK, 10);
        assertEquals(3800, stats.baseAttack(vorse));
    }

    @Test
    void r082_aMonstersOwnActivatedBoostIsLostWhileItsEffectsAreNegatedAndAnotherCardsStays() {
        Card ryu = monster(0, TestCards.monster(67957315, "Spirit Ryu", 4, 1000, 1000));
        Card other = monster(0, TestCards.CELTIC_GUARDIAN);
        activated(ryu, ryu, EffectCode.UPDATE_ATTACK, 1000); // its own effect: discard a Dragon
        activated(other, ryu, EffectCode.UPDATE_ATTACK, 700); // another card's resolving effect
        assertEquals(2700, stats.attack(ryu));
        Card drain = duel.placeCard(CONTINUOUS_TRAP, 1, 1, Location.SZONE, 0, Position.FACEUP_ATTACK);
        Effect negation = duel.effects().create(drain, 1); // Skill Drain: face-up monsters' effects are negated
        negation.setType(EffectType.FIELD);
        negation.setCode(EffectCode.DISABLE);
        negation.setRange(Location.SZONE.mask());
        negation.setTargetRange(Location.MZONE.mask(), Location.MZONE.mask());
        duel.effects().register(negation, drain);
        assertEquals(1700, stats.attack(ryu));
    }

    @Test
    void r083_atkNeverDropsBelowZero() {
        Card kuriboh = monster(1, KURIBOH);
        activated(kuriboh, kuriboh, EffectCode.UPDATE_ATTACK, -700); // Mask of Weakness
        assertEquals(0, stats.attack(kuriboh));
    }

    @Test
    void r083_defNeverDropsBelowZero() {
        Card kuriboh = monster(1, KURIBOH);
        activated(kuriboh, kuriboh, EffectCode.UPDATE_DEFENSE, -700);
        assertEquals(0, stats.defense(kuriboh));
    }

    @Test
    void r085_aQuestionMarkAtkCountsAs0() {
        Card king = monster(0, UNKNOWN_ATK);
        assertEquals(0, stats.baseAttack(king));
        assertEquals(0, stats.attack(king));
    }

    @Test
    void defIsLayeredLikeAtk() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        activated(vorse, vorse, EffectCode.UPDATE_DEFENSE, 300);
        activated(vorse, vorse, EffectCode.SET_DEFENSE, 2000); // absorbs the +300 before it
        continuousOn(vorse, vorse, EffectCode.UPDATE_DEFENSE, 100);
        activated(vorse, vorse, EffectCode.UPDATE_DEFENSE, 50);
        assertEquals(2150, stats.defense(vorse));
        assertEquals(1900, stats.attack(vorse), "DEF changes leave ATK alone");
    }

    @Test
    void changesApplyOnlyToAFaceUpMonsterOnTheField() {
        Card faceUp = monster(0, TestCards.VORSE_RAIDER);
        Card faceDown = monster(0, TestCards.VORSE_RAIDER, Position.FACEDOWN_DEFENSE);
        activated(faceUp, faceUp, EffectCode.UPDATE_ATTACK, 700);
        activated(faceDown, faceDown, EffectCode.UPDATE_ATTACK, 700);
        assertEquals(2600, stats.attack(faceUp));
        assertEquals(1900, stats.attack(faceDown));
    }

    @Test
    void aValueThatAsksForItsOwnMonstersAtkReadsThePrintedValue() {
        Card vorse = monster(0, TestCards.VORSE_RAIDER);
        Card other = monster(0, TestCards.CELTIC_GUARDIAN);
        // "gains ATK equal to its own ATK": asked while it is computed, the ATK is the printed 1900
        continuous(other, EffectCode.UPDATE_ATTACK,
                new EffectValue.Function(args -> (long) stats.attack((Card) args[1])), args -> args[1] == vorse);
        assertEquals(3800, stats.attack(vorse));
    }
}
