package dev.spellspeed.script.lua53;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Text insertions and token replacements to apply to a source in one pass.
 *
 * <p>The rewriter wraps an operator expression {@code a & b} as {@code OPEN a , b CLOSE}: it
 * inserts text before the first operand, replaces the operator token and inserts text after the
 * last operand. No edit adds or removes a line break, so every line keeps its number.
 *
 * <p>Several edits can fall on one offset. Edits are created in post-order (an expression's edits
 * after its operands'), which gives the order needed there: first the closers of expressions that
 * end at the offset, innermost first; then the openers of expressions that start there, outermost
 * (created last) first; then the replacement of the token that starts there.
 */
final class SourceEdits {

    /** Which side of an expression an edit belongs to; the declaration order is the output order. */
    private enum Kind { CLOSE, OPEN, REPLACE }

    /** One edit. Mutable only in {@link #cancelled}, which merged concatenations use. */
    static final class Edit {
        private final int offset;
        private final Kind kind;
        private final int seq;
        private final String text;
        private final int replacedLength;
        private boolean cancelled;

        private Edit(int offset, Kind kind, int seq, String text, int replacedLength) {
            this.offset = offset;
            this.kind = kind;
            this.seq = seq;
            this.text = text;
            this.replacedLength = replacedLength;
        }

        /** Drops this edit; used when an inner concatenation is merged into an outer one. */
        void cancel() {
            cancelled = true;
        }
    }

    private final List<Edit> edits = new ArrayList<>();

    /** Inserts {@code text} before an expression starting at {@code offset}. */
    Edit open(int offset, String text) {
        return add(offset, Kind.OPEN, text, 0);
    }

    /** Inserts {@code text} after an expression ending at {@code offset}. */
    Edit close(int offset, String text) {
        return add(offset, Kind.CLOSE, text, 0);
    }

    /** Replaces the token at {@code token} by {@code text}. */
    Edit replace(LuaToken token, String text) {
        return add(token.start(), Kind.REPLACE, text, token.end() - token.start());
    }

    boolean isEmpty() {
        return edits.isEmpty();
    }

    private Edit add(int offset, Kind kind, String text, int replacedLength) {
        Edit e = new Edit(offset, kind, edits.size(), text, replacedLength);
        edits.add(e);
        return e;
    }

    /** The source with every edit that was not cancelled applied. */
    String applyTo(String source) {
        List<Edit> live = new ArrayList<>();
        for (Edit e : edits) {
            if (!e.cancelled) {
                live.add(e);
            }
        }
        live.sort(Comparator.<Edit>comparingInt(e -> e.offset)
                .thenComparing(e -> e.kind)
                .thenComparingInt(e -> e.kind == Kind.OPEN ? -e.seq : e.seq));
        StringBuilder out = new StringBuilder(source.length() + live.size() * 12);
        int copied = 0;
        for (Edit e : live) {
            if (e.offset > copied) {
                out.append(source, copied, e.offset);
                copied = e.offset;
            }
            out.append(e.text);
            copied += e.replacedLength;
        }
        out.append(source, copied, source.length());
        return out.toString();
    }
}
