package tools

import (
	"regexp"
	"strings"
	"testing"
)

// TestDrawnSliderIsReadAndMoved: a slider the page draws (a handle in a
// track, no ARIA) is listed with the words before it and where its handle
// sits, and an agent moves it by ref, with a key pressed several times or
// a drag onto its track, judged by the page's own words.
func TestDrawnSliderIsReadAndMoved(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/drawnslider.html")}, nil)
	st := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	line := regexp.MustCompile(`(?m)^(\S+) div \(no name; text before "Max price per night €300"\) \[at 40%\]$`).FindStringSubmatch(st)
	if line == nil {
		t.Fatalf("no handle with its label and place in:\n%s", st)
	}
	handle := line[1]
	if !strings.Contains(st, `div (no name; text before "Bass") [upright at 70%]`) {
		t.Errorf("an upright fader does not say it is upright:\n%s", st)
	}
	// A short select says what it offers (a model guessed "Guest rating").
	if !strings.Contains(st, `combobox "Sort" value="Our top picks" options=[Our top picks | Price | Guest rating]`) {
		t.Errorf("a select does not list its options:\n%s", st)
	}
	// Icons in a row are no slider: none of them has a place.
	if strings.Count(st, "%]") != 2 {
		t.Errorf("a place on something other than the handle:\n%s", st)
	}
	res := text(mustOK(t, c, "browser_press_key", map[string]any{"ref": handle, "key": "ArrowRight", "repeat": 4}, nil))
	pageSays(t, c, "max price €400")
	if !strings.Contains(res, "pressed ArrowRight 4 times") || !strings.Contains(res, "[at 60%]") {
		t.Errorf("the press does not say what it did and changed:\n%s", res)
	}
	track := regexp.MustCompile(`(?m)^(\S+) div \(no name; markup "slider"\)`).FindStringSubmatch(st)
	if track == nil {
		t.Fatalf("no track in:\n%s", st)
	}
	dragged := text(mustOK(t, c, "browser_drag", map[string]any{"from": map[string]any{"ref": handle}, "to": map[string]any{"ref": track[1]}}, nil))
	pageSays(t, c, "max price €350")
	// The act names what it moved as the structure does.
	if !strings.HasPrefix(dragged, "dragged "+handle+` div (text before "Max price per night €400") from `) || !strings.Contains(dragged, " onto "+track[1]+` div (markup "slider") at `) {
		t.Errorf("the drag does not name its subject and target as the structure does:\n%s", dragged)
	}
	mustFail(t, c, "browser_press_key", map[string]any{"ref": handle, "key": "ArrowRight", "repeat": 101}, "repeat")
	mustFail(t, c, "browser_press_key", map[string]any{"ref": handle, "selector": ".handle", "key": "ArrowRight"}, "not both")
	// A key that may act is pressed once a call: one judgement, one press.
	mustFail(t, c, "browser_press_key", map[string]any{"ref": handle, "key": "Delete", "repeat": 5}, "once per call")
	mustFail(t, c, "browser_press_key", map[string]any{"ref": handle, "key": "Enter", "repeat": 2}, "once per call")
}
