package dev.spellspeed.rules.summon;

import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.continuous.CardCapabilities;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * The materials of a Synchro Summon (ygopro-core's check_synchro_material, check_tuner_material and
 * select_synchro_material, which the reference procedure.lua calls): 1 Tuner passing the Tuner
 * filter, plus {@code min} to {@code max} non-Tuners passing the material filter, face-up if on the
 * field, whose Synchro Levels add up to exactly the Synchro Monster's Level, including every monster
 * that must be used (EFFECT_MUST_BE_SMATERIAL), and leaving a zone for the Synchro Monster.
 */
public final class SynchroMaterials {
    /**
     * What a Synchro procedure asks for.
     *
     * @param tunerFilter    f1(tuner), or null
     * @param materialFilter f2(material, synchro monster), or null
     * @param mustUse        a material the summon must use (Duel.SynchroSummon's smat), or null
     * @param allowed        the only materials it may use (its mg), or null for the usual ones
     */
    public record Request(Card synchro, Predicate<Card> tunerFilter, BiPredicate<Card, Card> materialFilter,
            int min, int max, Card mustUse, CardGroup allowed) {}

    /** One Tuner's way to the summon: the materials it must use (Tuner first) and those it may add. */
    private record Plan(Request request, List<Card> fixed, List<Card> optional, int min, int max) {}

    private final Duel duel;
    private final SummonMaterials materials;
    private final CardCapabilities capabilities;

    public SynchroMaterials(Duel duel, SummonMaterials materials, CardCapabilities capabilities) {
        this.duel = duel;
        this.materials = materials;
        this.capabilities = capabilities;
    }

    /**
     * The monsters a player may use as Synchro Material (Duel.GetSynchroMaterial): those in their
     * Monster Zones, the opponent's and the cards in their hand that an EFFECT_EXTRA_SYNCHRO_MATERIAL
     * allows; with a Tuner's EFFECT_TUNER_MATERIAL_LIMIT naming locations, those of theirs instead.
     */
    public CardGroup pool(int player, Effect tunerLimit) {
        CardGroup pool = new CardGroup();
        long locations = tunerLimit == null ? 0 : EffectValue.numberOf(tunerLimit, 0, tunerLimit);
        if (locations != 0) {
            if ((locations & Location.MZONE.mask()) != 0) {
                duel.field().cards(player, Location.MZONE).forEach(pool::add);
            }
            if ((locations & Location.HAND.mask()) != 0) {
                duel.field().cards(player, Location.HAND).forEach(pool::add);
            }
            return pool;
        }
        duel.field().cards(player, Location.MZONE).forEach(pool::add);
        if (duel.effects().withCode(EffectCode.EXTRA_SYNCHRO_MATERIAL).isEmpty()) {
            return pool; // no card in play lends itself from elsewhere (asked at every Synchro check of every idle prompt)
        }
        for (Card c : duel.field().cards(1 - player, Location.MZONE)) {
            if (!capabilities.effectsOn(c, EffectCode.EXTRA_SYNCHRO_MATERIAL).isEmpty()) {
                pool.add(c);
            }
        }
        for (Card c : duel.field().cards(player, Location.HAND)) {
            if (!capabilities.effectsOn(c, EffectCode.EXTRA_SYNCHRO_MATERIAL).isEmpty()) {
                pool.add(c);
            }
        }
        return pool;
    }

    /** Whether some Tuner completes the summon (Duel.CheckSynchroMaterial). */
    public boolean check(Request request) {
        return !tuners(request).isEmpty();
    }

    /** Whether this Tuner completes the summon (Duel.CheckTunerMaterial). */
    public boolean checkTuner(Request request, Card tuner) {
        Plan plan = plan(request, tuner);
        return plan != null && completable(plan, List.of());
    }

    /** The player picks a Tuner, then the other materials (Duel.SelectSynchroMaterial); null when there is no way. */
    public CardGroup select(int player, Request request) {
        List<Card> tuners = tuners(request);
        if (tuners.isEmpty()) {
            return null;
        }
        Card tuner = duel.ask(new SelectPrompt(player, PromptKind.SELECT_CARDS,
                "a Tuner for the Synchro Summon of " + request.synchro(), tuners, 1, 1)).get(0);
        return selectWithTuner(player, request, tuner);
    }

    /** With this Tuner, the player picks the other materials (Duel.SelectTunerMaterial); null when there is no way. */
    public CardGroup selectWithTuner(int player, Request request, Card tuner) {
        Plan plan = plan(request, tuner);
        if (plan == null || !completable(plan, List.of())) {
            return null;
        }
        List<Card> chosen = MaterialChoice.pick(duel, player, "Synchro Material for " + request.synchro(),
                plan.optional(), with -> completable(plan, with), with -> complete(plan, with));
        if (chosen == null) {
            return null;
        }
        CardGroup group = new CardGroup(plan.fixed());
        chosen.forEach(group::add);
        return group;
    }

    /** The Tuners that complete the summon: among the allowed materials, or the usual ones (with smat). */
    private List<Card> tuners(Request request) {
        CardGroup source = request.allowed() != null ? request.allowed() : pool(request.synchro().controller(), null);
        List<Card> tuners = new ArrayList<>();
        for (Card tuner : source) {
            if (checkTuner(request, tuner)) {
                tuners.add(tuner);
            }
        }
        return tuners;
    }

    /** A face-down monster on the field cannot be Synchro Material. */
    private static boolean faceDownOnField(Card card) {
        return card.location() == Location.MZONE && !card.isFaceUp();
    }

