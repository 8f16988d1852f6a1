package dev.spellspeed.rules;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Field;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.LocationMask;
import dev.spellspeed.duel.Players;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectValue;

import java.util.function.ToLongFunction;

/**
 * Duel.IsEnvironment: is a card with this name face-up where a script looks (by default on the
 * field: a Field Spell, or any face-up card), or, while no Field Spell is face-up, does an
 * EFFECT_CHANGE_ENVIRONMENT name it ("this card's name becomes Umi while on the field")?
 */
public final class Environment {
    private final Duel duel;
    /** A card's current name (Card.GetCode), which the script layer reads from EFFECT_CHANGE_CODE. */
    private final ToLongFunction<Card> nameOf;

    Environment(Duel duel, ToLongFunction<Card> nameOf) {
        this.duel = duel;
        this.nameOf = nameOf;
    }

    /** {@code player} is 0, 1 or {@link #BOTH_PLAYERS}; {@code locations} a LOCATION_* mask. */
    public boolean is(long code, int player, int locations) {
        boolean fieldSpellUp = false;
        boolean looksAtFieldZone = (locations & (LocationMask.FZONE | Location.SZONE.mask())) != 0;
        for (int p = 0; p < 2 && looksAtFieldZone; p++) {
            Card fieldSpell = duel.field().at(p, Location.SZONE, Field.fieldZone()).orElse(null);
            if (fieldSpell != null && fieldSpell.isFaceUp()) {
                fieldSpellUp = true;
                if (covers(player, p)
                        && nameOf.applyAsLong(fieldSpell) == code) {
                    return true;
                }
            }
        }
        for (int p = 0; p < 2; p++) {
            if (!covers(player, p)) {
                continue;
            }
            // a face-up Field Spell was looked at above; LOCATION_SZONE also covers the other Spell & Trap Zones
            for (Location where : new Location[] {Location.SZONE, Location.MZONE, Location.GRAVE}) {
                if ((locations & where.mask()) == 0) {
                    continue;
                }
                for (Card card : duel.field().cards(p, where)) {
                    if ((where == Location.GRAVE || card.isFaceUp()) && nameOf.applyAsLong(card) == code) {
                        return true;
                    }
                }
            }
        }
        if (!fieldSpellUp) {
            Effect latest = null;
            for (Effect change : duel.effects().withCode(EffectCode.CHANGE_ENVIRONMENT)) {
                if (change.handler() != null && change.handler().isFaceUp()
                        && change.handler().inRange(change.range())) {
                    latest = change;
                }
            }
            return latest != null && latest.value() instanceof EffectValue.Constant named && named.value() == code
                    && covers(player, latest.handlerPlayer());
        }
        return false;
    }

    private static boolean covers(int player, int side) {
        return player == Players.ALL || player == side;
    }
}
