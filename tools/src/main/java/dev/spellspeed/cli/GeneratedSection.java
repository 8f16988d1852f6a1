package dev.spellspeed.cli;

/**
 * A generated part of a hand-written documentation page, between two marker lines: regenerating
 * replaces only what is between them.
 *
 * @param begin the marker line before the generated part
 * @param end   the marker line after it
 */
record GeneratedSection(String begin, String end) {
    /**
     * The page with the part between the markers replaced by {@code content}.
     *
     * @throws IllegalArgumentException when the page lacks a marker
     */
    String splice(String page, String content) {
        int from = page.indexOf(begin);
        int to = page.indexOf(end);
        if (from < 0 || to < from) {
            throw new IllegalArgumentException("the page has no generated part: it needs the line " + begin
                    + " and, after it, the line " + end);
        }
        return page.substring(0, from + begin.length()) + "\n" + content + page.substring(to);
    }
}
