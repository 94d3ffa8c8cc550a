package guard

import (
	"strings"
	"unicode"
	"unicode/utf8"

	unorm "golang.org/x/text/unicode/norm"
)

// fold puts page text into the one form the vocabulary is written in, so
// what a person reads is what the classifier matches: invisible and bidi
// characters go, NFKC folds width and compatibility forms ("Ｄｅｌｅｔｅ",
// "𝐃𝐞𝐥𝐞𝐭𝐞", "ﬁ"), everything is lower case (Greek without its accents,
// Russian ё as е), Cyrillic and Greek look-alikes
// inside a Latin-looking word become Latin ("Dеlete" with a Cyrillic е),
// decorative combining marks on Latin letters go, and letter-spaced words
// close up ("D e l e t e"). Whitespace collapses to single spaces.
func fold(s string) string {
	if plainASCII(s) {
		return closeSpacedLetters(strings.ToLower(strings.Join(strings.Fields(s), " ")))
	}
	s = unorm.NFKC.String(Sanitize(s))
	s = spelling.Replace(punct.Replace(strings.ToLower(s)))
	s = foldWords(s)
	return closeSpacedLetters(strings.Join(strings.Fields(s), " "))
}

// Fold is fold for the vocabulary generator (guard/vocabgen): terms taken
// from translation catalogues are written in the form page text is read in,
// so "Hesabı Sil" and "HESABI SİL" meet at the same spelling.
func Fold(s string) string { return fold(s) }

func plainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || c < ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

// foldWords rewrites each word: look-alikes to Latin when the word has a
// Latin letter or consists only of look-alikes (a real Russian or Greek word
// keeps its script), and combining marks after an ASCII letter dropped (NFKC
// has already composed the real accents: é, ö, ñ). Optional Arabic and
// Hebrew points go, and the candrabindu becomes the anusvara it is often
// typed as.
func foldWords(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	word := func(w string) {
		latin, foreign, lookalike := false, false, false
		for _, r := range w {
			switch {
			case r < utf8.RuneSelf && unicode.IsLetter(r):
				latin = true
			case confusable[r] != 0:
				lookalike = true
			case unicode.IsLetter(r) && !unicode.In(r, unicode.Latin):
				foreign = true
			}
		}
		fold := lookalike && (latin || !foreign)
		var prev rune
		for _, r := range w {
			if fold {
				if l := confusable[r]; l != 0 {
					r = l
				}
			}
			if unicode.Is(unicode.Mn, r) && prev < utf8.RuneSelf && unicode.IsLetter(prev) || optionalMark(r) {
				continue
			}
			if r == '\u0901' { // Devanagari candrabindu, written and read as anusvara: "हटाएँ", "हटाएं"
				r = '\u0902'
			}
			b.WriteRune(r)
			prev = r
		}
	}
	start := -1
	for i, r := range s {
		inWord := unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.IsDigit(r)
		switch {
		case inWord && start < 0:
			start = i
		case !inWord && start >= 0:
			word(s[start:i])
			start = -1
			b.WriteRune(r)
		case !inWord:
			b.WriteRune(r)
		}
	}
	if start >= 0 {
		word(s[start:])
	}
	return b.String()
}

// optionalMark: vowel and cantillation points that Arabic and Hebrew text
// mostly leaves out ("أزِل" is usually written "أزل"), so a word reads
// the same with or without them.
func optionalMark(r rune) bool {
	return r >= 0x064b && r <= 0x065f || r == 0x0670 || r >= 0x0591 && r <= 0x05c7 && unicode.Is(unicode.Mn, r)
}

