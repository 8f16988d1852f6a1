package dev.spellspeed.data;

import com.google.common.collect.ImmutableSortedMap;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * An immutable set of card records, keyed by card id.
 *
 * <p>Stored on disk as a ygopro {@code cards.cdb}-schema SQLite file ({@link #load}, {@link #write});
 * {@link CardDbText} gives a text form of the same rows.
 */
public final class CardDatabase {
    private final ImmutableSortedMap<Integer, CardData> cards;
    private final List<String> skipped;

    private CardDatabase(ImmutableSortedMap<Integer, CardData> cards) {
        this(cards, List.of());
    }

    private CardDatabase(ImmutableSortedMap<Integer, CardData> cards, List<String> skipped) {
        this.cards = cards;
        this.skipped = List.copyOf(skipped);
    }

    /** A database of the given cards; a later card with the same id replaces an earlier one. */
    public static CardDatabase of(Collection<CardData> cards) {
        var byId = new java.util.TreeMap<Integer, CardData>();
        for (CardData card : cards) {
            byId.put(card.code(), card);
        }
        return new CardDatabase(ImmutableSortedMap.copyOf(byId));
    }

    /**
     * Reads a ygopro-schema SQLite database, opened read-only.
     *
     * @throws CardDatabaseException if the file is missing, is not an SQLite database, lacks the
     *     {@code datas}/{@code texts} tables or one of their columns, or holds a corrupt row
     */
    public static CardDatabase load(Path file) throws CardDatabaseException {
        return CdbReader.read(file);
    }

    /** Reads several databases; a card in a later file replaces the card with the same id in an earlier one. */
    public static CardDatabase loadAll(List<Path> files) throws CardDatabaseException {
        CardDatabase merged = of(List.of());
        List<String> skipped = new ArrayList<>();
        for (Path file : files) {
            // as ygopro's client loads a set's database: a card without its texts row is left out, not the file
            merged = merged.merge(CdbReader.readSkippingTextless(file, skipped));
        }
        return new CardDatabase(merged.cards, skipped);
    }

    /**
     * The rows {@link #loadAll} left out, one warning each (a {@code datas} row without its
     * {@code texts} row); empty for a database read otherwise.
     */
    public List<String> skipped() {
        return skipped;
    }

    /**
     * Writes this database to a fresh ygopro-schema SQLite file, replacing {@code file} if it exists.
     * The file is replaced only once it is complete.
     */
    public void write(Path file) throws CardDatabaseException {
        CdbWriter.write(this, file);
    }

    /** This database with every card of {@code later} added, replacing cards that have the same id. */
    public CardDatabase merge(CardDatabase later) {
        List<CardData> combined = new ArrayList<>(all());
        combined.addAll(later.all());
        return of(combined);
    }

    public Optional<CardData> find(int code) {
        return Optional.ofNullable(cards.get(code));
    }

    public boolean contains(int code) {
        return cards.containsKey(code);
    }

    /** Every card, in ascending id order. */
    public Collection<CardData> all() {
        return cards.values();
    }

    public int size() {
        return cards.size();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CardDatabase database && cards.equals(database.cards);
    }

    @Override
    public int hashCode() {
        return cards.hashCode();
    }

    @Override
    public String toString() {
        return "CardDatabase(" + cards.size() + " cards)";
    }
}
