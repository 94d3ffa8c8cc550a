package browser

// Values for date and time fields. A browser's date input takes only its
// own wire format (2019-03-17, 20:51, 2019-W11); a person, and a model,
// writes "03/17/2019", "17 March 2019" or "8:51 PM". browser_type converts
// the common written forms, and says the format a field needs when it
// cannot.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// dateKinds are the input types with a wire format, and that format.
var dateKinds = map[string]string{
	"date":           "YYYY-MM-DD (e.g. 2019-03-17), or a written date such as 03/17/2019 or 17 March 2019",
	"time":           "HH:MM in 24 hours (e.g. 20:51), or 8:51 PM",
	"datetime-local": "YYYY-MM-DDTHH:MM (e.g. 2019-03-17T20:51), or a written date and time such as 03/17/2019 8:51 PM",
	"month":          "YYYY-MM (e.g. 2019-03), or March 2019",
	"week":           "YYYY-Www (e.g. 2019-W11), or a date in that week",
}

// DateFieldValue converts text to the wire format of an input of type
// kind. Other kinds, and text already in the format, come back unchanged.
func DateFieldValue(kind, text string) (string, error) {
	want, ok := dateKinds[kind]
	if !ok {
		return text, nil
	}
	s := strings.TrimSpace(text)
	if s == "" {
		return "", nil
	}
	var v string
	var err error
	switch kind {
	case "date":
		var d time.Time
		if d, err = parseDate(s); err == nil {
			v = d.Format("2006-01-02")
		}
	case "time":
		var h, m, sec int
		if h, m, sec, err = parseClock(s); err == nil {
			v = clockValue(h, m, sec)
		}
	case "datetime-local":
		v, err = parseDateTime(s)
	case "month":
		var d time.Time
		if d, err = parseMonth(s); err == nil {
			v = d.Format("2006-01")
		}
	case "week":
		v, err = parseWeek(s)
	}
	if err != nil {
		return "", fmt.Errorf("%q is not a value this %s field takes: %v. It needs %s", text, kind, err, want)
	}
	return v, nil
}

var (
	isoDate   = regexp.MustCompile(`^(\d{4})-(\d{1,2})-(\d{1,2})$`)
	slashDate = regexp.MustCompile(`^(\d{1,4})[/.\-](\d{1,2})[/.\-](\d{1,4})$`)
	weekRE    = regexp.MustCompile(`(?i)^(\d{4})-?W(\d{1,2})$`)
	ordinal   = regexp.MustCompile(`(?i)(\d)(st|nd|rd|th)\b`)
	clockRE   = regexp.MustCompile(`(?i)^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$`)
)

// writtenDates are the layouts tried for a date written in words.
var writtenDates = []string{"2 January 2006", "2 Jan 2006", "January 2, 2006", "Jan 2, 2006", "January 2 2006",
	"Jan 2 2006", "Monday, 2 January 2006", "Monday, January 2, 2006", "Mon, 2 Jan 2006", "Mon, Jan 2, 2006", "2. January 2006"}

// parseDate reads ISO dates, numeric dates with slashes, dots or dashes
// (month first, as in the US, unless the first number cannot be a month
// or the year comes first), and dates written with the month's name.
func parseDate(s string) (time.Time, error) {
	if m := isoDate.FindStringSubmatch(s); m != nil {
		return makeDate(atoi(m[1]), atoi(m[2]), atoi(m[3]))
	}
	if m := slashDate.FindStringSubmatch(s); m != nil {
		a, b, c := atoi(m[1]), atoi(m[2]), atoi(m[3])
		switch {
		case len(m[1]) == 4:
			return makeDate(a, b, c)
		case len(m[3]) == 2:
			c += 2000
		case len(m[3]) != 4:
			return time.Time{}, fmt.Errorf("the year is not clear")
		}
		if a > 12 {
			return makeDate(c, b, a)
		}
		return makeDate(c, a, b)
	}
	clean := strings.Join(strings.Fields(ordinal.ReplaceAllString(s, "$1")), " ")
	for _, l := range writtenDates {
		if d, err := time.Parse(l, clean); err == nil {
			return d, nil
		}
		if d, err := time.Parse(l, s); err == nil {
			return d, nil
		}
	}
	return time.Time{}, fmt.Errorf("not a date I can read")
}

