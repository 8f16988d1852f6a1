package dev.spellspeed.rules.continuous;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The questions in progress are a set by identity: asking again about one in progress is refused, one removal ends it. */
class InProgressTest {
    @Test
    void anElementInProgressCannotBeAddedAgainAndOneRemovalEndsIt() {
        InProgress<Object> inProgress = new InProgress<>();
        Object a = new Object();
        Object b = new Object();
        assertTrue(inProgress.add(a));
        assertFalse(inProgress.add(a), "a question about itself while it is asked");
        assertTrue(inProgress.add(b));
        inProgress.remove(a);
        assertFalse(inProgress.contains(a), "a set: one removal ends it, however often it was added");
        assertTrue(inProgress.contains(b));
        assertTrue(inProgress.add(a));
    }

    @Test
    void itGrowsPastItsFirstFewElements() {
        InProgress<Object> inProgress = new InProgress<>();
        Object[] many = new Object[10];
        for (int i = 0; i < many.length; i++) {
            many[i] = new Object();
            assertTrue(inProgress.add(many[i]));
        }
        for (Object element : many) {
            assertTrue(inProgress.contains(element));
        }
        assertFalse(inProgress.contains(new Object()), "identity, not equality");
    }
}
