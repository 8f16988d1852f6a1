package dev.spellspeed.duel;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The rules' read-only views read like the lists they show, refuse changes, and fail as a walk of the list does when it grows. */
class ReadOnlyListTest {
    @Test
    void aViewShowsItsListAsItIsNow() {
        ArrayList<String> list = new ArrayList<>(List.of("a", "b"));
        List<String> view = new ReadOnlyList<>(list);
        list.add("c");
        assertEquals(List.of("a", "b", "c"), view);
        assertEquals(List.of("a", "b", "c").hashCode(), view.hashCode());
        List<String> walked = new ArrayList<>();
        view.forEach(walked::add);
        assertEquals(list, walked);
    }

    @Test
    void aViewCannotChangeItsList() {
        List<String> view = new ReadOnlyList<>(new ArrayList<>(List.of("a")));
        assertThrows(UnsupportedOperationException.class, () -> view.add("b"));
        assertThrows(UnsupportedOperationException.class, () -> view.set(0, "b"));
        Iterator<String> walk = view.iterator();
        walk.next();
        assertThrows(UnsupportedOperationException.class, walk::remove);
    }

    @Test
    void aWalkFailsWhenTheListGrowsUnderIt() {
        ArrayList<String> list = new ArrayList<>(List.of("a", "b"));
        Iterator<String> walk = new ReadOnlyList<>(list).iterator();
        walk.next();
        list.add("c");
        assertThrows(ConcurrentModificationException.class, walk::next);
    }
}
