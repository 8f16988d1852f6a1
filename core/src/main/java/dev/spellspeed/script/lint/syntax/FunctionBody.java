package dev.spellspeed.script.lint.syntax;

import java.util.List;

/**
 * The parameters and body of a function.
 *
 * @param pos    where the {@code function} keyword is
 * @param params the named parameters (not the implicit {@code self} of a method)
 * @param vararg whether the list ends with {@code ...}
 * @param method whether it was declared with {@code :} (then {@code self} is its first parameter)
 * @param body   its statements
 */
public record FunctionBody(Position pos, List<Expr.Name> params, boolean vararg, boolean method, Block body) {
    public FunctionBody {
        params = List.copyOf(params);
    }
}
