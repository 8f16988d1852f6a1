package dev.spellspeed.script.lint.syntax;

import java.util.List;

/** A statement of the syntax tree; {@link #pos()} is where its first token starts. */
public sealed interface Stat {
    /** Where the statement starts. */
    Position pos();

    /** {@code local a, b = values}. */
    record Local(Position pos, List<Expr.Name> names, List<Expr> values) implements Stat {
        public Local {
            names = List.copyOf(names);
            values = List.copyOf(values);
        }
    }

    /** {@code targets = values}; each target is a {@link Expr.Name}, {@link Expr.Member} or {@link Expr.Index}. */
    record Assign(Position pos, List<Expr> targets, List<Expr> values) implements Stat {
        public Assign {
            targets = List.copyOf(targets);
            values = List.copyOf(values);
        }
    }

    /** A call as a statement. */
    record CallStat(Position pos, Expr call) implements Stat {
    }

    /** {@code do … end}. */
    record Do(Position pos, Block body) implements Stat {
    }

    /** {@code while condition do … end}. */
    record While(Position pos, Expr condition, Block body) implements Stat {
    }

    /** {@code repeat … until condition}: the condition sees the body's locals. */
    record Repeat(Position pos, Block body, Expr condition) implements Stat {
    }

    /** {@code if c1 then b1 elseif c2 then b2 … else orElse end}; {@code orElse} null without {@code else}. */
    record If(Position pos, List<Expr> conditions, List<Block> blocks, Block orElse) implements Stat {
        public If {
            conditions = List.copyOf(conditions);
            blocks = List.copyOf(blocks);
        }
    }

    /** {@code for variable = start, limit[, step] do … end}; {@code step} null when absent. */
    record NumericFor(Position pos, Expr.Name variable, Expr start, Expr limit, Expr step, Block body) implements Stat {
    }

    /** {@code for names in values do … end}. */
    record GenericFor(Position pos, List<Expr.Name> names, List<Expr> values, Block body) implements Stat {
        public GenericFor {
            names = List.copyOf(names);
            values = List.copyOf(values);
        }
    }

    /**
     * {@code function a.b.c(…)} or {@code function a.b:c(…)}: {@code target} is the {@link Expr.Name} or
     * {@link Expr.Member} chain assigned; {@code function.body().method()} tells a method (implicit self).
     */
    record FunctionDecl(Position pos, Expr target, Expr.Function function) implements Stat {
    }

    /** {@code local function name(…) … end}: the name is in scope inside its own body. */
    record LocalFunction(Position pos, Expr.Name name, Expr.Function function) implements Stat {
    }

    /** {@code return values}. */
    record Return(Position pos, List<Expr> values) implements Stat {
        public Return {
            values = List.copyOf(values);
        }
    }

    /** {@code break}. */
    record Break(Position pos) implements Stat {
    }

    /** {@code goto label}. */
    record Goto(Position pos, String label) implements Stat {
    }

    /** {@code ::name::}. */
    record Label(Position pos, String name) implements Stat {
    }
}
