package browser

import (
	"strings"
	"testing"
)

// TestDateFieldValue: the written forms people and models use become the
// wire format each input type takes; what cannot be read is refused with
// the format the field needs.
func TestDateFieldValue(t *testing.T) {
	for _, c := range []struct{ kind, in, want string }{
		{"date", "03/17/2019", "2019-03-17"},
		{"date", "17/03/2019", "2019-03-17"},
		{"date", "17 March 2019", "2019-03-17"},
		{"date", "March 17, 2019", "2019-03-17"},
		{"date", "March 17th, 2019", "2019-03-17"},
		{"date", "2019-3-7", "2019-03-07"},
		{"date", "2019/03/17", "2019-03-17"},
		{"date", "3/7/19", "2019-03-07"},
		{"time", "8:51 PM", "20:51"},
		{"time", "8:51 a.m.", "08:51"},
		{"time", "12:05am", "00:05"},
		{"time", "20:51", "20:51"},
		{"time", "8pm", "20:00"},
		{"time", "08:51:30", "08:51:30"},
		{"datetime-local", "03/17/2019 8:51 PM", "2019-03-17T20:51"},
		{"datetime-local", "2019-03-17T20:51", "2019-03-17T20:51"},
		{"datetime-local", "17 March 2019 at 20:51", "2019-03-17T20:51"},
		{"month", "March 2019", "2019-03"},
		{"month", "2019-03", "2019-03"},
		{"month", "03/2019", "2019-03"},
		{"week", "2019-W11", "2019-W11"},
		{"week", "2019-03-17", "2019-W11"},
		{"text", "03/17/2019", "03/17/2019"},
	} {
		got, err := DateFieldValue(c.kind, c.in)
		if err != nil || got != c.want {
			t.Errorf("%s %q = %q, %v; want %q", c.kind, c.in, got, err, c.want)
		}
	}
	for _, c := range []struct{ kind, in, format string }{
		{"date", "next Tuesday", "YYYY-MM-DD"},
		{"date", "02/30/2019", "YYYY-MM-DD"},
		{"time", "25:00", "HH:MM"},
		{"time", "13:00 PM", "HH:MM"},
		{"week", "2019-W60", "YYYY-Www"},
	} {
		_, err := DateFieldValue(c.kind, c.in)
		if err == nil || !strings.Contains(err.Error(), c.format) || !strings.Contains(err.Error(), c.in) {
			t.Errorf("%s %q: error %v should name the value and the format %s", c.kind, c.in, err, c.format)
		}
	}
}
