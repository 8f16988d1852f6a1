package dev.spellspeed.play;

import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Position;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A prompt as the page shows it: its kind (one widget per {@link PromptKind}), the question and
 * every legal answer with its index, a label, the card it is about and what it does. The page
 * answers with indexes ({@link Protocol.Answer}), never with labels.
 */
public final class PromptView {
    private PromptView() {}

    /**
     * {@code kind} is the {@link PromptKind} name; {@code min}/{@code max} bound a card selection (the
     * options are then the candidates); {@code announce} says what an ANNOUNCE prompt declares:
     * card, attribute, race, coin or number.
     */
    public record View(int decision, int player, String kind, String question, List<OptionView> options, Integer min,
                       Integer max, String announce) {
    }

    /**
     * One legal answer. {@code card} is the uid of the card it is about (null for none);
     * {@code action} what it does (normal-summon, set-monster, special-summon, pendulum-summon,
     * flip-summon, change-position, set, attack, activate, phase, pass, target, direct, stop, yes, no,
     * option, position, zone, announce, order, select); {@code value} the raw value (a number, a
     * position name, a phase name); {@code zone} the zone a ZONE answer stands for, when known.
     */
    public record OptionView(int index, String label, Integer card, String action, Object value, ZoneRef zone) {
    }

    /** A zone on the board: player, MZONE or SZONE, sequence. */
    public record ZoneRef(int player, String location, int sequence) {
    }

    /** The view of {@code prompt}, the pending decision number {@code decision} of {@code duel}. */
    public static View of(Prompt prompt, int decision, Duel duel) {
        List<OptionView> options = new ArrayList<>();
        if (prompt instanceof SelectPrompt select) {
            List<Card> candidates = select.candidates();
            for (int i = 0; i < candidates.size(); i++) {
                Card card = candidates.get(i);
                options.add(new OptionView(i, card.name() + " (" + card.location() + ")", card.uid(), "select", null, null));
            }
            return new View(decision, prompt.player(), prompt.kind().name(), prompt.question(), options, select.min(),
                    select.max(), null);
        }
        ChoicePrompt<?> choice = (ChoicePrompt<?>) prompt;
        String announce = prompt.kind() == PromptKind.ANNOUNCE ? announceKind(prompt.question()) : null;
        for (int i = 0; i < choice.options().size(); i++) {
            options.add(option(i, choice.options().get(i), prompt, announce, duel));
        }
        return new View(decision, prompt.player(), prompt.kind().name(), prompt.question(), options, null, null, announce);
    }

    private static OptionView option(int index, Object answer, Prompt prompt, String announce, Duel duel) {
        if (answer instanceof Command command) {
            return command(index, command, prompt.kind(), duel);
        }
        if (answer instanceof ChainAction.Pass) {
            return new OptionView(index, "pass", null, "pass", null, null);
        }
        if (answer instanceof AttackTarget target) {
            if (target.stop()) {
                return new OptionView(index, "stop attacking", null, "stop", null, null);
            }
            if (target.isDirect()) {
                return new OptionView(index, "attack directly", null, "direct", null, null);
            }
            return new OptionView(index, "attack " + target.monster().name(), target.monster().uid(), "target", null, null);
        }
        if (answer instanceof Boolean yes) {
            return new OptionView(index, yes ? "yes" : "no", null, yes ? "yes" : "no", yes, null);
        }
        if (answer instanceof Position position) {
            return new OptionView(index, position.toString(), null, "position", position.name(), null);
        }
        switch (prompt.kind()) {
            case ZONE:
                return zone(index, ((Number) answer).intValue(), prompt);
            case ANNOUNCE:
                long value = ((Number) answer).longValue();
                return new OptionView(index, announceLabel(announce, value, duel), null, "announce", value, null);
            case OPTION:
                return new OptionView(index, optionLabel(prompt.question(), ((Number) answer).intValue()), null, "option",
                        answer, null);
            default:
                return new OptionView(index, String.valueOf(answer), null, "option", String.valueOf(answer), null);
        }
    }

