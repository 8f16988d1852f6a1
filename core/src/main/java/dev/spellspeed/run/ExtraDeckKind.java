package dev.spellspeed.run;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;

import java.util.Locale;

/** The kinds of Extra Deck monster a run counts its Special Summons by. */
public enum ExtraDeckKind {
    FUSION, SYNCHRO, XYZ, LINK;

    /** The kind of an Extra Deck monster, or null for any other card. */
    public static ExtraDeckKind of(CardData data) {
        if (!data.isExtraDeckMonster()) {
            return null;
        }
        if (data.isLink()) {
            return LINK;
        }
        if (data.is(CardType.XYZ)) {
            return XYZ;
        }
        if (data.is(CardType.SYNCHRO)) {
            return SYNCHRO;
        }
        return FUSION;
    }

    /** Its name in the JSON of docs/json.md ("fusion", …). */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
