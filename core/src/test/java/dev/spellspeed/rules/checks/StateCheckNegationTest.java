package dev.spellspeed.rules.checks;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.rules.Rules;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The rules check's self-destruction scan asks whether an effect's card is negated once per card while
 * nothing changes, and again after each card it destroys (R082: a card's effects apply again as soon as
 * what negated them is gone).
 */
class StateCheckNegationTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Rules rules = Rules.of(duel);

    private Card monster(int player, int sequence) {
        return duel.placeCard(TestCards.monster(91000 + 10 * player + sequence, "Test Monster", 4, 1000, 1000),
                player, player, Location.MZONE, sequence, Position.FACEUP_ATTACK);
    }

    private Effect fieldEffect(Card handler, long code, dev.spellspeed.effect.EffectFunction filter) {
        Effect effect = duel.effects().create(handler, handler.controller());
        effect.setType(EffectType.FIELD);
        effect.setCode(code);
        effect.setRange(Location.MZONE.mask());
        effect.setTargetRange(Location.MZONE.mask(), Location.MZONE.mask());
        effect.setTarget(filter);
        duel.effects().register(effect, handler);
        return effect;
    }

    @Test
    void aCardDestroyedByTheCheckStopsNegatingForTheRestOfTheCheck() {
        Card doomed = monster(0, 0);   // destroys itself; while on the field it negates the rule-holder
        Card ruleHolder = monster(0, 1); // "destroy the opponent's monster" as a rule, negated by the doomed card
        Card victim = monster(1, 0);
        // registered first, so judging the doomed card asks (as the scan walks) whether the rule-holder is negated
        fieldEffect(ruleHolder, EffectCode.SELF_DESTROY, args -> args[1] == victim);
        fieldEffect(doomed, EffectCode.DISABLE, args -> args[1] == ruleHolder);
        Effect selfDestroy = duel.effects().create(doomed, 0);
        selfDestroy.setType(EffectType.SINGLE);
        selfDestroy.setProperty(EffectFlag.SINGLE_RANGE);
        selfDestroy.setRange(Location.MZONE.mask());
        selfDestroy.setCode(EffectCode.SELF_DESTROY);
        duel.effects().register(selfDestroy, doomed);

        rules.stateCheck().run();

        assertEquals(Location.GRAVE, doomed.location());
        assertEquals(Location.MZONE, ruleHolder.location()); // positive control: the rule destroys only its target
        // the doomed card left before the victim was judged: the rule-holder's effect applies to it again
        assertEquals(Location.GRAVE, victim.location());
    }
}
