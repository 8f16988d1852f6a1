package dev.spellspeed.data;

import java.util.Collections;
import java.util.List;

/** Small card records for tests. */
final class TestCards {
    static final long NORMAL_MONSTER = CardType.MONSTER | CardType.NORMAL;
    static final List<String> NO_STRINGS = Collections.nCopies(CardData.STRING_COUNT, "");

    private TestCards() {}

    static CardData raw(long type, int atk, int rawDef, long rawLevel, long setcode) {
        return new CardData(1000, 3, 0, setcode, type, atk, rawDef, rawLevel, 1, 1, 0, "Test card", "", NO_STRINGS);
    }

    static CardData normal(int id, String name, int level) {
        return CardData.of(id, name, NORMAL_MONSTER, 1000, 1000, level, 1, 1, "A test monster.");
    }

    static CardData alias(int id, CardData original) {
        return new CardData(id, original.ot(), original.code(), original.setcode(), original.type(),
                original.attack(), original.rawDefense(), original.rawLevel(), original.race(),
                original.attribute(), original.category(), original.name(), original.description(), original.strings());
    }

    static CardData extra(int id, String name, long kind) {
        return CardData.of(id, name, CardType.MONSTER | CardType.EFFECT | kind, 2500, 2000, 8, 1, 1, "A test monster.");
    }

    static CardData spell(int id, String name) {
        return CardData.of(id, name, CardType.SPELL, 0, 0, 0, 0, 0, "A test spell.");
    }
}
