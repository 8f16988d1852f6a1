package dev.spellspeed.testing;

import dev.spellspeed.duel.Phase;

import java.util.List;
import java.util.function.Consumer;

/**
 * One queued test step: an action performed at the first prompt of its player where it is legal,
 * or a check run at that player's next chain window or idle prompt. All steps share one queue and
 * are used in the order written.
 */
public sealed interface Step {
    int player();

    SourceLine where();

    /** How the step reads in the test, for failure messages. */
    String describe();

    record Summon(int player, CardRef card, SourceLine where) implements Step {
        public String describe() {
            return "t:Summon(" + player + ", " + card + ")";
        }
    }

    /** {@code t:Set}: Set a monster face-down, or a Spell/Trap (the name predates Spell/Trap support). */
    record SetMonster(int player, CardRef card, SourceLine where) implements Step {
        public String describe() {
            return "t:Set(" + player + ", " + card + ")";
        }
    }

    record SpecialSummon(int player, CardRef card, SourceLine where) implements Step {
        public String describe() {
            return "t:SpecialSummon(" + player + ", " + card + ")";
        }
    }

    /** {@code t:PendulumSummon(p)}: a Pendulum Summon; which monsters come is answered with t:Select. */
    record PendulumSummon(int player, SourceLine where) implements Step {
        public String describe() {
            return "t:PendulumSummon(" + player + ")";
        }
    }

    record FlipSummon(int player, CardRef card, SourceLine where) implements Step {
        public String describe() {
            return "t:FlipSummon(" + player + ", " + card + ")";
        }
    }

    record ChangePosition(int player, CardRef card, SourceLine where) implements Step {
        public String describe() {
            return "t:ChangePosition(" + player + ", " + card + ")";
        }
    }

    /** Attack with {@code attacker}; a null target is a direct attack. */
    record Attack(int player, CardRef attacker, CardRef target, SourceLine where) implements Step {
        public String describe() {
            return "t:Attack(" + player + ", " + attacker + (target == null ? "" : ", " + target) + ")";
        }
    }

    /** Stop attacking when an attack replay asks for a new target (R028). */
    record CancelAttack(int player, SourceLine where) implements Step {
        public String describe() {
            return "t:CancelAttack(" + player + ")";
        }
    }

    /**
     * Activate a card or effect at an idle prompt or chain window of {@code player}: the
     * {@code index}-th (1-based) of the card's activations offered there, in the order the effects
     * were registered; 0 means the first.
     */
    record Activate(int player, CardRef card, int index, SourceLine where) implements Step {
        public String describe() {
            return "t:Activate(" + player + ", " + card + (index == 0 ? "" : ", " + index) + ")";
        }
    }

    /** Move on to the next time it is {@code player}'s turn and the duel is in {@code phase}. */
    record PhaseTo(int player, Phase phase, SourceLine where) implements Step {
        public String describe() {
            return "t:Phase(" + player + ", " + phase + ")";
        }
    }

    record Pass(int player, SourceLine where) implements Step {
        public String describe() {
            return "t:Pass(" + player + ")";
        }
    }

    /** Passes when none of the named actions is legal at the player's next idle prompt. */
    record ExpectIllegal(int player, IllegalKind kind, List<Object> arguments, SourceLine where) implements Step {
        public ExpectIllegal {
            arguments = List.copyOf(arguments);
        }

        public String describe() {
            return "t:ExpectIllegal(" + player + ", \"" + kind.label() + "\"" + (arguments.isEmpty() ? "" : ", " + arguments) + ")";
        }
    }

    /**
     * Passes when an activation of the card is ({@code offered}) or is not among the legal answers
     * at the player's next chain window or Main Phase idle prompt.
     */
    record ExpectOffered(int player, CardRef card, boolean offered, SourceLine where) implements Step {
        public String describe() {
            return (offered ? "t:ExpectOffered(" : "t:ExpectNotOffered(") + player + ", " + card + ")";
        }
    }

    /** Runs arbitrary expectations at the player's next chain window or idle prompt. */
    record Check(int player, Consumer<Prompted> body, SourceLine where) implements Step {
        public String describe() {
            return "t:Check(" + player + ", …)";
        }
    }

    /** The kinds of action {@link ExpectIllegal} can name. */
    enum IllegalKind {
        SUMMON("Summon"), SET("Set"), FLIP_SUMMON("FlipSummon"), SPECIAL_SUMMON("SpecialSummon"),
        CHANGE_POSITION("ChangePosition"), ATTACK("Attack"), PHASE("Phase"), PENDULUM_SUMMON("PendulumSummon");

        private final String label;

        IllegalKind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        public static IllegalKind byLabel(String label) {
            for (IllegalKind kind : values()) {
                if (kind.label.equals(label)) {
                    return kind;
                }
            }
            return null;
        }
    }
}
