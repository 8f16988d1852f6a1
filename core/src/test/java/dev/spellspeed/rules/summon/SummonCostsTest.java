package dev.spellspeed.rules.summon;

import dev.spellspeed.data.TestCards;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.testing.Step;
import dev.spellspeed.testing.TestDuel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * EFFECT_SUMMON_COST and EFFECT_SPSUMMON_COST: the cost is checked wherever the summon is offered
 * (cost(e, c, tp)) and paid when the summon happens (operation).
 */
class SummonCostsTest {
    private final TestDuel scenario = TestDuel.of(TestCards.DATABASE);
    private final List<String> paid = new ArrayList<>();

    @AfterEach
    void close() {
        scenario.close();
    }

    private void cost(Card card, long code, boolean payable) {
        Effect effect = scenario.duel().effects().create(card, card.controller());
        effect.setType(EffectType.SINGLE);
        effect.setCode(code);
        effect.setCost(args -> payable);
        effect.setOperation(args -> {
            paid.add(card.data().name());
            return null;
        });
        scenario.duel().effects().register(effect, card);
    }

    @Test
    void aNormalSummonWhoseCostCannotBePaidIsNotOffered() {
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.HAND);
        cost(vorse, EffectCode.SUMMON_COST, false);
        scenario.expectIllegal(0, Step.IllegalKind.SUMMON, vorse).run();
        assertEquals(Location.HAND, vorse.location());
        assertEquals(List.of(), paid);
    }

    @Test
    void controlANormalSummonWhoseCostCanBePaidPaysIt() {
        Card vorse = scenario.addCard("Vorse Raider", 0, Location.HAND);
        cost(vorse, EffectCode.SUMMON_COST, true);
        scenario.summon(0, vorse).run();
        assertEquals(Location.MZONE, vorse.location());
        assertEquals(List.of("Vorse Raider"), paid);
    }

    @Test
    void aSpecialSummonWhoseCostCannotBePaidDoesNotHappen() {
        Card vorse = scenario.addCard("Vorse Raider", 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        Card celtic = scenario.addCard("Celtic Guardian", 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        cost(vorse, EffectCode.SPSUMMON_COST, false);
        cost(celtic, EffectCode.SPSUMMON_COST, true);
        CardGroup both = CardGroup.of(vorse);
        both.add(celtic);
        int summoned = scenario.rules().specialSummons().specialSummon(both,
                new SpecialSummonTerms(0, 0, 0, Position.FACEUP_ATTACK.mask(), null, false, false));
        assertEquals(1, summoned);
        assertEquals(Location.GRAVE, vorse.location());
        assertEquals(Location.MZONE, celtic.location()); // control: its cost is paid and it comes
        assertEquals(List.of("Celtic Guardian"), paid);
    }
}
