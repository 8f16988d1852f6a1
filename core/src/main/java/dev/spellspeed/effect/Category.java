package dev.spellspeed.effect;

/**
 * What an effect does, as its script declares it ({@code SetCategory}) and as a chain link declares
 * it ({@code SetOperationInfo}); the values are the ygopro CATEGORY_* bits. The engine never decides
 * a rule by them: players read them (an AI weighs what an effect would do before it acts).
 */
public final class Category {
    public static final long DESTROY = 0x1;
    public static final long RELEASE = 0x2;
    public static final long REMOVE = 0x4;
    public static final long TOHAND = 0x8;
    public static final long TODECK = 0x10;
    public static final long TOGRAVE = 0x20;
    public static final long DECKDES = 0x40;
    public static final long HANDES_SELF = 0x80;
    public static final long SUMMON = 0x100;
    public static final long SPECIAL_SUMMON = 0x200;
    public static final long TOKEN = 0x400;
    public static final long GRAVE_ACTION = 0x800;
    public static final long POSITION = 0x1000;
    public static final long CONTROL = 0x2000;
    public static final long DISABLE = 0x4000;
    public static final long DISABLE_SUMMON = 0x8000;
    public static final long DRAW = 0x10000;
    public static final long SEARCH = 0x20000;
    public static final long EQUIP = 0x40000;
    public static final long DAMAGE = 0x80000;
    public static final long RECOVER = 0x100000;
    public static final long ATKCHANGE = 0x200000;
    public static final long DEFCHANGE = 0x400000;
    public static final long COUNTER = 0x800000;
    public static final long COIN = 0x1000000;
    public static final long DICE = 0x2000000;
    public static final long LEAVE_GRAVE = 0x4000000;
    public static final long GRAVE_SPSUMMON = 0x8000000;
    public static final long NEGATE = 0x10000000;
    public static final long ANNOUNCE = 0x20000000;
    public static final long FUSION_SUMMON = 0x40000000;
    public static final long TOEXTRA = 0x80000000L;
    public static final long MSET = 0x100000000L;
    public static final long SSET = 0x200000000L;
    public static final long HANDES_OPPO = 0x400000000L;
    public static final long HANDES = 0x400000080L;

    private Category() {}

    /** True when {@code categories} has any of the bits of {@code wanted}. */
    public static boolean any(long categories, long wanted) {
        return (categories & wanted) != 0;
    }
}
