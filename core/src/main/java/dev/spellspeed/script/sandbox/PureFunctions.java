package dev.spellspeed.script.sandbox;

import java.util.Map;
import java.util.Set;

/**
 * The one catalogue of the Java functions scripts can call that change nothing (issue 29: a replay
 * skips a check callback only when it is proven to have changed nothing). Every function not named
 * here counts as a write: registering or changing effects, flag effects, labels, counters, moving
 * cards, the random generator, decisions, hints, groups changed in place (a group's cursor too:
 * {@code GetFirst}/{@code GetNext} move it, and the group may be the event's or the chain's), table
 * library writers, {@code rawset}, {@code setmetatable}, {@code load}, {@code print}; and anything new
 * until it is added here, after reading it.
 *
 * <p>A function here may still run Lua (a filter, a target filter of a continuous effect): that Lua is
 * watched in its turn ({@link PrototypeWrites}, the functions it calls). Creating a new object (a group
 * from a filter, a clone) is not a write: nothing outside the callback can see it unless the callback
 * stores it, and storing is a write.
 */
public final class PureFunctions {
    private PureFunctions() {
    }

    /** Whether {@code table.name} is a pure query. */
    public static boolean isPure(String table, String name) {
        Set<String> names = PURE.get(table);
        return names != null && (names.contains(name) || prefixed(table, name));
    }

    /** {@code Get*} and {@code Is*} of {@code Card}, {@code Duel} and {@code Effect} are queries, with the exceptions below. */
    private static boolean prefixed(String table, String name) {
        if (!(table.equals("Card") || table.equals("Duel") || table.equals("Effect"))) {
            return false;
        }
        if ((name.startsWith("Get") || name.startsWith("Is")) && !NOT_QUERIES.contains(table + "." + name)) {
            return true;
        }
        return false;
    }

    /** Named like queries, but they act. */
    private static final Set<String> NOT_QUERIES = Set.of(
            "Duel.GetControl", // takes control of a card
            "Duel.GetRandomNumber" // draws from the duel's generator (not bound yet: ygopro's name)
    );

    private static final Map<String, Set<String>> PURE = Map.of(
            "_G", Set.of("GetID", "assert", "collectgarbage", "error", "getmetatable", "ipairs", "next", "pairs",
                    "pcall", "xpcall", "rawequal", "rawget", "rawlen", "select", "tonumber", "tostring", "type",
                    "unpack", "__op_band", "__op_bnot", "__op_bor", "__op_bxor", "__op_concat", "__op_idiv",
                    "__op_shl", "__op_shr"),
            "string", Set.of("byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "rep",
                    "reverse", "sub", "upper"),
            "table", Set.of("concat", "pack", "unpack"),
            "math", Set.of("abs", "acos", "asin", "atan", "atan2", "ceil", "cos", "cosh", "deg", "exp", "floor",
                    "fmod", "frexp", "ldexp", "log", "max", "min", "modf", "pow", "rad", "sin", "sinh", "sqrt", "tan",
                    "tanh", "huge", "pi"),
            "bit", Set.of("band", "bnot", "bor", "bxor", "lshift", "rshift"),
            "Card", Set.of("CheckActivateEffect", "CheckEquipTarget", "CheckFusionMaterial", "CheckFusionSubstitute",
                    "CheckRemoveOverlayCard",
                    "CheckUnionTarget", "CheckUniqueOnField"),
            "Duel", Set.of("CheckChainUniqueness", "CheckEvent", "CheckLPCost", "CheckLocation", "CheckPhaseActivity",
                    "CheckReleaseGroup", "CheckReleaseGroupEx", "CheckRemoveOverlayCard", "CheckTribute"),
            "Effect", Set.of("CheckCountLimit"),
            "Group", Set.of("CheckWithSumEqual", "CheckWithSumGreater", "Clone", "CreateGroup", "DeleteGroup", "Equal",
                    "Filter", "FilterCount", "ForEach", "FromCards", "GetClassCount", "GetCount", "GetMaxGroup",
                    "GetMinGroup", "GetSum", "IsContains", "IsExists", "KeepAlive", "__add", "__band", "__len", "__sub"));
}
