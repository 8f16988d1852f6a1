package dev.spellspeed.script.check;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

import dev.spellspeed.script.ScriptError;

/**
 * One problem found by {@link ScriptChecker}.
 *
 * @param stage      what the checker was doing
 * @param error      the host's report: kind, card id and name, callback role, file:line, message
 *                   and traceback
 * @param missingApi for an {@code attempt to call nil} error, the API function that was called
 *                   but is not defined (e.g. {@code Effect.CreateEffect}), when the checker could
 *                   tell; otherwise null. LuaJ's message does not name the function, so the
 *                   checker watches lookups of undefined API functions (see
 *                   {@link MissingApiRecorder})
 */
public record CheckFailure(CheckStage stage, ScriptError error, String missingApi) {

    /** Checks the required parts. */
    public CheckFailure {
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(error, "error");
    }

    /** The missing API function, if known. */
    public Optional<String> missingFunction() {
        return Optional.ofNullable(missingApi);
    }

    /**
     * The message, naming the missing function when known, e.g.
     * {@code attempt to call nil (Effect.CreateEffect is not defined)}. Identical causes are
     * grouped in {@link CheckReport#causes()}.
     */
    public String cause() {
        if (missingApi == null || error.message().startsWith(dev.spellspeed.script.api.NotImplemented.PREFIX)
                || error.message().startsWith("attempt to call a nil value (")) { // the host named the call itself
            return error.message();
        }
        return error.message() + " (" + missingApi + " is not defined)";
    }

    /**
     * One line: kind, card, role, position and cause, e.g. {@code [runtime] c12 (Name) initial_effect: c12.lua:3: …};
     * for a script without a card, {@code [script_without_card] /cards/c12.lua: …} (there is no card to name).
     */
    public String line() {
        if (stage == CheckStage.SCRIPT_WITHOUT_CARD) {
            return "[" + stage + "] " + error.position() + ": " + cause();
        }
        StringBuilder sb = new StringBuilder("[").append(error.kind().name().toLowerCase(Locale.ROOT))
                .append("] ");
        if (error.cardCode() != 0) {
            sb.append('c').append(error.cardCode());
            if (error.cardName() != null) {
                sb.append(" (").append(error.cardName()).append(')');
            }
            sb.append(' ');
        }
        return sb.append(error.role().luaName()).append(": ").append(error.position()).append(": ")
                .append(cause()).toString();
    }
}
