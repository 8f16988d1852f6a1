package dev.spellspeed.duel;

/**
 * Which zones a Link Monster points to (Master Rule 2020), as ygopro's zone bits: bits 0-6 are its
 * controller's Monster Zones (5, 6 the Extra Monster Zones), bits 16-22 the opponent's. The Main
 * Monster Zones are a row of five; the two Extra Monster Zones sit above zones 1 and 3 of this row and
 * below zones 3 and 1 of the opponent's (each player sees the other's row mirrored).
 */
public final class LinkZones {
    public static final int BOTTOM_LEFT = 0x1;
    public static final int BOTTOM = 0x2;
    public static final int BOTTOM_RIGHT = 0x4;
    public static final int LEFT = 0x8;
    public static final int RIGHT = 0x20;
    public static final int TOP_LEFT = 0x40;
    public static final int TOP = 0x80;
    public static final int TOP_RIGHT = 0x100;

    private static final int OPPONENT = 16;

    private LinkZones() {}

    /** The zones the card points to where it is now: 0 unless it is a Link Monster in a Monster Zone. */
    public static int of(Card card) {
        if (!card.data().isLink() || card.location() != Location.MZONE) {
            return 0;
        }
        return pointedFrom(card.sequence(), card.data().linkMarkers());
    }

    /** The zones a Link Monster with these markers in Monster Zone {@code zone} points to. */
    public static int pointedFrom(int zone, int markers) {
        int zones = 0;
        if (zone <= 4) {
            // sideways along the row
            if (zone > 0 && has(markers, LEFT)) {
                zones |= 1 << (zone - 1);
            }
            if (zone < 4 && has(markers, RIGHT)) {
                zones |= 1 << (zone + 1);
            }
            // up into an Extra Monster Zone: the left one is above zone 1, the right one above zone 3
            for (int extra : new int[] {5, 6}) {
                int below = extra == 5 ? 1 : 3;
                int up = zone == below - 1 ? TOP_RIGHT : zone == below ? TOP : zone == below + 1 ? TOP_LEFT : 0;
                if (up != 0 && has(markers, up)) {
                    // the same zone is the opponent's other Extra Monster Zone
                    zones |= 1 << extra | 1 << (OPPONENT + (extra == 5 ? 6 : 5));
                }
            }
            return zones;
        }
        // from an Extra Monster Zone: down into this player's row, up into the opponent's (mirrored)
        int below = zone == 5 ? 1 : 3;
        if (has(markers, BOTTOM_LEFT)) {
            zones |= 1 << (below - 1);
        }
        if (has(markers, BOTTOM)) {
            zones |= 1 << below;
        }
        if (has(markers, BOTTOM_RIGHT)) {
            zones |= 1 << (below + 1);
        }
        int facing = 4 - below;
        if (has(markers, TOP_LEFT)) {
            zones |= 1 << (OPPONENT + facing + 1);
        }
        if (has(markers, TOP)) {
            zones |= 1 << (OPPONENT + facing);
        }
        if (has(markers, TOP_RIGHT)) {
            zones |= 1 << (OPPONENT + facing - 1);
        }
        return zones;
    }

    private static boolean has(int markers, int marker) {
        return (markers & marker) != 0;
    }
}
