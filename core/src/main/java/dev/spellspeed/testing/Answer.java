package dev.spellspeed.testing;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Position;

import java.util.List;

/** A queued answer, consumed by its player's next answer prompt; each kind answers one kind of prompt. */
public sealed interface Answer {
    SourceLine where();

    PromptKind answers();

    String describe();

    record Select(int player, List<CardRef> cards, SourceLine where) implements Answer {
        public Select {
            cards = List.copyOf(cards);
        }

        public PromptKind answers() {
            return PromptKind.SELECT_CARDS;
        }

        public String describe() {
            return "t:Select(" + player + ", " + cards + ")";
        }
    }

    record YesNo(int player, boolean yes, SourceLine where) implements Answer {
        public PromptKind answers() {
            return PromptKind.YES_NO;
        }

        public String describe() {
            return (yes ? "t:Yes(" : "t:No(") + player + ")";
        }
    }

    record Option(int player, int index, SourceLine where) implements Answer {
        public PromptKind answers() {
            return PromptKind.OPTION;
        }

        public String describe() {
            return "t:Option(" + player + ", " + index + ")";
        }
    }

    record PositionChoice(int player, Position position, SourceLine where) implements Answer {
        public PromptKind answers() {
            return PromptKind.POSITION;
        }

        public String describe() {
            return "t:Position(" + player + ", " + position + ")";
        }
    }

    /**
     * The order of the player's simultaneous triggers: the first listed card's goes on the chain first.
     * One answer covers the whole sequence of ORDER prompts it takes.
     */
    record Order(int player, List<CardRef> cards, SourceLine where) implements Answer {
        public Order {
            cards = List.copyOf(cards);
        }

        public PromptKind answers() {
            return PromptKind.ORDER;
        }

        public String describe() {
            return "t:Order(" + player + ", " + cards + ")";
        }
    }

    /** A declared number or card code (t:Announce). */
    record Announce(int player, long value, SourceLine where) implements Answer {
        public PromptKind answers() {
            return PromptKind.ANNOUNCE;
        }

        public String describe() {
            return "t:Announce(" + player + ", " + value + ")";
        }
    }

    record Zone(int player, int sequence, SourceLine where) implements Answer {
        public PromptKind answers() {
            return PromptKind.ZONE;
        }

        public String describe() {
            return "t:Zone(" + player + ", " + sequence + ")";
        }
    }
}
