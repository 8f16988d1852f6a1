package dev.spellspeed.event;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectDescription;
import dev.spellspeed.effect.EffectType;

import java.util.List;

/** Something that happened in a duel. Observers receive every event; the duel log is one observer. */
public sealed interface DuelEvent {
    /** One line for the duel log. */
    String describe();

    /**
     * Whether {@link #describe} reads only this event's own values and what never changes about a card
     * (its name and number): the log then describes it only when someone reads the log (a bench or a
     * simulation never does). An event that reads a card's ATK, zone, controller or an effect's type
     * is described as it is published.
     */
    default boolean describableLater() {
        return this instanceof DescribableLater;
    }

    /** The events whose line reads only their own values and a card's name and number ({@link #describableLater}). */
    sealed interface DescribableLater extends DuelEvent {
    }

    record DuelStarted(long seed, int firstPlayer) implements DescribableLater {
        public String describe() {
            return "Duel start (seed " + seed + "): player " + firstPlayer + " goes first";
        }
    }

    record ScenarioStarted(int turn, int player, Phase phase) implements DescribableLater {
        public String describe() {
            return "Scenario start: turn " + turn + " (player " + player + "), " + phase;
        }
    }

    record TurnStarted(int turn, int player) implements DescribableLater {
        public String describe() {
            return "Turn " + turn + " (player " + player + ")";
        }
    }

    record PhaseStarted(int turn, Phase phase) implements DescribableLater {
        public String describe() {
            return "  " + phase;
        }
    }

    record CardDrawn(int player, Card card) implements DescribableLater {
        public String describe() {
            return "    P" + player + " draws " + card;
        }
    }

    record NormalSummoned(int player, Card card, List<Card> tributes) implements DuelEvent {
        public NormalSummoned {
            tributes = List.copyOf(tributes);
        }

        public String describe() {
            return "    P" + player + (tributes.isEmpty() ? " Normal Summons " : " Tribute Summons ") + card
                    + " (" + card.attack() + "/" + card.defense() + ") to zone " + card.sequence()
                    + (tributes.isEmpty() ? "" : " tributing " + tributes);
        }
    }

    record MonsterSet(int player, Card card, List<Card> tributes) implements DuelEvent {
        public MonsterSet {
            tributes = List.copyOf(tributes);
        }

        public String describe() {
            return "    P" + player + " Sets monster " + card + " to zone " + card.sequence()
                    + (tributes.isEmpty() ? "" : " tributing " + tributes);
        }
    }

    record SummonNegated(Card card) implements DescribableLater {
        public String describe() {
            return "    the summon of " + card + " is negated";
        }
    }

    record FlipSummoned(int player, Card card) implements DescribableLater {
        public String describe() {
            return "    P" + player + " Flip Summons " + card;
        }
    }

    record SpellTrapSet(int player, Card card) implements DuelEvent {
        public String describe() {
            return "    P" + player + " Sets " + card + " to Spell & Trap Zone " + card.sequence();
        }
    }

    record PositionChanged(Card card, Position from, Position to) implements DescribableLater {
        public String describe() {
            return "    " + card + ": " + from + " -> " + to;
        }
    }

    record AttackDeclared(Card attacker, Card target) implements DuelEvent {
        public String describe() {
            return "    " + attacker + " (" + attacker.attack() + ") attacks "
                    + (target == null ? "directly" : target.toString());
        }
    }

    record DamageDealt(int player, int amount, boolean battle, int lpAfter) implements DescribableLater {
        public String describe() {
            return "    P" + player + " takes " + amount + (battle ? " battle" : "") + " damage, LP " + lpAfter;
        }
    }

    record CardMoved(Card card, int fromPlayer, Location from, Location to, long reason) implements DescribableLater {
        public String describe() {
            String how;
            if (Reason.has(reason, Reason.DESTROY)) {
                how = Reason.has(reason, Reason.BATTLE) ? "destroyed by battle" : "destroyed";
            } else if (Reason.has(reason, Reason.RELEASE)) {
                how = "tributed";
            } else if (Reason.has(reason, Reason.DISCARD)) {
                how = "discarded";
            } else {
                how = "moved";
            }
            return "    " + card + " " + how + ": P" + fromPlayer + " " + from + " -> " + to;
        }
    }

