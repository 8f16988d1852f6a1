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
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.effect.ResetFlag;
import dev.spellspeed.rules.Rules;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A change registered with RESET_EVENT+RESET_DISABLE ends at the rules check once its card is negated
 * (R082). The check skips its walk while no face-up card has such a change and no card or effect was
 * written since; each way such a change can come onto the field must be seen by the next check.
 */
class NegatedChangesTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final Rules rules = Rules.of(duel);
    private Card negated;

    @BeforeEach
    void aMonsterNegatedByTheOpponents() {
        negated = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Card negator = duel.placeCard(TestCards.CELTIC_GUARDIAN, 1, 1, Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect disable = duel.effects().create(negator, 1);
        disable.setType(EffectType.FIELD);
        disable.setCode(EffectCode.DISABLE);
        disable.setRange(Location.MZONE.mask());
        disable.setTargetRange(0, Location.MZONE.mask());
        disable.setTarget(args -> args[1] == negated);
        duel.effects().register(disable, negator);
    }

    private Effect change(long reset) {
        Effect change = duel.effects().create(negated, 0);
        change.setType(EffectType.SINGLE);
        change.setCode(EffectCode.UPDATE_ATTACK);
        change.setValue(new EffectValue.Constant(500));
        change.setReset(reset, 1);
        return change;
    }

    @Test
    void aChangeRegisteredOnANegatedMonsterEndsAtTheNextCheck() {
        rules.stateCheck().run();
        Effect change = change(ResetFlag.EVENT | ResetFlag.DISABLE);
        duel.effects().register(change, negated);
        rules.stateCheck().run();
        assertFalse(change.isRegistered());
    }

    @Test
    void aChangeMadeToEndOnNegationAfterRegisteringEndsAtTheNextCheck() {
        Effect change = change(ResetFlag.EVENT);
        duel.effects().register(change, negated);
        rules.stateCheck().run();
        assertTrue(change.isRegistered()); // positive control: a change that does not end on negation stays
        change.setReset(ResetFlag.EVENT | ResetFlag.DISABLE, 1);
        rules.stateCheck().run();
        assertFalse(change.isRegistered());
    }

    @Test
    void aFaceDownMonstersChangeEndsOnceItIsTurnedFaceUp() {
        duel.field().changePosition(negated, Position.FACEDOWN_DEFENSE);
        Effect change = change(ResetFlag.EVENT | ResetFlag.DISABLE);
        duel.effects().register(change, negated);
        rules.stateCheck().run();
        assertTrue(change.isRegistered()); // a face-down card's changes are not judged
        duel.field().changePosition(negated, Position.FACEUP_DEFENSE);
        rules.stateCheck().run();
        assertFalse(change.isRegistered());
    }
}
