package dev.spellspeed.data;

import java.io.Serializable;
import java.util.List;

/** A deck list: card ids of the Main, Extra and Side Deck in file order (a plain value: it travels to a Spark executor). */
public record Deck(List<Integer> main, List<Integer> extra, List<Integer> side) implements Serializable {
    public Deck {
        main = List.copyOf(main);
        extra = List.copyOf(extra);
        side = List.copyOf(side);
    }

    public static Deck of(List<Integer> main) {
        return new Deck(main, List.of(), List.of());
    }
}
