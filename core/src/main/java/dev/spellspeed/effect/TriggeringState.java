package dev.spellspeed.effect;

/**
 * The card of a chain link as it was when the link was put on the chain (ygopro's triggering state,
 * asked by Duel.GetChainInfo with CHAININFO_TRIGGERING_POSITION … _DEFENSE): its position, name, Level,
 * Rank, Attribute, Type, ATK and DEF then. A card's later changes do not alter it; a link without a card
 * has zeros.
 */
public record TriggeringState(int position, long code, long code2, long level, long rank, long attribute, long race,
                              long attack, long defense) {
    public static final TriggeringState NONE = new TriggeringState(0, 0, 0, 0, 0, 0, 0, 0, 0);
}
