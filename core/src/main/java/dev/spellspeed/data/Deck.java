package dev.spellspeed.data;

import java.util.List;

/** A deck list: card ids of the Main, Extra and Side Deck in file order. */
public record Deck(List<Integer> main, List<Integer> extra, List<Integer> side) {
    public Deck {
        main = List.copyOf(main);
        extra = List.copyOf(extra);
        side = List.copyOf(side);
    }

    public static Deck of(List<Integer> main) {
        return new Deck(main, List.of(), List.of());
    }
}
