package dev.spellspeed.rules.moves;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;

import java.util.ArrayList;
import java.util.List;

/**
 * Duel.GetSZoneCount: the Spell &amp; Trap Zones (0-4, never the Field Zone) a card could be placed
 * in, counting the zones of cards that are about to leave (a cost, an Equip being replaced) as free.
 */
public final class SpellTrapZones {
    private final Duel duel;

    public SpellTrapZones(Duel duel) {
        this.duel = duel;
    }

    /** The usable zones among {@code zoneMask} (bit n: zone n), with {@code leaving} treated as gone. */
    public List<Integer> usable(int player, CardGroup leaving, int zoneMask) {
        List<Integer> free = new ArrayList<>(duel.field().freeZones().spellTrap(player));
        for (int zone = 0; zone < 5; zone++) {
            Card card = duel.field().at(player, Location.SZONE, zone).orElse(null);
            if (card != null && leaving.contains(card) && !free.contains(zone)) {
                free.add(zone);
            }
        }
        free.removeIf(zone -> (zoneMask >> zone & 1) == 0);
        free.sort(null);
        return free;
    }

    /** ygopro's second result: the zones (bits 0-4) that are not usable. */
    public static int unusableFlag(List<Integer> usable) {
        int flag = 0x1f;
        for (int zone : usable) {
            flag &= ~(1 << zone);
        }
        return flag;
    }
}