    /**
     * A card's script failed to load or its initial_effect failed as the duel was set up: said once,
     * at the start, so a card that does nothing all duel is never a mystery.
     */
    record ScriptNotLoaded(String message) implements DescribableLater {
        public String describe() {
            return "    " + message + " (the card has no effects this duel)";
        }
    }

    /**
     * A card's script made a mistake the reference engine silently accepts, and the duel went on as
     * it does there (docs/compatibility.md); raised once per card and kind of mistake.
     */
    record ScriptTolerated(int cardCode, String cardName, String message) implements DescribableLater {
        public String describe() {
            return "    script warning for " + (cardName != null ? cardName : "c" + cardCode) + ": " + message;
        }
    }

    /** A card script failed; the callback counted as failed and the duel went on. */
    record ScriptFailed(Effect effect, String role, String message) implements DuelEvent {
        public String describe() {
            return "    script error in the " + role + " of " + EffectDescription.of(effect) + ": " + message;
        }
    }

    record Activated(int player, Card card, Effect effect, int link) implements DuelEvent {
        public String describe() {
            return "    P" + player + " activates " + (card != null ? card.toString() : effect.toString())
                    + " (" + kind() + "chain link " + link + ")";
        }

        /** Names the kind of effect, so a reader of the log can tell a trigger from a card being played. */
        private String kind() {
            if (effect.hasType(EffectType.FLIP)) {
                return "flip effect, ";
            }
            if (effect.hasType(EffectType.TRIGGER_O | EffectType.TRIGGER_F)) {
                return "trigger effect, ";
            }
            if (effect.hasType(EffectType.QUICK_O | EffectType.QUICK_F)) {
                return "quick effect, ";
            }
            if (effect.hasType(EffectType.IGNITION)) {
                return "ignition effect, ";
            }
            return ""; // a Spell or Trap Card activated
        }
    }

    /** The targets chosen for a chain link as it was activated (an author wants to see what MST aimed at). */
    record Targeted(int link, Card card, List<Card> targets) implements DuelEvent {
        public Targeted {
            targets = List.copyOf(targets);
        }

        public String describe() {
            return "    chain link " + link + " (" + card + ") targets "
                    + String.join(", ", targets.stream().map(DuelEvent::where).toList());
        }
    }

    /** A stat of a face-up monster changed, and the card(s) whose effect changed it (null: not known). */
    record StatChanged(Card card, String stat, int from, int to, String cause) implements DescribableLater {
        public String describe() {
            return "    " + card + " " + stat + " " + from + " -> " + to + (cause == null ? "" : " (" + cause + ")");
        }
    }

    /** Counters placed on or removed from a card, and the card whose effect did it (null: not known). */
    record CountersChanged(Card card, int counter, int from, int to, Card cause) implements DescribableLater {
        public String describe() {
            return "    " + card + " counters 0x" + Integer.toHexString(counter) + ": " + from + " -> " + to
                    + (cause == null ? "" : " (" + cause + ")");
        }
    }

    /** A card with where it is, for a target: "Sakuretsu Armor#69 (P1 Spell & Trap Zone)". */
    private static String where(Card card) {
        return card + " (P" + card.controller() + " " + card.location() + ")";
    }

    record LinkResolved(int link, Card card, String outcome) implements DescribableLater {
        public String describe() {
            return "    chain link " + link + " (" + card + ") " + outcome;
        }
    }

    record ControlChanged(Card card, int from, int to) implements DescribableLater {
        public String describe() {
            return "    " + card + ": control P" + from + " -> P" + to;
        }
    }

    record Equipped(Card equipCard, Card target) implements DescribableLater {
        public String describe() {
            return "    " + equipCard + " is equipped to " + target;
        }
    }

    record LpChanged(int player, int from, int to, String why) implements DescribableLater {
        public String describe() {
            return "    P" + player + " " + why + ": LP " + from + " -> " + to;
        }
    }

    record DuelEnded(DuelResult result) implements DescribableLater {
        public String describe() {
            return result.toString();
        }
    }
}
