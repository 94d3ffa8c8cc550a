package checks

import (
	"encoding/json"
	"testing"
)

// TestTextWords keeps textwords.json whole: every list the page functions
// read is there and not empty (an empty list would silently disable a
// check's words), and the alt verifier's vague-word rule is built from it.
func TestTextWords(t *testing.T) {
	t.Parallel()
	var all map[string]json.RawMessage
	if err := json.Unmarshal(textWordsJSON, &all); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"generic_link", "new_window", "top_of_page", "alt_placeholders", "alt_vague", "image_button_placeholders",
		"transcript", "media_file_ext", "image_file_ext", "image_link"} {
		var list []string
		if err := json.Unmarshal(all[k], &list); err != nil || len(list) == 0 {
			t.Errorf("textwords.json %s: %v (%d words)", k, err, len(list))
		}
	}
	var formats map[string][]string
	if err := json.Unmarshal(all["file_formats"], &formats); err != nil || len(formats["pdf"]) == 0 {
		t.Errorf("textwords.json file_formats: %v", err)
	}
	for alt, vague := range map[string]bool{"image": true, "Bild": true, "logo": true, "photo.JPG": true, "42": true,
		"Red panda": false, "A logo of the BBC": false, "Image of the month: a lion": false} {
		if VagueWords.MatchString(alt) != vague {
			t.Errorf("vagueWords(%q) = %v, want %v", alt, !vague, vague)
		}
	}
}