func makeDate(y, m, d int) (time.Time, error) {
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Year() != y || int(t.Month()) != m || t.Day() != d {
		return time.Time{}, fmt.Errorf("there is no day %04d-%02d-%02d", y, m, d)
	}
	return t, nil
}

// parseClock reads 20:51, 8:51 PM, 8pm and 08:51:30.
func parseClock(s string) (h, m, sec int, err error) {
	c := clockRE.FindStringSubmatch(strings.TrimSpace(s))
	if c == nil {
		return 0, 0, 0, fmt.Errorf("not a time I can read")
	}
	h, m, sec = atoi(c[1]), atoi(c[2]), atoi(c[3])
	if ampm := strings.ToLower(strings.ReplaceAll(c[4], ".", "")); ampm != "" {
		if h < 1 || h > 12 {
			return 0, 0, 0, fmt.Errorf("%d is not an hour on a 12-hour clock", h)
		}
		h %= 12
		if ampm == "pm" {
			h += 12
		}
	}
	if h > 23 || m > 59 || sec > 59 {
		return 0, 0, 0, fmt.Errorf("not a time of day")
	}
	return h, m, sec, nil
}

func clockValue(h, m, sec int) string {
	if sec > 0 {
		return fmt.Sprintf("%02d:%02d:%02d", h, m, sec)
	}
	return fmt.Sprintf("%02d:%02d", h, m)
}

// parseDateTime splits a date and a time at a T, a comma, "at" or the
// last space that leaves a readable time.
func parseDateTime(s string) (string, error) {
	if i := strings.IndexAny(s, "Tt"); i == 10 {
		s = s[:i] + " " + s[i+1:]
	}
	s = strings.ReplaceAll(s, " at ", " ")
	fields := strings.Fields(s)
	for cut := len(fields) - 1; cut >= 1; cut-- {
		date := strings.TrimSuffix(strings.Join(fields[:cut], " "), ",")
		d, err := parseDate(date)
		if err != nil {
			continue
		}
		h, m, sec, err := parseClock(strings.Join(fields[cut:], " "))
		if err != nil {
			return "", err
		}
		return d.Format("2006-01-02") + "T" + clockValue(h, m, sec), nil
	}
	return "", fmt.Errorf("no date and time I can read")
}

// parseMonth reads 2019-03, 03/2019, March 2019 and Mar 2019.
func parseMonth(s string) (time.Time, error) {
	for _, l := range []string{"2006-01", "2006-1", "01/2006", "1/2006", "January 2006", "Jan 2006", "January, 2006"} {
		if d, err := time.Parse(l, s); err == nil {
			return d, nil
		}
	}
	if d, err := parseDate(s); err == nil {
		return d, nil
	}
	return time.Time{}, fmt.Errorf("not a month I can read")
}

// parseWeek reads 2019-W11, 2019W11, or any date, as its ISO week.
func parseWeek(s string) (string, error) {
	if m := weekRE.FindStringSubmatch(strings.ReplaceAll(s, " ", "")); m != nil {
		if w := atoi(m[2]); w >= 1 && w <= 53 {
			return fmt.Sprintf("%s-W%02d", m[1], w), nil
		}
		return "", fmt.Errorf("there is no week %s", m[2])
	}
	d, err := parseDate(s)
	if err != nil {
		return "", fmt.Errorf("not a week or a date I can read")
	}
	y, w := d.ISOWeek()
	return fmt.Sprintf("%04d-W%02d", y, w), nil
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// dateInput converts text for a date or time input to the value it takes
// (DateFieldValue); other fields keep it as it is.
func dateInput(loc playwright.Locator, text string) (string, bool, error) {
	v, err := loc.Evaluate(`(el) => el.localName === 'input' ? (el.type || '') : ''`, nil)
	kind, _ := v.(string)
	if err != nil || dateKinds[kind] == "" {
		return text, false, nil
	}
	value, err := DateFieldValue(kind, text)
	if err != nil {
		return "", true, fmt.Errorf("%w: %v", ErrBadValue, err)
	}
	return value, true, nil
}