    private Plan plan(Request r, Card tuner) {
        Card synchro = r.synchro();
        if (tuner == null || faceDownOnField(tuner) || !materials.isTuner(tuner, synchro)
                || !materials.canBeSynchroMaterial(tuner, synchro)
                || (r.allowed() != null && !r.allowed().contains(tuner))
                || (r.tunerFilter() != null && !r.tunerFilter().test(tuner))) {
            return null;
        }
        if (!capabilities.effectsOn(tuner, EffectCode.SYNCHRO_MATERIAL_CUSTOM).isEmpty()) {
            return null; // a Tuner with its own Synchro procedure (not supported: docs/rules-notes.md)
        }
        int player = synchro.controller();
        int min = r.min();
        int max = r.max();
        List<Effect> limits = capabilities.effectsOn(tuner, EffectCode.TUNER_MATERIAL_LIMIT);
        Effect limit = limits.isEmpty() ? null : limits.get(0);
        if (limit != null && limit.hasProperty(EffectFlag.SPSUM_PARAM)) {
            if (limit.targetRangeSelf() != 0 && limit.targetRangeSelf() > min) {
                min = limit.targetRangeSelf();
            }
            if (limit.targetRangeOpponent() != 0 && limit.targetRangeOpponent() < max) {
                max = limit.targetRangeOpponent();
            }
        }
        if (min > max) {
            return null;
        }
        List<Card> fixed = new ArrayList<>();
        fixed.add(tuner);
        CardGroup must = materials.mustMaterials(player, EffectCode.MUST_BE_SMATERIAL);
        must.remove(tuner);
        Card smat = r.allowed() == null ? r.mustUse() : null;
        if (smat != null) {
            if (!usable(r, smat, limit)) {
                return null;
            }
            fixed.add(smat);
            must.remove(smat);
            min--;
            max--;
        }
        for (Card m : must) {
            if ((r.allowed() != null && !r.allowed().contains(m)) || !usable(r, m, limit)) {
                return null;
            }
            fixed.add(m);
            min--;
            max--;
        }
        List<Card> optional = new ArrayList<>();
        CardGroup source = r.allowed() != null ? r.allowed() : pool(player, limit);
        for (Card m : source) {
            if (!fixed.contains(m) && usable(r, m, limit)) {
                optional.add(m);
            }
        }
        return new Plan(r, fixed, optional, min, max);
    }

    /** A non-Tuner the summon may use: face-up if on the field, allowed as material, passing f2 and the Tuner's limit. */
    private boolean usable(Request r, Card m, Effect limit) {
        if (faceDownOnField(m) || !materials.canBeSynchroMaterial(m, r.synchro())) {
            return false;
        }
        if (limit != null) {
            if (limit.target() != null && !Callbacks.truthy(limit.target().invoke(limit, m))) {
                return false;
            }
            long locations = EffectValue.numberOf(limit, 0, limit);
            if (locations != 0 && (locations & m.location().mask()) == 0) {
                return false;
            }
        }
        return r.materialFilter() == null || r.materialFilter().test(m, r.synchro());
    }

    /** Whether {@code chosen} (non-Tuners picked so far) can grow into a complete set of materials. */
    private boolean completable(Plan plan, List<Card> chosen) {
        List<Card> used = new ArrayList<>(plan.fixed());
        used.addAll(chosen);
        List<Card> rest = new ArrayList<>(plan.optional());
        rest.removeAll(chosen);
        return search(plan, used, 0, rest, 0, plan.request().synchro().level(), chosen.size(), new ArrayList<>());
    }

    /** Whether {@code chosen} completes the materials as it is. */
    private boolean complete(Plan plan, List<Card> chosen) {
        List<Card> used = new ArrayList<>(plan.fixed());
        used.addAll(chosen);
        return search(plan, used, 0, List.of(), 0, plan.request().synchro().level(), chosen.size(), new ArrayList<>());
    }

    /**
     * Every card of {@code used} (from {@code ui}) counts with one of its Levels, then some of
     * {@code rest} (from {@code ri}) join, so that the Levels add up to exactly {@code remaining}, with
     * {@code count} non-Tuners between min and max and a zone for the Synchro Monster once they leave.
     */
    private boolean search(Plan plan, List<Card> used, int ui, List<Card> rest, int ri, int remaining, int count,
            List<Card> taken) {
        duel.work().charge(1);
        if (remaining < 0 || count > plan.max()) {
            return false;
        }
        Card synchro = plan.request().synchro();
        if (ui < used.size()) {
            Card m = used.get(ui);
            for (int level : SummonMaterials.levelOptions(materials.synchroLevel(m, synchro))) {
                if (search(plan, used, ui + 1, rest, ri, remaining - level, count, taken)) {
                    return true;
                }
            }
            return false;
        }
        if (remaining == 0 && count >= plan.min() && hasZone(synchro, used, taken)) {
            return true;
        }
        for (int i = ri; i < rest.size(); i++) {
            Card m = rest.get(i);
            taken.add(m);
            for (int level : SummonMaterials.levelOptions(materials.synchroLevel(m, synchro))) {
                if (level <= remaining && search(plan, used, ui, rest, i + 1, remaining - level, count + 1, taken)) {
                    taken.remove(taken.size() - 1);
                    return true;
                }
            }
            taken.remove(taken.size() - 1);
        }
        return false;
    }

    private boolean hasZone(Card synchro, List<Card> used, List<Card> taken) {
        CardGroup leaving = new CardGroup(used);
        taken.forEach(leaving::add);
        return !duel.field().freeZones().forSummon(synchro.controller(), synchro, leaving).isEmpty();
    }
}
