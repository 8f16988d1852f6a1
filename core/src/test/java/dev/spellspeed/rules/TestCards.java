package dev.spellspeed.rules;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.data.CardType;
import dev.spellspeed.data.Deck;

import java.util.ArrayList;
import java.util.List;

/** Normal monsters with the stats the rulings use, so engine tests need no database file. */
final class TestCards {
    static final long NORMAL_MONSTER = CardType.MONSTER | CardType.NORMAL;
    static final long WARRIOR = 0x1;
    static final long EARTH = 0x1;

    static final CardData VORSE_RAIDER = monster(14898066, "Vorse Raider", 4, 1900, 1200);
    static final CardData CELTIC_GUARDIAN = monster(91152256, "Celtic Guardian", 4, 1400, 1200);
    static final CardData ARCHFIEND_SOLDIER = monster(49881766, "Archfiend Soldier", 4, 1900, 1500);
    static final CardData GIANT_SOLDIER_OF_STONE = monster(13039848, "Giant Soldier of Stone", 3, 1300, 2000);
    static final CardData LUSTER_DRAGON = monster(11091375, "Luster Dragon", 4, 1900, 1600);
    static final CardData COMMAND_KNIGHT_STATS = monster(10375182, "Command Knight", 4, 1200, 1900);
    static final CardData THOUSAND_EYES_IDOL = monster(27125110, "Thousand-Eyes Idol", 1, 0, 0);
    static final CardData SUMMONED_SKULL = monster(70781052, "Summoned Skull", 6, 2500, 1200);
    static final CardData BLUE_EYES = monster(89631139, "Blue-Eyes White Dragon", 8, 3000, 2500);
    static final CardData TIMEATER = monster(44913552, "Timeater", 6, 1900, 1700);

    static final CardDatabase DATABASE = CardDatabase.of(List.of(VORSE_RAIDER, CELTIC_GUARDIAN, ARCHFIEND_SOLDIER,
            GIANT_SOLDIER_OF_STONE, LUSTER_DRAGON, COMMAND_KNIGHT_STATS, THOUSAND_EYES_IDOL, SUMMONED_SKULL,
            BLUE_EYES, TIMEATER));

    private TestCards() {}

    static CardData monster(int code, String name, int level, int atk, int def) {
        return CardData.of(code, name, NORMAL_MONSTER, atk, def, level, WARRIOR, EARTH, "test card");
    }

    /** A 40-card deck: 3 of each card of the test pool, cycled. */
    static Deck mixedDeck() {
        List<Integer> main = new ArrayList<>();
        List<CardData> pool = new ArrayList<>(DATABASE.all());
        for (int i = 0; main.size() < 40; i++) {
            main.add(pool.get(i % pool.size()).code());
        }
        return Deck.of(main);
    }

    static Deck deckOf(CardData card, int count) {
        List<Integer> main = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            main.add(card.code());
        }
        return Deck.of(main);
    }
}
