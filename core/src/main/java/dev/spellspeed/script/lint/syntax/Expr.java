package dev.spellspeed.script.lint.syntax;

import java.util.List;

/** An expression of the syntax tree; {@link #pos()} is where its first token starts. */
public sealed interface Expr {
    /** Where the expression starts. */
    Position pos();

    /** {@code nil}. */
    record Nil(Position pos) implements Expr {
    }

    /** {@code true} or {@code false}. */
    record Bool(Position pos, boolean value) implements Expr {
    }

    /** {@code ...} inside a vararg function. */
    record Vararg(Position pos) implements Expr {
    }

    /** A numeral as written ({@code 0x10}, {@code 3.5e2}). */
    record Number(Position pos, String text) implements Expr {
        /** Its value when it is an integer literal (decimal or hex, wrapping as Lua 5.3 does), else empty. */
        public java.util.OptionalLong integer() {
            String s = text.toLowerCase(java.util.Locale.ROOT);
            try {
                if (s.startsWith("0x") && s.matches("0x[0-9a-f]+")) {
                    return java.util.OptionalLong.of(Long.parseUnsignedLong(s.length() > 18 ? s.substring(s.length() - 16)
                            : s.substring(2), 16));
                }
                if (s.matches("[0-9]+")) {
                    return java.util.OptionalLong.of(Long.parseLong(s));
                }
            } catch (NumberFormatException e) {
                return java.util.OptionalLong.empty(); // a decimal too large for an integer is a float in Lua
            }
            return java.util.OptionalLong.empty();
        }
    }

    /** A short or long string literal, as written (quotes or brackets included). */
    record Str(Position pos, String text) implements Expr {
    }

    /** {@code function (…) … end}. */
    record Function(Position pos, FunctionBody body) implements Expr {
    }

    /** A table constructor {@code { … }}. */
    record Table(Position pos, List<TableField> fields) implements Expr {
        public Table {
            fields = List.copyOf(fields);
        }
    }

    /** {@code left op right}; {@code opPos} is where the operator is written. */
    record Binary(Position pos, String op, Position opPos, Expr left, Expr right) implements Expr {
    }

    /** {@code op operand}: {@code not}, {@code -}, {@code #} or {@code ~}. */
    record Unary(Position pos, String op, Expr operand) implements Expr {
    }

    /** A variable: a local, an upvalue or a global, as {@code Scopes} resolves it. */
    record Name(Position pos, String name) implements Expr {
    }

    /** {@code object[key]}. */
    record Index(Position pos, Expr object, Expr key) implements Expr {
    }

    /** {@code object.name}. */
    record Member(Position pos, Expr object, String name, Position namePos) implements Expr {
    }

    /** {@code function(args)}, also {@code f"s"} and {@code f{…}}. */
    record Call(Position pos, Expr function, List<Expr> args) implements Expr {
        public Call {
            args = List.copyOf(args);
        }
    }

    /** {@code object:name(args)}. */
    record MethodCall(Position pos, Expr object, String name, Position namePos, List<Expr> args) implements Expr {
        public MethodCall {
            args = List.copyOf(args);
        }
    }

    /** {@code (inner)}: one value, even of a call. */
    record Paren(Position pos, Expr inner) implements Expr {
    }

    /** One entry of a table constructor: {@code [key]=value}, {@code name=value} (key a string) or a positional {@code value} (key null). */
    record TableField(Position pos, Expr key, String name, Expr value) {
    }
}
