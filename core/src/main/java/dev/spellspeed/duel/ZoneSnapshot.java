package dev.spellspeed.duel;

import java.util.ArrayList;
import java.util.List;

/**
 * The cards of a row of zones as a read-only list, left to right, made again only when the row
 * has changed since the last one. Whether it changed is checked by comparing the zones with the
 * ones the list was made from, so every way of changing a zone is covered without being told. A
 * list once handed out never changes (callers walk it while cards move: the state check).
 */
final class ZoneSnapshot {
    private final Card[] seen;
    private List<Card> view;

    ZoneSnapshot(int zones) {
        seen = new Card[zones];
    }

    List<Card> of(Card[] zones) {
        if (view == null || !same(zones)) {
            ArrayList<Card> cards = new ArrayList<>(zones.length);
            for (int i = 0; i < zones.length; i++) {
                seen[i] = zones[i];
                if (zones[i] != null) {
                    cards.add(zones[i]);
                }
            }
            view = new ReadOnlyList<>(cards);
        }
        return view;
    }

    private boolean same(Card[] zones) {
        for (int i = 0; i < zones.length; i++) {
            if (zones[i] != seen[i]) {
                return false;
            }
        }
        return true;
    }
}
