package dev.spellspeed.cli;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;

import java.util.ArrayList;
import java.util.List;

/**
 * A card's kind in the words printed on cards, from its type bits: {@code Normal Monster},
 * {@code Flip Effect Monster}, {@code Synchro Effect Monster}, {@code Quick-Play Spell},
 * {@code Counter Trap}, {@code Token}.
 */
final class CardKind {
    /** A type bit and its word on the card line. */
    private record Word(long bit, String text) {}

    /** Monster types that say how the monster is summoned, first on the card line. */
    private static final List<Word> SUMMON_TYPES = List.of(new Word(CardType.RITUAL, "Ritual"),
            new Word(CardType.FUSION, "Fusion"), new Word(CardType.SYNCHRO, "Synchro"), new Word(CardType.XYZ, "Xyz"),
            new Word(CardType.LINK, "Link"));
    /** Monster abilities, between the summon type and Normal/Effect. */
    private static final List<Word> ABILITIES = List.of(new Word(CardType.FLIP, "Flip"),
            new Word(CardType.SPIRIT, "Spirit"), new Word(CardType.UNION, "Union"), new Word(CardType.GEMINI, "Gemini"),
            new Word(CardType.TOON, "Toon"), new Word(CardType.TUNER, "Tuner"), new Word(CardType.PENDULUM, "Pendulum"));

    private CardKind() {}

    static String of(CardData card) {
        if (card.is(CardType.TOKEN)) {
            return "Token";
        }
        if (card.isSpell()) {
            return spellOrTrapKind(card) + " Spell";
        }
        if (card.isTrap()) {
            return spellOrTrapKind(card) + " Trap";
        }
        List<String> words = new ArrayList<>();
        addMatching(card, SUMMON_TYPES, words);
        addMatching(card, ABILITIES, words);
        if (card.is(CardType.NORMAL)) {
            words.add("Normal");
        } else if (card.is(CardType.EFFECT)) {
            words.add("Effect");
        }
        words.add("Monster");
        return String.join(" ", words);
    }

    private static String spellOrTrapKind(CardData card) {
        if (card.is(CardType.QUICKPLAY)) {
            return "Quick-Play";
        }
        if (card.is(CardType.CONTINUOUS)) {
            return "Continuous";
        }
        if (card.is(CardType.EQUIP)) {
            return "Equip";
        }
        if (card.is(CardType.FIELD)) {
            return "Field";
        }
        if (card.is(CardType.COUNTER)) {
            return "Counter";
        }
        if (card.is(CardType.RITUAL)) {
            return "Ritual";
        }
        return "Normal";
    }

    private static void addMatching(CardData card, List<Word> candidates, List<String> words) {
        for (Word word : candidates) {
            if (card.is(word.bit())) {
                words.add(word.text());
            }
        }
    }
}
