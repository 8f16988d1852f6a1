package dev.spellspeed.data;

import java.util.List;
import java.util.Objects;

/**
 * One card's printed data, as a row of the ygopro {@code datas}/{@code texts} tables.
 *
 * <p>The raw columns are kept as stored so a database round-trips unchanged; the packed columns
 * ({@code level}, {@code setcode}, and {@code def} for Link monsters) are decoded by the accessor
 * methods below, in this one place.
 *
 * @param code the card id (passcode)
 * @param ot OCG/TCG availability bits
 * @param alias the id this card counts as (alternate artworks), 0 if none
 * @param setcode four 16-bit archetype codes packed into one number
 * @param type {@link CardType} bits
 * @param attack ATK, or {@link #UNKNOWN_STAT} for "?"
 * @param rawDefense the {@code def} column: DEF, "?" as {@link #UNKNOWN_STAT}, or link markers for Link monsters
 * @param rawLevel the {@code level} column: level/rank/link rating in the low byte, pendulum scales in bits 16-31
 * @param race race bits (RACE_*)
 * @param attribute attribute bits (ATTRIBUTE_*)
 * @param category search category bits
 * @param name the card name
 * @param description the card text
 * @param strings the 16 hint strings ({@code str1..str16}); empty strings where unused
 */
public record CardData(
        int code,
        int ot,
        int alias,
        long setcode,
        long type,
        int attack,
        int rawDefense,
        long rawLevel,
        long race,
        long attribute,
        long category,
        String name,
        String description,
        List<String> strings) {

    /** The stored value of a "?" ATK or DEF. */
    public static final int UNKNOWN_STAT = -2;
    public static final int STRING_COUNT = 16;

    public CardData {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        strings = List.copyOf(strings);
        if (strings.size() != STRING_COUNT) {
            throw new IllegalArgumentException("card " + code + ": expected " + STRING_COUNT + " strings, got " + strings.size());
        }
    }

    /** A card with no hint strings, e.g. for tests and generated rows. */
    public static CardData of(int code, String name, long type, int attack, int defense, int level,
                              long race, long attribute, String description) {
        return new CardData(code, 3, 0, 0, type, attack, defense, level, race, attribute, 0,
                name, description, List.of("", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""));
    }

    public boolean is(long typeBits) {
        return (type & typeBits) != 0;
    }

    public boolean isMonster() {
        return is(CardType.MONSTER);
    }

    public boolean isSpell() {
        return is(CardType.SPELL);
    }

    public boolean isTrap() {
        return is(CardType.TRAP);
    }

    public boolean isLink() {
        return is(CardType.LINK);
    }

    /** Fusion, Synchro, Xyz and Link monsters live in the Extra Deck. */
    public boolean isExtraDeckMonster() {
        return isMonster() && is(CardType.EXTRA_DECK_MONSTER);
    }

    /** Level, Rank or Link rating: the low byte of the level column. */
    public int level() {
        return (int) (rawLevel & 0xff);
    }

    /** Left pendulum scale: bits 24-31 of the level column. */
    public int leftScale() {
        return (int) ((rawLevel >>> 24) & 0xff);
    }

    /** Right pendulum scale: bits 16-23 of the level column. */
    public int rightScale() {
        return (int) ((rawLevel >>> 16) & 0xff);
    }

    /** DEF; Link monsters have none (their def column holds link markers), reported as 0. */
    public int defense() {
        return isLink() ? 0 : rawDefense;
    }

    /** Link marker bits (LINK_MARKER_*), 0 for non-Link cards. */
    public int linkMarkers() {
        return isLink() ? rawDefense : 0;
    }

    public boolean hasUnknownAttack() {
        return attack == UNKNOWN_STAT;
    }

    public boolean hasUnknownDefense() {
        return !isLink() && rawDefense == UNKNOWN_STAT;
    }

    /** The up-to-four archetype codes packed in the setcode column, lowest first, zeros omitted. */
    public List<Integer> setcodes() {
        int[] found = new int[4];
        int n = 0;
        for (int i = 0; i < 4; i++) {
            int part = (int) ((setcode >>> (16 * i)) & 0xffff);
            if (part != 0) {
                found[n++] = part;
            }
        }
        return switch (n) {
            case 0 -> List.of();
            case 1 -> List.of(found[0]);
            case 2 -> List.of(found[0], found[1]);
            case 3 -> List.of(found[0], found[1], found[2]);
            default -> List.of(found[0], found[1], found[2], found[3]);
        };
    }

    @Override
    public String toString() {
        return name + " (" + code + ")";
    }
}
