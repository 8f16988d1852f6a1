package dev.spellspeed.data;

/** The three parts of a deck list, with their {@code .ydk} header lines. */
enum DeckSection {
    MAIN("#main", "Main Deck"),
    EXTRA("#extra", "Extra Deck"),
    SIDE("!side", "Side Deck");

    final String header;
    final String title;

    DeckSection(String header, String title) {
        this.header = header;
        this.title = title;
    }

    /** The section a line starts, or null if it is not a section header. */
    static DeckSection ofHeader(String line) {
        for (DeckSection section : values()) {
            if (section.header.equals(line)) {
                return section;
            }
        }
        return null;
    }
}
