package dev.spellspeed.effect;

/** Effect codes (what an effect does) used by the engine; the values are the ygopro EFFECT_* constants. */
public final class EffectCode {
    public static final long IMMUNE_EFFECT = 1;
    public static final long DISABLE = 2;
    public static final long CANNOT_DISABLE = 3;
    public static final long SET_CONTROL = 4;
    public static final long CANNOT_CHANGE_CONTROL = 5;
    public static final long CANNOT_ACTIVATE = 6;
    public static final long CANNOT_TRIGGER = 7;
    public static final long DISABLE_TRAPMONSTER = 10;
    /** Field effect: the activations of the links its value(e, chain number) names cannot be negated. */
    public static final long CANNOT_INACTIVATE = 12;
    /** Field effect: the effects of the links its value(e, chain number) names cannot be negated. */
    public static final long CANNOT_DISEFFECT = 13;
    public static final long CANNOT_CHANGE_POSITION = 14;
    public static final long REMAIN_FIELD = 17;
    public static final long CANNOT_SUMMON = 20;
    public static final long CANNOT_FLIP_SUMMON = 21;
    public static final long CANNOT_SPECIAL_SUMMON = 22;
    public static final long CANNOT_MSET = 23;
    public static final long CANNOT_SSET = 24;
    public static final long SPSUMMON_CONDITION = 30;
    public static final long SPSUMMON_PROC = 34;
    public static final long INDESTRUCTABLE = 40;
    public static final long INDESTRUCTABLE_EFFECT = 41;
    public static final long INDESTRUCTABLE_BATTLE = 42;
    public static final long UNRELEASABLE_SUM = 43;
    public static final long UNRELEASABLE_NONSUM = 44;
    public static final long DESTROY_SUBSTITUTE = 45;
    public static final long CANNOT_RELEASE = 46;
    public static final long INDESTRUCTABLE_COUNT = 47;
    public static final long UNRELEASABLE_EFFECT = 48;
    public static final long DESTROY_REPLACE = 50;
    public static final long CANNOT_USE_AS_COST = 57;
    public static final long CANNOT_PLACE_COUNTER = 58;
    public static final long LEAVE_FIELD_REDIRECT = 60;
    public static final long TO_GRAVE_REDIRECT = 63;
    public static final long CANNOT_TO_HAND = 65;
    public static final long CANNOT_TO_DECK = 66;
    public static final long CANNOT_REMOVE = 67;
    public static final long CANNOT_TO_GRAVE = 68;
    public static final long CANNOT_BE_BATTLE_TARGET = 70;
    public static final long CANNOT_BE_EFFECT_TARGET = 71;
    public static final long IGNORE_BATTLE_TARGET = 72;
    public static final long CANNOT_DIRECT_ATTACK = 73;
    public static final long DIRECT_ATTACK = 74;
    public static final long DUAL_STATUS = 75;
    public static final long EQUIP_LIMIT = 76;
    public static final long DUAL_SUMMONABLE = 77;
    public static final long UNION_LIMIT = 78;
    public static final long REVERSE_DAMAGE = 80;
    public static final long REVERSE_RECOVER = 81;
    public static final long CHANGE_DAMAGE = 82;
    public static final long CANNOT_ATTACK = 85;
    public static final long CANNOT_ATTACK_ANNOUNCE = 86;
    public static final long ATTACK_COST = 96;
    public static final long UPDATE_ATTACK = 100;
    public static final long SET_ATTACK = 101;
    public static final long SET_ATTACK_FINAL = 102;
    public static final long SET_BASE_ATTACK = 103;
    public static final long UPDATE_DEFENSE = 104;
    public static final long SET_DEFENSE = 105;
    public static final long SET_DEFENSE_FINAL = 106;
    public static final long SET_BASE_DEFENSE = 107;
    public static final long SET_BASE_ATTACK_FINAL = 111;
    public static final long SET_BASE_DEFENSE_FINAL = 112;
    public static final long CHANGE_CODE = 114;
    public static final long ADD_TYPE = 115;
    public static final long REMOVE_TYPE = 116;
    public static final long CHANGE_TYPE = 117;
    public static final long ADD_RACE = 120;
    public static final long REMOVE_RACE = 121;
    public static final long CHANGE_RACE = 122;
    public static final long ADD_ATTRIBUTE = 125;
    public static final long REMOVE_ATTRIBUTE = 126;
    public static final long CHANGE_ATTRIBUTE = 127;
    public static final long UPDATE_LEVEL = 130;
    public static final long CHANGE_LEVEL = 131;
    public static final long SET_POSITION = 140;
    public static final long SELF_DESTROY = 141;
    public static final long SELF_TOGRAVE = 142;
    public static final long DOUBLE_TRIBUTE = 150;
    public static final long EXTRA_RELEASE = 153;
    public static final long TRIBUTE_LIMIT = 154;
    public static final long ADD_EXTRA_TRIBUTE = 157;
    public static final long EXTRA_RELEASE_NONSUM = 158;
    public static final long SKIP_DP = 180;
    public static final long SKIP_SP = 181;
    public static final long SKIP_M1 = 182;
    public static final long SKIP_BP = 183;
    public static final long SKIP_M2 = 184;
    public static final long CANNOT_BP = 185;
    public static final long DEFENSE_ATTACK = 190;
    public static final long MUST_ATTACK = 191;
    public static final long EXTRA_ATTACK = 194;
    /** The monster may attack each of the opponent's monsters once (value(e, target): how many times), its attacks used. */
    public static final long ATTACK_ALL = 193;
    public static final long ATTACK_DISABLED = 197;
    public static final long AVOID_BATTLE_DAMAGE = 201;
    public static final long PIERCE = 203;
    public static final long CHANGE_BATTLE_DAMAGE = 208;
    public static final long FUSION_MATERIAL = 230;
    public static final long CHAIN_MATERIAL = 231;
    public static final long FUSION_SUBSTITUTE = 234;
    public static final long HAND_LIMIT = 270;
    public static final long CHANGE_ENVIRONMENT = 290;
    public static final long FORBIDDEN = 292;
    public static final long UNIQUE_CHECK = 297;
    public static final long LEFT_SPSUMMON_COUNT = 331;
    public static final long CANNOT_SELECT_BATTLE_TARGET = 332;
    public static final long UNION_STATUS = 347;
    public static final long OLDUNION_STATUS = 348;
    public static final long CHANGE_GRAVE_ATTRIBUTE = 365;
    public static final long CHANGE_GRAVE_RACE = 366;
    /** Plus a counter type: the most counters of that type a card may hold (Card.SetCounterLimit). */
    public static final long COUNTER_LIMIT = 0x20000;

