package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.lua53.LuaIntegers;
import org.luaj.vm2.LuaFunction;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaUserdata;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;

/**
 * Connects one duel to its Lua sandbox: converts between engine objects (cards, effects, groups,
 * numbers) and Lua values, and holds what the API functions need. The API tables are filled by
 * {@link ScriptApi#install}.
 */
public final class LuaBridge {
    private final Duel duel;
    private final Rules rules;
    private final DuelScripts scripts;
    private final LuaCards cards;
    /** The metatables of effects and groups are the Effect and Group tables themselves, as in ygopro (so
     * getmetatable(g) == Group, which aux.GetValueType asks), each its own __index. */
    private final LuaTable effectMeta;
    private final LuaTable groupMeta;

    LuaBridge(Rules rules, DuelScripts scripts) {
        this.rules = rules;
        this.duel = rules.duel();
        this.scripts = scripts;
        this.cards = new LuaCards(scripts);
        effectMeta = scripts.apiTable("Effect");
        effectMeta.rawset("__name", LuaValue.valueOf("Effect"));
        effectMeta.rawset(LuaValue.INDEX, effectMeta);
        groupMeta = scripts.apiTable("Group");
        groupMeta.rawset("__name", LuaValue.valueOf("Group"));
        groupMeta.rawset(LuaValue.INDEX, groupMeta);
    }

    public Duel duel() {
        return duel;
    }

    /** The duel's rules: every binding acts through these services, never through ones of its own. */
    public Rules rules() {
        return rules;
    }

    public DuelScripts scripts() {
        return scripts;
    }

    public LuaCards cards() {
        return cards;
    }

    public LuaTable groupMeta() {
        return groupMeta;
    }

    public LuaValue wrap(Card card) {
        return cards.wrap(card);
    }

    public LuaValue wrap(Effect effect) {
        return effect == null ? LuaValue.NIL : new LuaUserdata(effect, effectMeta);
    }

    public LuaValue wrap(CardGroup group) {
        return group == null ? LuaValue.NIL : new LuaUserdata(group, groupMeta);
    }

    /** Java values to Lua: cards, effects, groups, numbers, booleans, strings, Lua values, null as nil. */
    public Varargs toLua(Object... values) {
        LuaValue[] lua = new LuaValue[values.length];
        for (int i = 0; i < values.length; i++) {
            lua[i] = toLua(values[i]);
        }
        return LuaValue.varargsOf(lua);
    }

    public LuaValue toLua(Object value) {
        if (value == null) {
            return LuaValue.NIL;
        }
        if (value instanceof LuaValue lua) {
            return lua;
        }
        if (value instanceof Card card) {
            return wrap(card);
        }
        if (value instanceof Effect effect) {
            return wrap(effect);
        }
        if (value instanceof CardGroup group) {
            return wrap(group);
        }
        if (value instanceof Boolean b) {
            return LuaValue.valueOf(b);
        }
        if (value instanceof Integer i) {
            return LuaValue.valueOf(i);
        }
        if (value instanceof Long l) {
            return LuaValue.valueOf((double) l);
        }
        if (value instanceof Double d) {
            return LuaValue.valueOf(d);
        }
        if (value instanceof String s) {
            return LuaValue.valueOf(s);
        }
        if (value instanceof LuaEffectFunction f) {
            return f.function();
        }
        throw new IllegalArgumentException("no Lua form for " + value.getClass().getSimpleName());
    }

    /** Lua values to Java: userdata to their objects, integral numbers to Long, booleans, nil to null; others stay Lua values. */
    public Object toJava(LuaValue value) {
        // most callbacks answer true, false or nothing: the shared objects first, before any virtual call
        if (value == LuaValue.TRUE) {
            return Boolean.TRUE;
        }
        if (value == LuaValue.FALSE) {
            return Boolean.FALSE;
        }
        if (value.isnil()) {
            return null;
        }
        if (value.isuserdata()) {
            return value.touserdata();
        }
        if (value.isboolean()) {
            return value.toboolean();
        }
        if (value.type() == LuaValue.TNUMBER) {
            Long l = LuaIntegers.tryToLong(value);
            return l != null ? l : (Object) value.todouble();
        }
        return value;
    }

    /** An effect callback over a Lua function, reported under its card and role. */
    public EffectFunction function(LuaFunction function, CallbackRole role, Effect effect) {
        int code = effect.owner() != null ? effect.owner().code() : 0;
        return new LuaEffectFunction(this, function, role, code);
    }

    public static Effect checkEffect(Varargs args, int index, String function) {
        return ArgCheck.checkUserdata(args, index, function, Effect.class, "Effect");
    }

    public static CardGroup checkGroup(Varargs args, int index, String function) {
        return ArgCheck.checkUserdata(args, index, function, CardGroup.class, "Group");
    }

    /** A Card or a Group, as a group (many Duel functions take either). */
    public static CardGroup checkCards(Varargs args, int index, String function) {
        LuaValue v = args.arg(index);
        if (v.isuserdata(Card.class)) {
            return CardGroup.of((Card) v.touserdata());
        }
        if (v.isuserdata(CardGroup.class)) {
            return (CardGroup) v.touserdata();
        }
        throw ArgCheck.error(function, index, "Card or Group", v);
    }
}
