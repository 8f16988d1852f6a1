package dev.spellspeed.duel;

import dev.spellspeed.data.CardType;

import java.util.ArrayList;
import java.util.List;

/**
 * Which zones of a player's field are free (Master Rule 2020): Main and Extra Monster Zones for a
 * summon, with cards about to leave counted as gone, the zones Link Monsters point to, Spell &amp;
 * Trap Zones (a Trap Monster's stays locked) and the Pendulum and Field Zones.
 */
public final class FreeZones {
    private final PlayerZones[] zones;
    private DisabledZones disabled = DisabledZones.NONE;

    FreeZones(PlayerZones[] zones) {
        this.zones = zones;
    }

    /** Which zones cannot be used (EFFECT_DISABLE_FIELD): installed once by the rules. */
    public void install(DisabledZones disabledZones) {
        this.disabled = disabledZones;
    }

    /** Whether an effect says this zone of the player's field cannot be used (Monster Zone 0-6, or S/T 0-4). */
    public boolean isDisabled(int player, Location location, int zone) {
        int bit = location == Location.MZONE ? zone : zone + 8;
        return zone < 7 && (disabled.of(player) & 1 << bit) != 0;
    }

    /** Free Main Monster Zones (0-4) of a player, left to right. */
    public List<Integer> mainMonster(int player) {
        return zoneList(mainMonsterBits(player));
    }

    /**
     * How many Main Monster Zones of a player are free: the size of {@link #mainMonster}, asking the
     * same questions (a rule that only counts, or asks whether any is free, makes no list).
     */
    public int mainMonsterCount(int player) {
        return Integer.bitCount(mainMonsterBits(player));
    }

    /** The free Main Monster Zones of a player as zone bits (bit n: zone n), asking what {@link #mainMonster} asks. */
    public int mainMonsterBits(int player) {
        return withoutDisabled(player, Location.MZONE, emptyBits(zones[player].monsters, PlayerZones.MAIN_MONSTER_ZONES));
    }

    // The empty zones are read first, then each is asked whether it is disabled, left to right: the
    // disabled zones come from effects whose callbacks may run (EFFECT_DISABLE_FIELD), so a count asks
    // exactly what the list does, in the same order.
    private int withoutDisabled(int player, Location location, int free) {
        for (int rest = free; rest != 0; rest &= rest - 1) {
            int zone = Integer.numberOfTrailingZeros(rest);
            if (isDisabled(player, location, zone)) {
                free &= ~(1 << zone);
            }
        }
        return free;
    }

    /**
     * Free Extra Monster Zones (5, 6) a player may use (Master Rule 2020): none while the player already
     * has a monster in one of them; each is one zone shared by both players (the opponent's 6 is this
     * player's 5), so one the opponent holds is not free.
     */
    public List<Integer> extraMonster(int player) {
        return extraMonster(player, new CardGroup());
    }

    private List<Integer> extraMonster(int player, CardGroup leaving) {
        Card[] own = zones[player].monsters;
        Card[] theirs = zones[1 - player].monsters;
        if (held(own[5], leaving) || held(own[6], leaving)) {
            return List.of();
        }
        List<Integer> free = new ArrayList<>(2);
        // one zone shared by both players: closed to both when either side's bit says so
        if (!held(theirs[6], leaving) && !isDisabled(player, Location.MZONE, 5) && !isDisabled(1 - player, Location.MZONE, 6)) {
            free.add(5);
        }
        if (!held(theirs[5], leaving) && !isDisabled(player, Location.MZONE, 6) && !isDisabled(1 - player, Location.MZONE, 5)) {
            free.add(6);
        }
        return free;
    }

    /** A zone's card that stays: cards about to leave (materials, tributes) free their zone. */
    private static boolean held(Card card, CardGroup leaving) {
        return card != null && !leaving.contains(card);
    }

    /**
     * Where a monster may be Special Summoned on a player's field (Master Rule 2020): from the Extra
     * Deck, a Fusion, Synchro or Xyz Monster to any free Main Monster Zone or a usable Extra Monster
     * Zone, a Link or face-up Pendulum Monster only to a usable Extra Monster Zone (or a Main Monster
     * Zone a Link Monster points to: none without Link Monsters); from anywhere else, a Main Monster Zone.
     */
    public List<Integer> forSummon(int player, Card card) {
        return forSummon(player, card, new CardGroup());
    }

