package dev.spellspeed.script;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.luaj.vm2.Globals;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Prototype;
import org.luaj.vm2.Varargs;

import dev.spellspeed.script.sandbox.OperandNames;
import dev.spellspeed.script.sandbox.OperandNames.Operand;

/**
 * Rewords LuaJ's runtime errors so they name what failed, as an author reads the script:
 * {@code attempt to call nil} becomes {@code attempt to call a nil value (field 'Drwa' of Duel;
 * did you mean Duel.Draw?)}, {@code attempt to index ? (a nil value)} names the variable, and an
 * API argument error of a method call counts arguments after the colon
 * ({@code c:IsCode(x)}: argument 1 is {@code x}) and names an undefined constant passed to it.
 *
 * <p>It needs the failing function's compiled form and the failing instruction (see
 * {@link dev.spellspeed.script.sandbox.ExecutionBudget#lastPc}); it only rewords when both agree
 * with the error's reported line, and otherwise leaves the message as it was.
 */
final class ErrorWording {
    private static final Pattern API_ARGUMENT = Pattern.compile(
            "^(Card|Effect|Group)\\.(\\w+): argument (\\d+) (.*)$", Pattern.DOTALL);
    private static final Pattern ANY_API_ARGUMENT = Pattern.compile(
            "^(\\w+)\\.(\\w+): argument (\\d+) (must be .*, got nil)$", Pattern.DOTALL);

    private ErrorWording() {
    }

    /**
     * The reworded message, or {@code message} itself when nothing better is known.
     *
     * @param chunk  the compiled file the error happened in (its main chunk), or null
     * @param line   the error's line
     * @param pc     the failing instruction within its function
     */
    static String reword(String message, Prototype chunk, int line, int pc, Globals globals) {
        if (chunk == null || line <= 0 || pc < 0) {
            return message;
        }
        List<Prototype> candidates = new ArrayList<>();
        collect(chunk, line, pc, candidates);
        if (candidates.isEmpty()) {
            return message;
        }
        String result = null;
        for (Prototype p : candidates) {
            String reworded = rewordIn(message, p, pc, globals);
            if (reworded == null || (result != null && !result.equals(reworded))) {
                return message; // ambiguous: two functions on this line disagree
            }
            result = reworded;
        }
        return result;
    }

    private static void collect(Prototype p, int line, int pc, List<Prototype> out) {
        if (pc < p.code.length && p.lineinfo != null && pc < p.lineinfo.length && p.lineinfo[pc] == line) {
            out.add(p);
        }
        if (p.p != null) {
            for (Prototype inner : p.p) {
                collect(inner, line, pc, out);
            }
        }
    }

    private static String rewordIn(String message, Prototype p, int pc, Globals globals) {
        if (message.startsWith("attempt to call ")) {
            Operand operand = OperandNames.failing(p, pc, true);
            String type = message.substring("attempt to call ".length());
            if (operand == null || type.contains(" ")) {
                return null;
            }
            return "attempt to call a " + type + " value (" + operand.describe() + suggestion(operand, globals) + ")";
        }
        if (message.startsWith("attempt to index ? (a ")) {
            Operand operand = OperandNames.failing(p, pc, false);
            if (operand == null) {
                return null;
            }
            String type = message.substring("attempt to index ? (a ".length(), message.length() - " value)".length());
            return "attempt to index a " + type + " value (" + operand.describe() + ")";
        }
        Matcher method = API_ARGUMENT.matcher(message);
        if (method.matches() && OperandNames.isMethodCall(p, pc)) {
            int index = Integer.parseInt(method.group(3));
            Operand receiver = OperandNames.register(p, pc, OperandNames.argumentRegister(p, pc, 1));
            String object = receiver != null ? receiver.asWritten() : method.group(1).toLowerCase(Locale.ROOT);
            String call = object + ":" + method.group(2);
            String rest = method.group(4) + undefinedArgument(p, pc, index, globals);
            return index == 1 ? call + ": the object before ':' " + rest
                    : call + ": argument " + (index - 1) + " " + rest;
        }
        Matcher any = ANY_API_ARGUMENT.matcher(message);
        if (any.matches()) {
            String hint = undefinedArgument(p, pc, Integer.parseInt(any.group(3)), globals);
            return hint.isEmpty() ? null : message + hint;
        }
        return null;
    }

    /** "; EVENT_SUMMON_SUCESS is not defined (did you mean EVENT_SUMMON_SUCCESS?)" when the argument is an undefined global. */
    private static String undefinedArgument(Prototype p, int pc, int index, Globals globals) {
        int reg = OperandNames.argumentRegister(p, pc, index);
        Operand argument = reg < 0 ? null : OperandNames.register(p, pc, reg);
        if (argument == null || !argument.kind().equals("global") || !globals.rawget(argument.name()).isnil()) {
            return "";
        }
        String near = Spelling.nearest(argument.name(), keys(globals));
        return " (" + argument.name() + " is not defined" + (near == null ? "" : "; did you mean " + near + "?") + ")";
    }

    /** "; did you mean Duel.Draw?" for a missing field of an API table or a missing global. */
    private static String suggestion(Operand operand, Globals globals) {
        List<String> names;
        String prefix;
        if (operand.kind().equals("global")) {
            names = keys(globals);
            prefix = "";
        } else if ((operand.kind().equals("field")) && operand.owner() != null && !operand.owner().contains(".")
                && globals.rawget(operand.owner()).istable()) {
            names = keys(globals.rawget(operand.owner()).checktable());
            prefix = operand.owner() + ".";
        } else {
            return "";
        }
        String near = Spelling.nearest(operand.name(), names);
        return near == null ? "" : "; did you mean " + prefix + near + "?";
    }

    private static List<String> keys(LuaTable table) {
        List<String> names = new ArrayList<>();
        LuaValue k = LuaValue.NIL;
        while (true) {
            Varargs next = table.next(k);
            k = next.arg1();
            if (k.isnil()) {
                return names;
            }
            if (k.type() == LuaValue.TSTRING) {
                names.add(k.tojstring());
            }
        }
    }
}
