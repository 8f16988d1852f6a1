package dev.spellspeed.rules.summon;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.TestCards;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Decider;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.rules.Rules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The positions a Special Summon may choose among (ygopro's get_spsummonable_position and
 * move_to_field): what the effect names, except that a Token or Link Monster is never face-down and a
 * Link Monster is always in face-up Attack Position.
 */
class SpecialSummonPositionTest {
    private static final int FACEUP = Position.FACEUP_ATTACK.mask() | Position.FACEUP_DEFENSE.mask();
    private static final int ALL = 0xf;
    private static final CardData TOKEN = CardData.of(73915052, "Sheep Token", CardType.MONSTER | CardType.TOKEN,
            0, 0, 1, 1, 1, "a Token");
    private static final CardData LINK = CardData.of(98978921, "Link Spider", CardType.MONSTER | CardType.EFFECT
            | CardType.LINK, 1000, 0, 1, 1, 1, "a Link Monster");

    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));
    private final SpecialSummonPosition positions = Rules.of(duel).specialSummonPosition();

    private Card inGrave(CardData data) {
        return duel.placeCard(data, 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
    }

    @Test
    void aMonsterMayTakeEveryPositionTheEffectNames() {
        assertEquals(FACEUP, positions.allowed(inGrave(TestCards.VORSE_RAIDER), 0, FACEUP));
        assertEquals(ALL, positions.allowed(inGrave(TestCards.VORSE_RAIDER), 0, ALL));
    }

    @Test
    void aTokenIsNeverFaceDown() {
        assertEquals(FACEUP, positions.allowed(inGrave(TOKEN), 0, ALL));
        assertEquals(0, positions.allowed(inGrave(TOKEN), 0, Position.FACEDOWN_DEFENSE.mask()));
    }

    @Test
    void aLinkMonsterIsAlwaysInFaceUpAttackPosition() {
        assertEquals(Position.FACEUP_ATTACK.mask(), positions.allowed(inGrave(LINK), 0, Position.FACEUP_DEFENSE.mask()));
        assertEquals(Position.FACEUP_ATTACK.mask(), positions.allowed(inGrave(LINK), 0, ALL));
    }

    @Test
    void oneAllowedPositionIsTakenWithoutAQuestionSeveralAreAsked() {
        List<String> asked = new ArrayList<>();
        Decider recording = new Decider() {
            @Override
            public <T> T choose(ChoicePrompt<T> prompt) {
                asked.add(prompt.kind() + " " + prompt.options());
                return prompt.options().get(prompt.options().size() - 1);
            }

            @Override
            public List<Card> select(SelectPrompt prompt) {
                throw new AssertionError("no selection expected");
            }
        };
        Duel asking = Duel.empty(DuelOptions.standard(1), recording, recording);
        SpecialSummonPosition rule = Rules.of(asking).specialSummonPosition();
        Card vorse = asking.placeCard(TestCards.VORSE_RAIDER, 0, 0, Location.GRAVE, 0, Position.FACEUP_ATTACK);
        assertEquals(Position.FACEUP_DEFENSE, rule.choose(0, vorse, Position.FACEUP_DEFENSE.mask()));
        assertEquals(List.of(), asked);
        assertEquals(Position.FACEUP_DEFENSE, rule.choose(0, vorse, FACEUP));
        assertEquals(List.of("position [face-up Attack, face-up Defense]"), asked);
    }
}