    /** The zones its value names (absolute: player 0 low 16 bits, player 1 high) cannot be used. */
    public static final long DISABLE_FIELD = 260;

    /** A Normal Summon of the monster costs: cost(e, c, tp) whether it can be paid, operation pays it. */
    public static final long SUMMON_COST = 91;
    /** A Special Summon of the monster costs: cost(e, c, tp) whether it can be paid, operation pays it. */
    public static final long SPSUMMON_COST = 92;

    /** A Tribute Summon needs fewer Tributes: value low 16 bits off the fewest, high 16 bits off the most. */
    public static final long DECREASE_TRIBUTE = 151;

    // Synchro, Xyz and Link Materials (field.cpp check_synchro_material / check_xyz_material, card.cpp is_can_be_*_material)
    /** The monster may be your Synchro Material from your hand or the opponent's Monster Zone. */
    public static final long EXTRA_SYNCHRO_MATERIAL = 232;
    /** The opponent's monster may be your Xyz Material. */
    public static final long XYZ_MATERIAL = 233;
    /** The monster cannot be Synchro Material (value(e, synchro monster)). */
    public static final long CANNOT_BE_SYNCHRO_MATERIAL = 236;
    /** A Tuner with its own Synchro procedure (its target checks, its operation chooses). */
    public static final long SYNCHRO_MATERIAL_CUSTOM = 237;
    public static final long CANNOT_BE_XYZ_MATERIAL = 238;
    public static final long CANNOT_BE_LINK_MATERIAL = 239;
    /** The Level it counts for as Synchro Material: value(e, synchro monster), two Levels packed in 16-bit halves. */
    public static final long SYNCHRO_LEVEL = 240;
    /** The Level it counts for as Xyz Material: value(e, xyz monster). */
    public static final long XYZ_LEVEL = 242;
    /** A Tuner that may be treated as a non-Tuner (value(e, synchro monster), or always). */
    public static final long NONTUNER = 244;
    /** Player effect: the handler must be used as Synchro Material. */
    public static final long MUST_BE_SMATERIAL = 312;
    public static final long MUST_BE_FMATERIAL = 316;
    public static final long MUST_BE_XMATERIAL = 317;
    public static final long MUST_BE_LMATERIAL = 318;
    /** A Tuner whose Synchro Summons may use monsters in the hand (the prelude's SynMix procedures read it). */
    public static final long HAND_SYNCHRO = 339;
    /** A Tuner's limit on the other materials: value a location, target(e, c) a filter, SPSUM_PARAM ranges a count. */
    public static final long TUNER_MATERIAL_LIMIT = 353;
    /** A non-Tuner treated as a Tuner (value(e, synchro monster), or always). */
    public static final long TUNER = 369;
    /** Player effect: how many cards the normal draw draws (0: none). */
    public static final long DRAW_COUNT = 271;

    private EffectCode() {}
}
