package dev.spellspeed.rules.chain;

/**
 * Why an effect is not offered for activation: the requirement that failed first, in the order the
 * engine checks them, and a sentence an author can act on. Produced by the same procedure that
 * builds the offered list ({@code Activations.judge}), so it never disagrees with it.
 */
public record ActivationRefusal(Requirement requirement, String reason) {
    /** The requirements an activation must meet, in the order they are checked. */
    public enum Requirement {
        /** The player does not control the card. */
        CONTROL,
        /** The effect was reset or moved to another card. */
        NOT_IN_FORCE,
        /** A trigger, continuous effect or monster card: never activated on demand. */
        NOT_ACTIVATED_ON_DEMAND,
        /** The card is not where the effect works from (SetRange; hand or Set for a card activation). */
        LOCATION,
        /** The card is face-down on the field. */
        FACE_DOWN,
        /** "You can only control 1". */
        UNIQUE,
        /** No free zone to activate the card into. */
        ZONE_FULL,
        /** A Set Trap or Quick-Play Spell, the turn it was Set. */
        SET_THIS_TURN,
        /** Spell speed too low for the moment or the chain (R043). */
        SPELL_SPEED,
        /** Not the event or the turn the effect answers. */
        TIMING,
        /** The Damage Step (R032). */
        DAMAGE_STEP,
        /** Its count limit is used. */
        COUNT_LIMIT,
        /** Duel.SetChainLimit of the link being answered. */
        CHAIN_LIMIT,
        /** EFFECT_CANNOT_ACTIVATE or EFFECT_CANNOT_TRIGGER. */
        PROHIBITED,
        /** The condition function returned false. */
        CONDITION,
        /** The cost function returned false for chk==0. */
        COST,
        /** The target function returned false for chk==0. */
        TARGET
    }

    @Override
    public String toString() {
        return reason;
    }
}
