package skills

import (
	"reflect"
	"testing"
)

func TestReadDescription(t *testing.T) {
	cases := []struct {
		desc string
		want reading
	}{
		{"the 'New Project' button in the left sidebar", reading{"New Project", "button", []string{"left", "sidebar|complementary|aside|side"}}},
		{`the "Track parcel" button in the widgets section`, reading{"Track parcel", "button", []string{"widgets"}}},
		{"the Create button", reading{"Create", "button", nil}},
		{"the 'Order reference' field in the support form", reading{"Order reference", "textbox", []string{"support", "form"}}},
		{"the ‘Remember me’ checkbox", reading{"Remember me", "checkbox", nil}},
		{"Order reference", reading{}},
	}
	for _, c := range cases {
		if got := readDescription(c.desc); !reflect.DeepEqual(got, c.want) {
			t.Errorf("readDescription(%q) = %+v, want %+v", c.desc, got, c.want)
		}
	}
}