    /**
     * The same, with {@code leaving} (e.g. the materials) counted as gone; {@code card} null means
     * any Extra Deck monster, which ygopro counts like a Link Monster.
     */
    public List<Integer> forSummon(int player, Card card, CardGroup leaving) {
        if (card != null && card.location() != Location.EXTRA) {
            return mainMonster(player, leaving);
        }
        boolean anyZone = card != null && card.data().is(CardType.FUSION
                | CardType.SYNCHRO | CardType.XYZ) && !card.data().isLink()
                && !(card.isFaceUp() && card.data().is(CardType.PENDULUM));
        return forExtraDeckSummon(player, anyZone, leaving);
    }

    /**
     * Where a monster from the Extra Deck may go, {@code leaving} counted as gone: with {@code anyMainZone}
     * (Fusion, Synchro, Xyz) any free Main Monster Zone, else (Link, face-up Pendulum) only those a Link
     * Monster points to; and a usable Extra Monster Zone.
     */
    public List<Integer> forExtraDeckSummon(int player, boolean anyMainZone, CardGroup leaving) {
        List<Integer> zones = new ArrayList<>();
        int linked = linked(player);
        for (int zone : mainMonster(player, leaving)) {
            // a Link Monster's arrow opens a Main Monster Zone to a Link or face-up Pendulum Monster
            if (anyMainZone || (linked & 1 << zone) != 0) {
                zones.add(zone);
            }
        }
        zones.addAll(extraMonster(player, leaving));
        return zones;
    }

    private List<Integer> mainMonster(int player, CardGroup leaving) {
        List<Integer> main = new ArrayList<>(PlayerZones.MAIN_MONSTER_ZONES);
        for (int i = 0; i < PlayerZones.MAIN_MONSTER_ZONES; i++) {
            if (!held(zones[player].monsters[i], leaving) && !isDisabled(player, Location.MZONE, i)) {
                main.add(i);
            }
        }
        return main;
    }

    /**
     * The player's Monster Zones that some Link Monster points to (either player's), as zone bits of
     * this player (0-6) in the low bits and of the opponent (16-22) in the high ones.
     */
    public int linked(int player) {
        int bits = 0;
        for (Card monster : zones[player].monsters) {
            if (monster != null) {
                bits |= LinkZones.of(monster);
            }
        }
        for (Card monster : zones[1 - player].monsters) {
            if (monster != null) {
                int theirs = LinkZones.of(monster);
                bits |= (theirs >>> 16) & 0x7f | (theirs & 0x7f) << 16;
            }
        }
        return bits;
    }

    /** The free Pendulum Zones of a player (not locked by a Trap Monster). */
    public List<Integer> pendulum(int player) {
        return zoneList(spellTrapBits(player) & (1 << Field.LEFT_PENDULUM_ZONE | 1 << Field.RIGHT_PENDULUM_ZONE));
    }

    /** How many Pendulum Zones of a player are free: the size of {@link #pendulum}, asking the same questions. */
    public int pendulumCount(int player) {
        return Integer.bitCount(spellTrapBits(player) & (1 << Field.LEFT_PENDULUM_ZONE | 1 << Field.RIGHT_PENDULUM_ZONE));
    }

    /** Free Spell &amp; Trap Zones (0-4) of a player, left to right. */
    public List<Integer> spellTrap(int player) {
        return zoneList(spellTrapBits(player));
    }

    /** How many Spell &amp; Trap Zones (0-4) of a player are free: the size of {@link #spellTrap}, asking the same questions. */
    public int spellTrapCount(int player) {
        return Integer.bitCount(spellTrapBits(player));
    }

    private int spellTrapBits(int player) {
        int free = withoutDisabled(player, Location.SZONE, emptyBits(zones[player].spells, PlayerZones.FIELD_ZONE));
        for (Card monster : zones[player].monsters) {
            // a Trap Monster's Spell & Trap Zone stays locked while it is a monster (R114)
            int locked = monster == null ? -1 : monster.trapMonsterZone();
            if (locked >= 0 && locked < PlayerZones.FIELD_ZONE) {
                free &= ~(1 << locked);
            }
        }
        return free;
    }

    public boolean fieldZoneFree(int player) {
        return zones[player].spells[PlayerZones.FIELD_ZONE] == null;
    }

    /** The empty zones among the first {@code limit}, as zone bits. */
    private static int emptyBits(Card[] slots, int limit) {
        int free = 0;
        for (int i = 0; i < limit; i++) {
            if (slots[i] == null) {
                free |= 1 << i;
            }
        }
        return free;
    }

    /** Zone bits as a new list of zone numbers, left to right (a list callers may change). */
    private static List<Integer> zoneList(int bits) {
        List<Integer> zones = new ArrayList<>(Integer.bitCount(bits));
        for (int rest = bits; rest != 0; rest &= rest - 1) {
            zones.add(Integer.numberOfTrailingZeros(rest));
        }
        return zones;
    }
}
