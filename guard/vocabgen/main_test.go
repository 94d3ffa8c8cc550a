package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestTerm: mnemonics, ellipses and colons go; the word is folded as page
// text is and quoted as a literal.
func TestTerm(t *testing.T) {
	for in, want := range map[string]string{
		"_Удалить": "удалить", "О_тменить": "отменить", "삭제(_D)": "삭제", "मिटाएँ (_D)": "मिटाएं",
		"Remove User…": "remove user", "_Process Payment...": "process payment", "&Delete:": "delete",
		"HESABI SİL": "hesabi sil", "Cho vào “Thùng rác”": "cho vào “thùng rác”", "1+1 (a.b)": `1\+1 \(a\.b\)`,
		"": "", "Deleted %d files": "", "دفع الفاتورة _": "دفع الفاتورة",
	} {
		if got := term(in); got != want {
			t.Errorf("term(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestRewrite: generated languages replace their own lines and are
// appended at a map's end; every other line stays byte for byte.
func TestRewrite(t *testing.T) {
	v := `{
  "rules": [
    {"category": "deletion", "severity": "high", "terms": {
      "en": ["delete"],
      "ru": ["old"],
      "de": ["löschen"]
    }},
    {"category": "payment", "severity": "high", "terms": {
      "en": ["pay"]
    }, "whole": {
      "en": ["order"]
    }}
  ],
  "negative": {
    "en": ["cancel"]
  }
}`
	gen := map[string]map[string][]string{
		"rules/deletion/high/terms": {"ru": {"удалить"}, "tr": {"sil"}},
		"rules/payment/high/whole":  {"ru": {"покупка"}},
		"negative":                  {"tr": {"iptal"}},
	}
	out, err := rewrite(v, gen, []string{"ru", "tr"})
	if err != nil {
		t.Fatal(err)
	}
	if !json.Valid([]byte(out)) {
		t.Fatalf("invalid JSON:\n%s", out)
	}
	for _, want := range []string{"      \"de\": [\"löschen\"],\n      \"ru\": [\"удалить\"],\n      \"tr\": [\"sil\"]\n    }},",
		"      \"en\": [\"order\"],\n      \"ru\": [\"покупка\"]\n    }}", "    \"en\": [\"cancel\"],\n    \"tr\": [\"iptal\"]\n  }"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "old") {
		t.Error("the old generated line survived")
	}
	again, err := rewrite(out, gen, []string{"ru", "tr"})
	if err != nil || again != out {
		t.Errorf("not idempotent (%v):\n%s", err, again)
	}
}
