package dev.spellspeed.effect;

/** Event codes raised by the engine; the values are the ygopro EVENT_* constants. */
public final class EventCode {
    public static final long FLIP = 0x3e9;
    public static final long FREE_CHAIN = 0x3ea;
    public static final long DESTROY = 0x3f2;
    public static final long REMOVE = 0x3f3;
    public static final long TO_HAND = 0x3f4;
    public static final long TO_DECK = 0x3f5;
    public static final long TO_GRAVE = 0x3f6;
    public static final long LEAVE_FIELD = 0x3f7;
    /** Just before cards leave the field: only continuous effects react, at once (not an event to respond to). */
    public static final long LEAVE_FIELD_P = 0x3fb;
    public static final long CHANGE_POS = 0x3f8;
    public static final long RELEASE = 0x3f9;
    public static final long DISCARD = 0x3fa;
    public static final long CHAIN_SOLVING = 0x3fc;
    public static final long CHAIN_SOLVED = 0x3fe;
    public static final long CHAIN_NEGATED = 0x400;
    public static final long CHAIN_DISABLED = 0x401;
    public static final long CHAIN_END = 0x402;
    public static final long CHAINING = 0x403;
    public static final long DESTROYED = 0x405;
    public static final long SUMMON_SUCCESS = 0x44c;
    public static final long FLIP_SUMMON_SUCCESS = 0x44d;
    public static final long SPSUMMON_SUCCESS = 0x44e;
    public static final long SUMMON = 0x44f;
    public static final long FLIP_SUMMON = 0x450;
    public static final long SPSUMMON = 0x451;
    public static final long DRAW = 0x456;
    public static final long DAMAGE = 0x457;
    public static final long RECOVER = 0x458;
    public static final long SUMMON_NEGATED = 0x45a;
    public static final long ATTACK_ANNOUNCE = 0x46a;
    public static final long BE_BATTLE_TARGET = 0x46b;
    public static final long BATTLE_START = 0x46c;
    public static final long BATTLE_CONFIRM = 0x46d;
    public static final long PRE_DAMAGE_CALCULATE = 0x46e;
    public static final long BATTLED = 0x472;
    public static final long DAMAGE_STEP_END = 0x475;
    public static final long BATTLE_DESTROYING = 0x473;
    public static final long BATTLE_DESTROYED = 0x474;
    public static final long BATTLE_DAMAGE = 0x477;
    public static final long PAY_LPCOST = 0x4b1;
    public static final long SSET = 0x453;
    public static final long MOVE = 0x406;
    public static final long ADJUST = 0x410;
    public static final long CONTROL_CHANGED = 0x460;
    public static final long EQUIP = 0x461;
    public static final long DETACH_MATERIAL = 0x4b2;
    /** Plus a phase: "during the X Phase", raised once both players are done with it. */
    public static final long PHASE = 0x1000;
    /** Plus a phase: ygopro's "at the start of the X Phase" events. */
    public static final long PHASE_START = 0x2000;
    /** Plus a counter type: counters of that type were placed. */
    public static final long ADD_COUNTER = 0x10000;
    /** Plus a counter type: counters of that type were removed. */
    public static final long REMOVE_COUNTER = 0x20000;

    private EventCode() {}

    /** The ygopro name of an event code ({@code EVENT_SUMMON_SUCCESS}), or its number when it has none here. */
    public static String name(long code) {
        for (long family : new long[] {PHASE_START, PHASE}) {
            dev.spellspeed.duel.Phase phase = phaseOf(code - family);
            if (code > family && code < family + 0x1000 && phase != null) {
                return (family == PHASE ? "EVENT_PHASE+PHASE_" : "EVENT_PHASE_START+PHASE_") + phase.name()
                        + " (" + phase + (family == PHASE ? ")" : " begins)");
            }
        }
        for (java.lang.reflect.Field field : EventCode.class.getFields()) {
            try {
                if (field.getType() == long.class && field.getLong(null) == code) {
                    return "EVENT_" + field.getName();
                }
            } catch (IllegalAccessException impossible) {
                throw new IllegalStateException(impossible);
            }
        }
        return "event " + code;
    }

    private static dev.spellspeed.duel.Phase phaseOf(long mask) {
        for (dev.spellspeed.duel.Phase phase : dev.spellspeed.duel.Phase.values()) {
            if (phase.mask() == mask) {
                return phase;
            }
        }
        return null;
    }
}
