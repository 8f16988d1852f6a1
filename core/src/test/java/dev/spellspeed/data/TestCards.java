package dev.spellspeed.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Card records for engine tests, so they need no database file: Normal monsters with the stats the
 * rulings use ({@link #DATABASE}, named as in cards.db) and small records built on purpose.
 */
public final class TestCards {
    public static final long NORMAL_MONSTER = CardType.MONSTER | CardType.NORMAL;
    public static final List<String> NO_STRINGS = Collections.nCopies(CardData.STRING_COUNT, "");
    private static final long WARRIOR = 0x1;
    private static final long EARTH = 0x1;

    public static final CardData VORSE_RAIDER = monster(14898066, "Vorse Raider", 4, 1900, 1200);
    public static final CardData CELTIC_GUARDIAN = monster(91152256, "Celtic Guardian", 4, 1400, 1200);
    public static final CardData ARCHFIEND_SOLDIER = monster(49881766, "Archfiend Soldier", 4, 1900, 1500);
    public static final CardData GIANT_SOLDIER_OF_STONE = monster(13039848, "Giant Soldier of Stone", 3, 1300, 2000);
    public static final CardData LUSTER_DRAGON = monster(11091375, "Luster Dragon", 4, 1900, 1600);
    /** Command Knight's stats only: here a Normal monster without its effect. */
    public static final CardData COMMAND_KNIGHT_STATS = monster(10375182, "Command Knight", 4, 1200, 1900);
    public static final CardData THOUSAND_EYES_IDOL = monster(27125110, "Thousand-Eyes Idol", 1, 0, 0);
    public static final CardData SUMMONED_SKULL = monster(70781052, "Summoned Skull", 6, 2500, 1200);
    public static final CardData BLUE_EYES = monster(89631139, "Blue-Eyes White Dragon", 8, 3000, 2500);
    public static final CardData TIMEATER = monster(44913552, "Timeater", 6, 1900, 1700);

    /** The monsters above. */
    public static final CardDatabase DATABASE = CardDatabase.of(List.of(VORSE_RAIDER, CELTIC_GUARDIAN, ARCHFIEND_SOLDIER,
            GIANT_SOLDIER_OF_STONE, LUSTER_DRAGON, COMMAND_KNIGHT_STATS, THOUSAND_EYES_IDOL, SUMMONED_SKULL,
            BLUE_EYES, TIMEATER));

    private TestCards() {}

    public static CardData monster(int code, String name, int level, int atk, int def) {
        return CardData.of(code, name, NORMAL_MONSTER, atk, def, level, WARRIOR, EARTH, "test card");
    }

    /** A 40-card deck of the {@link #DATABASE} monsters, cycled. */
    public static Deck mixedDeck() {
        List<Integer> main = new ArrayList<>();
        List<CardData> pool = new ArrayList<>(DATABASE.all());
        for (int i = 0; main.size() < 40; i++) {
            main.add(pool.get(i % pool.size()).code());
        }
        return Deck.of(main);
    }

    /** {@code count} copies of one name, e.g. a Deck for {@code TestDuel.startDuel}. */
    public static List<String> copies(String name, int count) {
        return Collections.nCopies(count, name);
    }

    /** A row with the packed columns as given, for the decoding tests. */
    static CardData raw(long type, int atk, int rawDef, long rawLevel, long setcode) {
        return new CardData(1000, 3, 0, setcode, type, atk, rawDef, rawLevel, 1, 1, 0, "Test card", "", NO_STRINGS);
    }

    static CardData normal(int id, String name, int level) {
        return CardData.of(id, name, NORMAL_MONSTER, 1000, 1000, level, 1, 1, "A test monster.");
    }

    /** An alternate artwork of {@code original}: the same card under another id. */
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
