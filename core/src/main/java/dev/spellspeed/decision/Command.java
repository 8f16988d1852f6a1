package dev.spellspeed.decision;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.effect.Effect;

/** An answer to an idle prompt (Main Phase) or to the Battle Step prompt. */
public sealed interface Command {
    record NormalSummon(Card card) implements Command {
        @Override
        public String toString() {
            return "Normal Summon " + card;
        }
    }

    record SetMonster(Card card) implements Command {
        @Override
        public String toString() {
            return "Set monster " + card;
        }
    }

    /** Special Summon a monster by its own summoning procedure (EFFECT_SPSUMMON_PROC); it does not use the chain (R018). */
    record SpecialSummon(Card card, Effect procedure) implements Command {
        @Override
        public String toString() {
            return "Special Summon " + card + " by its procedure";
        }
    }

    /**
     * Pendulum Summon (once per turn, with a card in each Pendulum Zone): monsters from the hand and
     * face-up from the Extra Deck whose Levels are between the two scales; it does not use the chain.
     */
    record PendulumSummon(Card leftScale, Card rightScale) implements Command {
        @Override
        public String toString() {
            return "Pendulum Summon with " + leftScale + " and " + rightScale;
        }
    }

    record FlipSummon(Card card) implements Command {
        @Override
        public String toString() {
            return "Flip Summon " + card;
        }
    }

    record ChangePosition(Card card) implements Command {
        @Override
        public String toString() {
            return "change the battle position of " + card;
        }
    }

    record SetSpellTrap(Card card) implements Command {
        @Override
        public String toString() {
            return "Set " + card;
        }
    }

    record DeclareAttack(Card attacker) implements Command {
        @Override
        public String toString() {
            return "attack with " + attacker;
        }
    }

    /**
     * Activate a card or an effect: a Spell or Trap Card, or a monster's ignition or quick effect.
     * Offered at idle prompts and in chain windows.
     */
    record Activate(Card card, Effect effect) implements Command, ChainAction {
        @Override
        public String toString() {
            return "activate " + card + (effect.description() != 0 ? " (effect " + effect.description() + ")" : "");
        }
    }

    /** Move on to a phase: the Battle Phase, Main Phase 2 or the End Phase. */
    record EnterPhase(Phase phase) implements Command {
        @Override
        public String toString() {
            return "go to " + phase;
        }
    }
}
