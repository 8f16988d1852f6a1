package dev.spellspeed.testing;

/** The line of Java test code that called into {@link TestDuel} or {@link Expect}: where a failure points. */
final class JavaCaller {
    private static final StackWalker WALKER = StackWalker.getInstance();

    private JavaCaller() {
    }

    static SourceLine line() {
        return WALKER.walk(frames -> frames
                .filter(f -> !isFacade(f.getClassName()))
                .findFirst()
                .map(f -> new SourceLine(f.getFileName() == null ? f.getClassName() : f.getFileName(), f.getLineNumber()))
                .orElse(SourceLine.UNKNOWN));
    }

    private static boolean isFacade(String className) {
        return isClassOrNested(className, JavaCaller.class) || isClassOrNested(className, TestDuel.class)
                || isClassOrNested(className, Expect.class);
    }

    private static boolean isClassOrNested(String className, Class<?> type) {
        return className.equals(type.getName()) || className.startsWith(type.getName() + "$");
    }
}
