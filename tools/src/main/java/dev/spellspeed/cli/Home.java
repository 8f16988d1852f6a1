package dev.spellspeed.cli;

import java.nio.file.Path;

/**
 * The Spellspeed home directory, where the bundled {@code cards.db}, {@code decks/} and
 * {@code scripts/} live: the {@code spellspeed.home} system property (the launcher sets it), else
 * the current directory.
 */
public final class Home {
    /** The system property naming the home directory. */
    public static final String PROPERTY = "spellspeed.home";

    private Home() {}

    /** The home directory, as an absolute path. */
    public static Path home() {
        String configured = System.getProperty(PROPERTY);
        Path home = configured == null || configured.isBlank() ? Path.of("") : Path.of(configured);
        return home.toAbsolutePath();
    }

    /** The bundled card database, {@code cards.db} in the home directory. */
    public static Path cardsDb() {
        return home().resolve("cards.db");
    }
}
