package dev.spellspeed.cli;

/** Bad input from the user: reported as one line on stderr with exit status 2, never as a stack trace. */
final class UserError extends RuntimeException {
    UserError(String message) {
        super(message, null, false, false);
    }
}
