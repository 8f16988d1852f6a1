package dev.spellspeed.script.lint.syntax;

import java.util.List;

/**
 * A sequence of statements sharing one scope.
 *
 * @param statements the statements in order
 * @param end        where the token that closes the block starts ({@code end}, {@code until}, {@code else}, …, or the end of the file)
 */
public record Block(List<Stat> statements, Position end) {
    public Block {
        statements = List.copyOf(statements);
    }
}
