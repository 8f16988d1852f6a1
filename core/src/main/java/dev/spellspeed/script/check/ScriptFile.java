package dev.spellspeed.script.check;

import java.nio.file.Path;
import java.util.List;

/**
 * A script file as the host will load it: the copy in the first directory that holds it.
 *
 * @param name     the file name, e.g. {@code utility.lua} or {@code c12345.lua}
 * @param path     the copy that is used
 * @param cardCode the card code for {@code c<code>.lua}, 0 for the prelude files
 * @param shadowed copies in later directories, hidden by {@code path}
 */
public record ScriptFile(String name, Path path, int cardCode, List<Path> shadowed) {

    /** Makes an immutable copy. */
    public ScriptFile {
        shadowed = List.copyOf(shadowed);
    }
}
