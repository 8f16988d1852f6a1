package dev.spellspeed.rules.summon;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.rules.continuous.CardCapabilities;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The materials of an Xyz Summon (ygopro-core's check_xyz_material, get_xyz_material and
 * select_xyz_material, which the reference procedure.lua calls): {@code min} to {@code max} face-up
 * monsters you control of the given Level passing the filter (the opponent's too where an
 * EFFECT_XYZ_MATERIAL allows), including every monster that must be used (EFFECT_MUST_BE_XMATERIAL),
 * and leaving a zone for the Xyz Monster.
 */
public final class XyzSummonMaterials {
    /**
     * What an Xyz procedure asks for.
     *
     * @param filter  f(material), or null
     * @param allowed the only materials it may use (Duel.XyzSummon's mg), or null for the usual ones
     */
    public record Request(Card xyz, Predicate<Card> filter, int level, int min, int max, CardGroup allowed) {}

    private final Duel duel;
    private final SummonMaterials materials;
    private final CardCapabilities capabilities;

    public XyzSummonMaterials(Duel duel, SummonMaterials materials, CardCapabilities capabilities) {
        this.duel = duel;
        this.materials = materials;
        this.capabilities = capabilities;
    }

    /** The monsters that may be this summon's materials. */
    public List<Card> candidates(Request r) {
        List<Card> candidates = new ArrayList<>();
        if (r.allowed() != null) {
            for (Card c : r.allowed()) {
                if (fits(r, c)) {
                    candidates.add(c);
                }
            }
            return candidates;
        }
        int player = r.xyz().controller();
        for (Card c : duel.field().cards(player, Location.MZONE)) {
            if (c.isFaceUp() && fits(r, c)) {
                candidates.add(c);
            }
        }
        for (Card c : duel.field().cards(1 - player, Location.MZONE)) {
            if (c.isFaceUp() && !capabilities.effectsOn(c, EffectCode.XYZ_MATERIAL).isEmpty() && fits(r, c)) {
                candidates.add(c);
            }
        }
        return candidates;
    }

    private boolean fits(Request r, Card c) {
        return materials.canBeXyzMaterial(c, r.xyz()) && materials.hasXyzLevel(c, r.xyz(), r.level())
                && (r.filter() == null || r.filter().test(c));
    }

    /** Whether the summon can be completed (Duel.CheckXyzMaterial). */
    public boolean check(Request r) {
        List<Card> candidates = candidates(r);
        List<Card> must = must(r, candidates);
        return must != null && completable(r, candidates, must);
    }

    /** The player picks the materials (Duel.SelectXyzMaterial); null when there is no way. */
    public CardGroup select(int player, Request r) {
        List<Card> candidates = candidates(r);
        List<Card> must = must(r, candidates);
        if (must == null || !completable(r, candidates, must)) {
            return null;
        }
        List<Card> optional = new ArrayList<>(candidates);
        optional.removeAll(must);
        List<Card> chosen = MaterialChoice.pick(duel, player, "Xyz Material for " + r.xyz(), optional,
                with -> completable(r, candidates, union(must, with)), with -> complete(r, union(must, with)));
        if (chosen == null) {
            return null;
        }
        return new CardGroup(union(must, chosen));
    }

    /** The monsters that must be used, or null when one of them cannot be (or there are more than max). */
    private List<Card> must(Request r, List<Card> candidates) {
        List<Card> must = new ArrayList<>();
        for (Card c : materials.mustMaterials(r.xyz().controller(), EffectCode.MUST_BE_XMATERIAL)) {
            if (!candidates.contains(c)) {
                return null;
            }
            must.add(c);
        }
        return must.size() > r.max() ? null : must;
    }

    private static List<Card> union(List<Card> a, List<Card> b) {
        List<Card> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private boolean complete(Request r, List<Card> chosen) {
        return chosen.size() >= r.min() && chosen.size() <= r.max() && hasZone(r.xyz(), chosen);
    }

    /** Whether {@code chosen} can grow with other candidates into a complete set. */
    private boolean completable(Request r, List<Card> candidates, List<Card> chosen) {
        if (chosen.size() > r.max()) {
            return false;
        }
        List<Card> rest = new ArrayList<>(candidates);
        rest.removeAll(chosen);
        return grow(r, new ArrayList<>(chosen), rest, 0);
    }

    private boolean grow(Request r, List<Card> chosen, List<Card> rest, int from) {
        duel.work().charge(1);
        if (complete(r, chosen)) {
            return true;
        }
        if (chosen.size() >= r.max()) {
            return false;
        }
        for (int i = from; i < rest.size(); i++) {
            chosen.add(rest.get(i));
            boolean ok = grow(r, chosen, rest, i + 1);
            chosen.remove(chosen.size() - 1);
            if (ok) {
                return true;
            }
        }
        return false;
    }

    private boolean hasZone(Card xyz, List<Card> leaving) {
        return !duel.field().freeZones().forSummon(xyz.controller(), xyz, new CardGroup(leaving)).isEmpty();
    }
}
