package checks

import (
	"testing"

	"github.com/abadojack/whatlanggo"
)

// TestJudgeLang: whatlanggo's verdict on passages an English page holds,
// at the thresholds lang.go sets. English full of names and
// loanwords, and short phrases, must never be a violation.
func TestJudgeLang(t *testing.T) {
	for _, tc := range []struct {
		text string
		want langVerdict
	}{
		{"Le gouvernement a annoncé aujourd'hui une nouvelle série de mesures destinées à soutenir les petites entreprises.", langFail},
		{"Die Bundesregierung hat heute neue Maßnahmen zur Unterstützung kleiner Unternehmen angekündigt, die ab Januar gelten.", langFail},
		{"El gobierno anunció hoy una nueva serie de medidas para apoyar a las pequeñas empresas durante el próximo año.", langFail},
		{"You can apply for a Blue Badge if you have a disability or health condition that affects your mobility.", langPass},
		{"Jean-Pierre Dubois and María García met Hans Müller at the café in São Paulo to discuss the résumé.", langPass},
		{"Contact the Driver and Vehicle Licensing Agency (DVLA) if your details change, or if you move house.", langPass},
		{"The committee noted, in passing, the joie de vivre and savoir-faire of the delegation, a true tour de force.", langPass},
		{"Ministers from Kraków, Göteborg, Zürich, Málaga and Düsseldorf attended the summit on Tuesday afternoon.", langPass},
		{"Cymraeg English Français Deutsch Español Polski Română Italiano Português", langPass},
		{`Mother, he's asking you to go. He's saying, "Allons, Madame plaisante!"`, langPass},
		{"Allons, Madame plaisante!", langPass},
	} {
		got, info := judgeLang(tc.text, whatlanggo.Eng)
		if got != tc.want {
			t.Errorf("judgeLang(%q) = %d (%s %.2f), want %d", tc.text, got, info.Lang, info.Confidence, tc.want)
		}
	}
	for _, tag := range []string{"en", "en-GB", "FR", "de-AT", "cy"} {
		if _, ok := langByCode(tag); !ok && tag != "cy" {
			t.Errorf("langByCode(%q) found nothing", tag)
		}
	}
}
