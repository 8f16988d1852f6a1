package dev.spellspeed.event;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The log line of an activation says which kind of effect was activated, so triggers can be told apart. */
class ActivationLogTest {
    private final Duel duel = Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2));

    private String activation(String name, long cardType, long effectType) {
        Card card = duel.placeCard(CardData.of(1, name, cardType, 1000, 1000, 4, 1, 1, "A test card."), 0, 0,
                Location.MZONE, 0, Position.FACEUP_ATTACK);
        Effect effect = new Effect(1, card, 0);
        effect.setType(effectType);
        return new DuelEvent.Activated(0, card, effect, 2).describe().replace(card.toString(), name);
    }

    @Test
    void aTriggerEffectIsNamedAsOne() {
        assertEquals("    P0 activates Giant Rat (trigger effect, chain link 2)", activation("Giant Rat",
                CardType.MONSTER | CardType.EFFECT, EffectType.SINGLE | EffectType.TRIGGER_O));
    }

    @Test
    void aFlipEffectIsNamedAsOne() {
        assertEquals("    P0 activates Man-Eater Bug (flip effect, chain link 2)", activation("Man-Eater Bug",
                CardType.MONSTER | CardType.EFFECT | CardType.FLIP, EffectType.SINGLE | EffectType.FLIP));
    }

    @Test
    void aQuickEffectIsNamedAsOne() {
        assertEquals("    P0 activates Kuriboh (quick effect, chain link 2)",
                activation("Kuriboh", CardType.MONSTER | CardType.EFFECT, EffectType.QUICK_O));
    }

    @Test
    void anIgnitionEffectIsNamedAsOne() {
        assertEquals("    P0 activates Exiled Force (ignition effect, chain link 2)",
                activation("Exiled Force", CardType.MONSTER | CardType.EFFECT, EffectType.IGNITION));
    }

    @Test
    void aSpellCardActivatedIsJustTheCard() {
        assertEquals("    P0 activates Dark Hole (chain link 2)",
                activation("Dark Hole", CardType.SPELL, EffectType.ACTIVATE));
    }
}
