package dev.spellspeed.rules.summon;

import dev.spellspeed.data.CardData;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;

/** Tokens (R102): created for a player, they exist nowhere until Special Summoned, and cease to exist when they leave the field. */
public final class Tokens {
    private final Duel duel;

    public Tokens(Duel duel) {
        this.duel = duel;
    }

    /** Creates a Token for a player; it exists nowhere until it is Special Summoned (R102). */
    public Card create(int player, int code) {
        CardData data = duel.cardData(code).orElseThrow(() -> new IllegalArgumentException("unknown token code " + code));
        return duel.placeCard(data, player, player, Location.NONE, 0, Position.FACEUP_DEFENSE);
    }

    /**
     * What ygopro-core creates for a token code its database lacks (new_card over an unread row): a card
     * with that code and all its data zero, so no type at all. Not a monster, it cannot be Special Summoned
     * unless the summon ignores the conditions; it exists nowhere until then.
     */
    public Card createWithoutData(int player, int code) {
        CardData blank = CardData.of(code, "", 0, 0, 0, 0, 0, 0, "");
        return duel.placeCard(blank, player, player, Location.NONE, 0, Position.FACEUP_DEFENSE);
    }
}
