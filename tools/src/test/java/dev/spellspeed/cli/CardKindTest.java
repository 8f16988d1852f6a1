package dev.spellspeed.cli;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The kind column of docs/cards.md, as the card line would print it. */
class CardKindTest {
    private static String kind(long type) {
        return CardKind.of(CardData.of(1, "Card", type, 0, 0, 4, 1, 1, "A test card."));
    }

    @Test
    void aNormalMonster() {
        assertEquals("Normal Monster", kind(CardType.MONSTER | CardType.NORMAL));
    }

    @Test
    void aFlipMonsterNamesItsAbilityBeforeEffect() {
        assertEquals("Flip Effect Monster", kind(CardType.MONSTER | CardType.EFFECT | CardType.FLIP));
    }

    @Test
    void anExtraDeckOrRitualMonsterNamesHowItIsSummonedFirst() {
        assertEquals("Synchro Tuner Effect Monster",
                kind(CardType.MONSTER | CardType.EFFECT | CardType.SYNCHRO | CardType.TUNER));
    }

    @Test
    void aRitualMonster() {
        assertEquals("Ritual Effect Monster", kind(CardType.MONSTER | CardType.EFFECT | CardType.RITUAL));
    }

    @Test
    void aSpellWithoutSubtypeIsANormalSpell() {
        assertEquals("Normal Spell", kind(CardType.SPELL));
    }

    @Test
    void aQuickPlaySpell() {
        assertEquals("Quick-Play Spell", kind(CardType.SPELL | CardType.QUICKPLAY));
    }

    @Test
    void aCounterTrap() {
        assertEquals("Counter Trap", kind(CardType.TRAP | CardType.COUNTER));
    }

    @Test
    void aToken() {
        assertEquals("Token", kind(CardType.MONSTER | CardType.NORMAL | CardType.TOKEN));
    }
}
