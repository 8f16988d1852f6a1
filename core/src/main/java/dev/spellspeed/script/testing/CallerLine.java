package dev.spellspeed.script.testing;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.luaj.vm2.Globals;

import dev.spellspeed.script.sandbox.ExecutionBudget;
import dev.spellspeed.testing.SourceLine;

/**
 * The file and line of the Lua code that is calling a test binding right now, so that every step,
 * answer and expectation can name the line it was written on.
 *
 * <p>Scripts cannot see {@code debug}, and LuaJ keeps a Lua call stack only while its debug
 * library tracks calls; the sandbox's {@link ExecutionBudget} is that library, and test sandboxes
 * are opened with call tracking on. Its only public view of the stack is
 * {@link ExecutionBudget#traceback(int)}, whose frames read {@code "\tfile:line: in …"}, innermost
 * first. Java functions called directly from Lua push no frame, so the first frame with a line is
 * the Lua function that made the call; frames of Java functions such as {@code pcall} are skipped.
 *
 * <p>Reading the stack this way costs a string per call, which is nothing next to a duel.
 */
final class CallerLine {
    /** One traceback frame with a line: the source is everything before the last ":digits: in ". */
    private static final Pattern FRAME = Pattern.compile("^\t(.*):(\\d+): in ");

    private final Globals globals;

    CallerLine(Globals globals) {
        this.globals = globals;
    }

    /** The innermost Lua line on the stack, or {@link SourceLine#UNKNOWN} when calls are not tracked. */
    SourceLine current() {
        if (!(globals.debuglib instanceof ExecutionBudget budget) || !budget.tracksCalls()) {
            return SourceLine.UNKNOWN;
        }
        for (String frame : budget.traceback(1).split("\n")) {
            Matcher m = FRAME.matcher(frame);
            if (m.find()) {
                return new SourceLine(m.group(1), Integer.parseInt(m.group(2)));
            }
        }
        return SourceLine.UNKNOWN;
    }
}
