package dev.spellspeed.rules.chain;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.ChainLink;

import java.util.HashSet;
import java.util.Set;

/**
 * Which chain link a script's chain number names, and what scripts ask about the links on the chain.
 * The numbering is ygopro's get_chain: links count from 1; 0, or a number past the chain, means the
 * last link still on it (the one resolving while the chain resolves, the one being activated while
 * it is built); with no chain there is no link, and the reference functions then return nothing
 * rather than failing.
 */
public final class ChainLinks {
    private final Duel duel;

    public ChainLinks(Duel duel) {
        this.duel = duel;
    }

    /** The link {@code number} names, or null when there is no chain. */
    public ChainLink link(int number) {
        if (number == 0 && duel.chain().continuousLink() != null) {
            return duel.chain().continuousLink();
        }
        int size = duel.chain().current() != null ? duel.chain().current().number() : duel.chain().size();
        return size == 0 ? null : duel.chain().get(number < 1 || number > size ? size : number);
    }

    /**
     * Duel.IsChainDisabled (ygopro's is_chain_disabled): while the chain resolves, whether the effect
     * of link {@code number} (0: the last) has been negated; false outside resolution and past the chain.
     */
    public boolean isEffectNegated(int number) {
        if (!duel.chain().isSolving()) {
            return false;
        }
        int size = duel.chain().current() != null ? duel.chain().current().number() : duel.chain().size();
        if (number < 0 || number > size || size == 0) {
            return false;
        }
        ChainLink link = duel.chain().get(number == 0 ? size : number);
        return link != null && link.isEffectNegated();
    }

    /**
     * Duel.CheckChainUniqueness: no two links on the chain were activated by cards of the same current
     * name ("if no card with the same name is in the Chain": Chain Strike, Chain Summoning); true with no chain.
     */
    public boolean namesUnique() {
        Set<Long> names = new HashSet<>();
        int links = 0;
        for (ChainLink link : duel.chain().links()) {
            Card handler = link.handler();
            names.add(handler == null ? 0L : duel.stats().code(handler));
            links++;
        }
        return names.size() == links;
    }
}
