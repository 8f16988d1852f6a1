package dev.spellspeed.script.lint;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.spellspeed.script.lint.syntax.Block;
import dev.spellspeed.script.lint.syntax.Expr;
import dev.spellspeed.script.lint.syntax.FunctionBody;
import dev.spellspeed.script.lint.syntax.Nodes;
import dev.spellspeed.script.lint.syntax.Scopes;
import dev.spellspeed.script.lint.syntax.Stat;

/**
 * One script's syntax tree with what the rules ask of it: its scopes, the globals and fields it
 * defines, its named functions, and the API fields it tests before use.
 */
final class ScriptFacts {
    private static final Pattern CARD_FILE = Pattern.compile("c(\\d+)\\.lua");

    final String file;
    final Block chunk;
    final Nodes nodes;
    final Scopes scopes;
    /** The card id of a {@code c<id>.lua} file, else null. */
    final Integer cardCode;
    /** Globals the file itself assigns or defines. */
    final Set<String> fileGlobals = new HashSet<>();
    /** {@code Table.name} and {@code s.name} the file defines (functions or assignments). */
    final Set<String> fileFields = new HashSet<>();
    /** Names the file defines as fields of any table ({@code function s.x}, {@code t.x =}). */
    final Set<String> fileFieldNames = new HashSet<>();
    /** {@code s.name} → the function the file defines under that name. */
    final Map<String, FunctionBody> functions = new HashMap<>();
    /** {@code T.x} the file tests for existence ({@code if T.x then}, {@code T.x and …}, {@code not T.x}, {@code T.x==nil}). */
    final Set<String> probed = new HashSet<>();

    ScriptFacts(String file, Block chunk) {
        this.file = file;
        this.chunk = chunk;
        this.nodes = Nodes.of(chunk);
        this.scopes = Scopes.of(chunk);
        Matcher m = CARD_FILE.matcher(file.replace('\\', '/').replaceAll(".*/", ""));
        Integer code = null;
        if (m.matches()) {
            try {
                code = Integer.valueOf(m.group(1));
            } catch (NumberFormatException e) {
                code = null;
            }
        }
        this.cardCode = code;
        for (Expr.Name n : scopes.globalWrites()) {
            fileGlobals.add(n.name());
        }
        for (Object node : nodes.all()) {
            if (node instanceof Stat.Assign a) {
                for (int k = 0; k < a.targets().size(); k++) {
                    Expr target = a.targets().get(k);
                    defines(target, k < a.values().size() && a.values().get(k) instanceof Expr.Function f ? f.body() : null);
                }
            } else if (node instanceof Stat.FunctionDecl d) {
                defines(d.target(), d.function().body());
            } else if (node instanceof Expr e) {
                probe(e);
            }
        }
    }

    private void defines(Expr target, FunctionBody function) {
        String path = Nodes.path(target);
        if (path == null) {
            return;
        }
        if (target instanceof Expr.Member m) {
            fileFields.add(path);
            fileFieldNames.add(m.name());
        }
        if (function != null) {
            functions.put(path, function);
        }
    }

    /** An API field tested for existence: an operand of and/or/not/==/~= or a condition. */
    private void probe(Expr e) {
        if (!(e instanceof Expr.Member m) || !(m.object() instanceof Expr.Name table)) {
            return;
        }
        Object parent = nodes.parent(e);
        boolean tested = parent instanceof Expr.Binary b && List.of("and", "or", "==", "~=").contains(b.op())
                || parent instanceof Expr.Unary u && u.op().equals("not")
                || parent instanceof Stat.If || parent instanceof Stat.While || parent instanceof Stat.Repeat;
        if (tested) {
            probed.add(table.name() + "." + m.name());
        }
    }

    /** Whether a name refers to a global (no local of that name is in scope there). */
    boolean isGlobal(Expr e, String name) {
        return e instanceof Expr.Name n && n.name().equals(name) && scopes.variable(n) == null;
    }

    /** The function a callback argument names: a function of the file by path, or a local function. */
    FunctionBody function(Expr arg) {
        if (arg instanceof Expr.Name n && scopes.variable(n) != null) {
            Scopes.Variable v = scopes.variable(n);
            Object declaration = nodes.parent(v.declaration());
            if (declaration instanceof Stat.LocalFunction lf) {
                return lf.function().body();
            }
            if (declaration instanceof Stat.Local l) {
                int k = l.names().indexOf(v.declaration());
                return k < l.values().size() && l.values().get(k) instanceof Expr.Function f ? f.body() : null;
            }
            return null;
        }
        String path = Nodes.path(arg);
        return path == null ? null : functions.get(path);
    }
}