    private static OptionView command(int index, Command command, PromptKind kind, Duel duel) {
        if (command instanceof Command.NormalSummon c) {
            return card(index, "Normal Summon", c.card(), "normal-summon");
        }
        if (command instanceof Command.SetMonster c) {
            return card(index, "Set", c.card(), "set-monster");
        }
        if (command instanceof Command.SpecialSummon c) {
            return card(index, "Special Summon", c.card(), "special-summon");
        }
        if (command instanceof Command.PendulumSummon c) {
            return new OptionView(index, "Pendulum Summon", c.leftScale().uid(), "pendulum-summon", null, null);
        }
        if (command instanceof Command.FlipSummon c) {
            return card(index, "Flip Summon", c.card(), "flip-summon");
        }
        if (command instanceof Command.ChangePosition c) {
            return card(index, "Change position", c.card(), "change-position");
        }
        if (command instanceof Command.SetSpellTrap c) {
            return card(index, "Set", c.card(), "set");
        }
        if (command instanceof Command.DeclareAttack c) {
            return card(index, "Attack", c.attacker(), "attack");
        }
        if (command instanceof Command.Activate c) {
            String verb = kind == PromptKind.ORDER ? "Chain next" : "Activate";
            String effect = c.effect().description() != 0 ? ": " + effectText(c.effect().description(), duel) : "";
            OptionView view = card(index, verb + effect, c.card(), kind == PromptKind.ORDER ? "order" : "activate");
            return view;
        }
        Command.EnterPhase phase = (Command.EnterPhase) command;
        return new OptionView(index, "Go to " + phase.phase(), null, "phase", phase.phase().name(), null);
    }

    /**
     * An effect's description as the card database words it: ygopro's aux.Stringid(code, n) is
     * code * 16 + n, the card's string n; the number itself when the database has no such text.
     */
    static String effectText(long description, Duel duel) {
        int code = (int) (description >>> 4);
        int string = (int) (description & 0xf);
        return duel.cardData(code).map(data -> data.strings().get(string)).filter(text -> !text.isBlank())
                .orElse("effect " + description);
    }

    private static OptionView card(int index, String verb, Card card, String action) {
        return new OptionView(index, verb + " " + card.name(), card.uid(), action, null, null);
    }

    /**
     * A zone answer: ygopro's zone bits (bits 0-4 the player's Monster Zones, 8-12 their Spell &amp; Trap
     * Zones, +16 the opponent's) when the rules ask "choose a zone", otherwise a sequence in the zone
     * row the card goes to.
     */
    private static OptionView zone(int index, int value, Prompt prompt) {
        if (prompt.question().equals("choose a zone")) {
            int bit = Integer.numberOfTrailingZeros(value);
            int player = bit >= 16 ? 1 - prompt.player() : prompt.player();
            boolean spell = (bit % 16) >= 8;
            int sequence = bit % 8;
            String location = spell ? "SZONE" : "MZONE";
            String label = (player == prompt.player() ? "your " : "opponent's ")
                    + (spell ? "Spell & Trap Zone " : "Monster Zone ") + (sequence + 1);
            return new OptionView(index, label, null, "zone", value, new ZoneRef(player, location, sequence));
        }
        return new OptionView(index, "zone " + (value + 1) + " from the left", null, "zone", value, null);
    }

    static String announceKind(String question) {
        String q = question.toLowerCase(Locale.ROOT);
        if (q.contains("card name")) {
            return "card";
        }
        if (q.contains("attribute")) {
            return "attribute";
        }
        if (q.contains("type")) {
            return "race";
        }
        if (q.contains("coin")) {
            return "coin";
        }
        return "number";
    }

    private static String announceLabel(String announce, long value, Duel duel) {
        switch (announce) {
            case "card":
                return duel.cardData((int) value).map(d -> d.name() + " (" + value + ")").orElse(String.valueOf(value));
            case "attribute":
                return bitName(ATTRIBUTES, value);
            case "race":
                return bitName(RACES, value);
            case "coin":
                return value == 1 ? "heads" : "tails";
            default:
                return String.valueOf(value);
        }
    }

    private static String optionLabel(String question, int value) {
        if (question.startsWith("declare a card type")) {
            return value == 0 ? "Monster" : value == 1 ? "Spell" : "Trap";
        }
        return "option " + (value + 1);
    }

    private static final String[] ATTRIBUTES = {"EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK", "DIVINE"};
    private static final String[] RACES = {"Warrior", "Spellcaster", "Fairy", "Fiend", "Zombie", "Machine", "Aqua",
            "Pyro", "Rock", "Winged Beast", "Plant", "Insect", "Thunder", "Dragon", "Beast", "Beast-Warrior", "Dinosaur",
            "Fish", "Sea Serpent", "Reptile", "Psychic", "Divine-Beast", "Creator God", "Wyrm", "Cyberse", "Illusion"};

    private static String bitName(String[] names, long bit) {
        int i = Long.numberOfTrailingZeros(bit);
        return bit != 0 && Long.bitCount(bit) == 1 && i < names.length ? names[i] : "0x" + Long.toHexString(bit);
    }
}
