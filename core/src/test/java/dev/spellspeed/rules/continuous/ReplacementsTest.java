package dev.spellspeed.rules.continuous;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.moves.Destruction;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EffectValue;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** EFFECT_DESTROY_REPLACE through {@link Replacements#replaceDestruction}, with Java callbacks instead of Lua. */
class ReplacementsTest {
    private Duel duel;
    private Destruction destruction;
    private Card vorse;
    private Card celtic;
    private final List<String> calls = new ArrayList<>();

    @BeforeEach
    void open() {
        duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        destruction = Rules.of(duel).destruction();
        vorse = duel.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.MZONE, 0, Position.FACEUP_ATTACK);
        celtic = duel.placeCard(TestCards.CELTIC_GUARDIAN, 0, 0, Location.MZONE, 1, Position.FACEUP_ATTACK);
    }

    /** On Celtic Guardian: "if a Vorse Raider would be destroyed, you can … instead"; {@code answer} at chk=1. */
    private Effect replacement(boolean answer) {
        Effect effect = duel.effects().create(celtic, 0);
        effect.setType(EffectType.FIELD | EffectType.CONTINUOUS);
        effect.setCode(EffectCode.DESTROY_REPLACE);
        effect.setRange(Location.MZONE.mask());
        effect.setTarget(args -> {
            CardGroup eg = (CardGroup) args[2];
            calls.add("chk=" + args[8] + " eg=" + eg.size() + " r=" + args[6] + " pending=" + (duel.operation().pendingDestruction(vorse) != null));
            return ((Number) args[8]).intValue() == 0 || answer;
        });
        effect.setValue(new EffectValue.Function(args -> args[1] == vorse));
        effect.setOperation(args -> {
            calls.add("operation");
            return null;
        });
        duel.effects().register(effect, celtic);
        return effect;
    }

    @Test
    void anAcceptedReplacementSparesTheCardsItsValueAcceptsAndPerformsItsOperation() {
        replacement(true);
        int destroyed = destruction.destroy(new CardGroup(List.of(vorse, celtic)), Reason.EFFECT, null, 1);
        assertEquals(1, destroyed);
        assertEquals(Location.MZONE, vorse.location());
        assertEquals(Location.GRAVE, celtic.location());
        long r = Reason.EFFECT | Reason.DESTROY;
        assertEquals(List.of("chk=0 eg=2 r=" + r + " pending=true", "chk=1 eg=2 r=" + r + " pending=true", "operation"), calls);
        assertTrue(duel.operation().pendingDestruction(vorse) == null, "no longer about to be destroyed");
    }

    @Test
    void aDeclinedReplacementSparesNothing() {
        replacement(false);
        destruction.destroy(new CardGroup(List.of(vorse)), Reason.EFFECT, null, 1);
        assertEquals(Location.GRAVE, vorse.location());
        assertEquals(2, calls.size());
        assertTrue(calls.stream().noneMatch("operation"::equals));
    }

    @Test
    void aCountLimitIsSpent() {
        replacement(true).setCountLimit(1, 0);
        destruction.destroy(new CardGroup(List.of(vorse)), Reason.EFFECT, null, 1);
        assertEquals(Location.MZONE, vorse.location());
        destruction.destroy(new CardGroup(List.of(vorse)), Reason.EFFECT, null, 1);
        assertEquals(Location.GRAVE, vorse.location());
    }
}