// closeSpacedLetters joins runs of three or more single letters separated
// by single spaces: "d e l e t e account" → "delete account".
func closeSpacedLetters(s string) string {
	if !spacedLetterRun(s) {
		return s
	}
	f := strings.Split(s, " ")
	single := func(w string) bool {
		r, n := utf8.DecodeRuneInString(w)
		return n == len(w) && unicode.IsLetter(r)
	}
	var out []string
	changed := false
	for i := 0; i < len(f); {
		j := i
		for j < len(f) && single(f[j]) {
			j++
		}
		if j-i >= 3 {
			out = append(out, strings.Join(f[i:j], ""))
			changed = true
			i = j
			continue
		}
		if j == i {
			j++
		}
		out = append(out, f[i:j]...)
		i = j
	}
	if !changed {
		return s
	}
	return strings.Join(out, " ")
}

// punct folds typographic apostrophes and dashes to the ASCII ones the
// vocabulary uses ("l’abonnement", "e‑mail"), and blank letters to spaces.
var punct = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u02bc", "'", "\u00b4", "'", "`", "'",
	"\u2010", "-", "\u2011", "-", "\u2012", "-", "\u2013", "-", "\u2014", "-", "\u2212", "-",
	// Hangul fillers and the braille blank are letters that show nothing:
	// "delete\u3164account" reads as two words.
	"\u115f", " ", "\u1160", " ", "\u3164", " ", "\uffa0", " ", "\u2800", " ")

// spelling folds letters a language writes either way: Greek drops its
// accents in capitals ("ΔΙΑΓΡΑΦΗ" is "Διαγραφή"), Russian mostly writes ё
// as е ("учетная запись", "учётная запись").
var spelling = strings.NewReplacer("ά", "α", "έ", "ε", "ή", "η", "ί", "ι", "ό", "ο", "ύ", "υ", "ώ", "ω", "ΐ", "ϊ", "ΰ", "ϋ", "ё", "е")

// spacedLetterRun: a quick look for "x y z" before splitting anything.
func spacedLetterRun(s string) bool {
	run, start := 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != ' ' {
			continue
		}
		if r, n := utf8.DecodeRuneInString(s[start:i]); n > 0 && n == i-start && unicode.IsLetter(r) {
			if run++; run >= 3 {
				return true
			}
		} else {
			run = 0
		}
		start = i + 1
	}
	return false
}

// confusable maps lower-case Cyrillic, Greek, Armenian and Latin small-
// capital look-alikes to the Latin letter they pass for (after NFKC and
// lower-casing, so only lower-case forms are listed).
var confusable = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't',
	'у': 'y', 'х': 'x', 'ѕ': 's', 'і': 'i', 'ї': 'i', 'ј': 'j', 'ԁ': 'd', 'һ': 'h', 'ӏ': 'l', 'ԛ': 'q', 'ԝ': 'w',
	'ь': 'b', 'ɡ': 'g', 'ѵ': 'v', 'ү': 'y', 'ԍ': 'g', 'ꙇ': 'i',
	// Greek
	'α': 'a', 'β': 'b', 'ε': 'e', 'η': 'n', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't', 'υ': 'u',
	'χ': 'x', 'ω': 'w', 'ζ': 'z', 'γ': 'y', 'ϲ': 'c', 'ϳ': 'j',
	// Armenian
	'օ': 'o', 'ս': 'u', 'ո': 'n', 'հ': 'h', 'զ': 'q', 'ց': 'g',
	// Latin letters that pass for others, and small capitals
	'ı': 'i', 'ȷ': 'j', 'ɑ': 'a', 'ɩ': 'i', 'ʟ': 'l', 'ᴀ': 'a', 'ʙ': 'b', 'ᴄ': 'c', 'ᴅ': 'd', 'ᴇ': 'e', 'ғ': 'f',
	'ɢ': 'g', 'ʜ': 'h', 'ɪ': 'i', 'ᴊ': 'j', 'ᴋ': 'k', 'ᴍ': 'm', 'ɴ': 'n', 'ᴏ': 'o', 'ᴘ': 'p', 'ʀ': 'r',
	'ꜱ': 's', 'ᴛ': 't', 'ᴜ': 'u', 'ᴠ': 'v', 'ᴡ': 'w', 'ʏ': 'y', 'ᴢ': 'z',
}
