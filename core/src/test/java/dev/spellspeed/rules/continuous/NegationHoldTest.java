package dev.spellspeed.rules.continuous;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.rules.Rules;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * While a caller holds the state still ({@link EffectReach#hold}), whether a card is negated is asked of
 * the EFFECT_DISABLE effects once per card; the answers are those asked every time (R082), and one cut
 * short by a cycle is not kept.
 */
class NegationHoldTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final EffectReach reach = Rules.of(duel).reach();

    private Card monster(int player, int attack) {
        return duel.placeCard(TestCards.monster(90000 + duel.field().count(player, Location.MZONE) + 10 * player,
                        "Test Monster", 4, attack, 1000), player, player, Location.MZONE,
                duel.field().count(player, Location.MZONE), Position.FACEUP_ATTACK);
    }

    /** A +{@code amount} ATK effect of {@code owner}: on itself (single) or on every monster (field). */
    private Effect attackBoost(Card owner, long type, int amount) {
        Effect effect = duel.effects().create(owner, owner.controller());
        effect.setType(type);
        effect.setCode(EffectCode.UPDATE_ATTACK);
        effect.setValue(new EffectValue.Constant(amount));
        if (type == EffectType.FIELD) {
            effect.setRange(Location.MZONE.mask());
            effect.setTargetRange(Location.MZONE.mask(), Location.MZONE.mask());
        }
        duel.effects().register(effect, owner);
        return effect;
    }

    /** A field EFFECT_DISABLE of a face-up monster on every monster its filter accepts. */
    private Effect negation(Card negator, dev.spellspeed.effect.EffectFunction filter) {
        Effect effect = duel.effects().create(negator, negator.controller());
        effect.setType(EffectType.FIELD);
        effect.setCode(EffectCode.DISABLE);
        effect.setRange(Location.MZONE.mask());
        effect.setTargetRange(Location.MZONE.mask(), Location.MZONE.mask());
        effect.setTarget(filter);
        duel.effects().register(effect, negator);
        return effect;
    }

    @Test
    void whileTheStateIsHeldACardsNegationIsAskedOnceForAllItsEffects() {
        Card negator = monster(1, 1000);
        Card negated = monster(0, 1000);
        AtomicInteger asked = new AtomicInteger();
        negation(negator, args -> {
            if (args[1] == negated) {
                asked.incrementAndGet(); // (it is also asked whether the negator is negated itself)
            }
            return args[1] == negated;
        });
        Effect first = attackBoost(negated, EffectType.SINGLE, 100);
        Effect second = attackBoost(negated, EffectType.SINGLE, 200);

        // positive control: every question asks the negating effect's filter again
        assertFalse(reach.applies(first, negated));
        assertFalse(reach.applies(second, negated));
        assertEquals(2, asked.get());

        reach.hold();
        try {
            assertFalse(reach.applies(first, negated));
            assertFalse(reach.applies(second, negated));
            assertEquals(3, asked.get());
        } finally {
            reach.release();
        }
        assertFalse(reach.applies(first, negated));
        assertEquals(4, asked.get()); // released: asked again
    }

    @Test
    void aHoldStartedAfterAChangeSeesTheChange() {
        Card negator = monster(1, 1000);
        Card target = monster(0, 1000);
        boolean[] negating = {true};
        negation(negator, args -> negating[0] && args[1] == target);
        Effect boost = attackBoost(target, EffectType.SINGLE, 100);

        reach.hold();
        assertFalse(reach.applies(boost, target));
        reach.release();
        negating[0] = false; // the state changed between two holds (a scan acted)
        reach.hold();
        try {
            assertTrue(reach.applies(boost, target));
        } finally {
            reach.release();
        }
    }

    @Test
    void anAnswerCutShortByAStatBeingComputedIsNotKept() {
        // the negating filter reads the ATK of a monster whose ATK the negated card's field effect changes:
        // asked while that ATK is computed, the filter reads its printed value (the cycle is cut) and answers
        // "not negated"; asked plainly, the ATK counts and the answer is "negated"
        Card strong = monster(0, 1500);
        Card negated = monster(0, 1000);
        Card other = monster(1, 1000);
        Card negator = monster(1, 1000);
        negation(negator, args -> args[1] == negated && strong.attack() >= 2000);
        attackBoost(strong, EffectType.SINGLE, 1000); // 2500 while it applies
        Effect field = attackBoost(negated, EffectType.FIELD, 100);

        boolean plain = reach.applies(field, other);
        assertFalse(plain); // positive control: asked every time, the field effect's card is negated

        reach.hold();
        try {
            // asks "is the field effect's card negated?" inside the cut: not yet, so its +100 counts here too
            assertEquals(2600, strong.attack());
            assertEquals(plain, reach.applies(field, other));
        } finally {
            reach.release();
        }
    }
}
