package dev.spellspeed.effect;

import java.util.List;

/**
 * An effect as an author names it in a message: its card, its kind and, when the script gave it
 * a description ({@code e:SetDescription(aux.Stringid(id, n))}), that text —
 * {@code Inkwell Scribe#3's trigger effect "draw 1"} rather than {@code (type 0x81, code 1100)}.
 */
public final class EffectDescription {
    private EffectDescription() {
    }

    /** The effect's card (as the log shows it), kind and description text. */
    public static String of(Effect effect) {
        String kind = kind(effect.type());
        String text = text(effect);
        String owner = effect.owner() != null ? effect.owner() + "'s " : "";
        return owner + kind + (text != null ? " \"" + text + "\"" : "") + " (effect #" + effect.id() + ")";
    }

    /** The kind of effect, in the rules' words. */
    public static String kind(long type) {
        if ((type & EffectType.ACTIVATE) != 0) {
            return "card activation";
        }
        if ((type & EffectType.FLIP) != 0) {
            return "Flip effect";
        }
        if ((type & (EffectType.TRIGGER_O | EffectType.TRIGGER_F)) != 0) {
            return (type & EffectType.TRIGGER_F) != 0 ? "mandatory trigger effect" : "optional trigger effect";
        }
        if ((type & (EffectType.QUICK_O | EffectType.QUICK_F)) != 0) {
            return "quick effect";
        }
        if ((type & EffectType.IGNITION) != 0) {
            return "ignition effect";
        }
        if ((type & EffectType.CONTINUOUS) != 0) {
            return "continuous effect";
        }
        if ((type & EffectType.EQUIP) != 0) {
            return "equip effect";
        }
        return (type & EffectType.FIELD) != 0 ? "field effect" : "effect";
    }

    /** The description string, when it is one of the owner's {@code strN} (ygopro packs it as id * 16 + n). */
    public static String text(Effect effect) {
        long description = effect.description();
        if (description <= 0 || effect.owner() == null) {
            return null;
        }
        int index = (int) (description & 0xf);
        long code = description >>> 4;
        if (code != effect.owner().data().code() && code != effect.owner().data().alias()) {
            return null;
        }
        List<String> strings = effect.owner().data().strings();
        String text = index < strings.size() ? strings.get(index) : "";
        return text.isEmpty() ? null : text;
    }
}
