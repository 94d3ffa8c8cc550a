package guard

import (
	"encoding/json"
	"os"
	"testing"
)

// TestClassifyCatalogueLanguages: the languages whose words come from
// translation catalogues (vocab_sources.json). Each label is the string a
// catalogue gives, mnemonic removed, as a page would show it: delete,
// delete account and pay or buy are destructive with the right category;
// the same catalogues' Cancel, Close and Search are not. Cancel in
// particular is not read as cancelling an account.
func TestClassifyCatalogueLanguages(t *testing.T) {
	langs := map[string]struct {
		destructive []labelWant
		benign      []string
	}{
		"ru": {[]labelWant{{"Удалить", Deletion}, {"Удалить учётную запись", Account}, {"Удалить учетную запись", Account}, {"Оплатить счёт", Payment}, {"Опубликовать", Publication}, {"Сбросить", Data}, {"Выйти", Account}},
			[]string{"Отменить", "Отмена", "Закрыть", "Поиск", "Отменить удаление"}},
		"tr": {[]labelWant{{"Sil", Deletion}, {"Hesap Sil", Account}, {"Hesabı Kaldır", Account}, {"Fatura Öde", Payment}, {"Alış", Payment}, {"Sıfırla", Data}},
			[]string{"İptal Et", "Kapat", "Ara", "Hayır"}},
		"fa": {[]labelWant{{"حذف", Deletion}, {"حذف حساب", Account}, {"پرداخت صورتحساب", Payment}, {"خرید", Payment}},
			[]string{"انصراف", "بستن", "جست\u200cوجو"}},
		"vi": {[]labelWant{{"Xóa", Deletion}, {"Xoá", Deletion}, {"Xóa tài khoản", Account}, {"Trả hoá đơn", Payment}, {"Mua", Payment}},
			[]string{"Thôi", "Đóng", "Hủy bỏ", "Bỏ qua", "Tìm kiếm"}},
		"id": {[]labelWant{{"Hapus", Deletion}, {"Hapus Akun", Account}, {"Bayar Tagihan", Payment}, {"Beli", Payment}},
			[]string{"Batal", "Tutup", "Cari"}},
		"cs": {[]labelWant{{"Smazat", Deletion}, {"Odstranit účet", Account}, {"Zaplatit účet", Payment}, {"Nákup", Payment}},
			[]string{"Zrušit", "Zavřít", "Hledat", "Výchozí nastavení", "Původní cena"}},
		"ko": {[]labelWant{{"삭제", Deletion}, {"계정 삭제", Account}, {"계산서 지불하기", Payment}, {"초기화", Data}},
			[]string{"취소", "닫기", "검색", "사진 업로드"}},
		"uk": {[]labelWant{{"Вилучити", Deletion}, {"Вилучити обліковий запис", Account}, {"Сплатити рахунки", Payment}, {"Купити", Payment}},
			[]string{"Скасувати", "Закрити", "Пошук"}},
		"ar": {[]labelWant{{"احذف", Deletion}, {"حذف الحساب", Account}, {"أزِل الحساب", Account}, {"أزل الحساب", Account}, {"دفع الفاتورة", Payment}, {"شراء", Payment}},
			[]string{"ألغِ", "أغلق", "البحث"}},
		"hu": {[]labelWant{{"Törlés", Deletion}, {"Fiók eltávolítása", Account}, {"Számla kifizetése", Payment}, {"Vétel", Payment}},
			[]string{"Mégse", "Bezárás", "Keresés"}},
		"sv": {[]labelWant{{"Ta bort", Deletion}, {"Ta bort konto", Account}, {"Betala räkning", Payment}, {"Köp", Payment}, {"Återställ", Data}},
			[]string{"Avbryt", "Stäng", "Sök", "Ångra"}},
		"el": {[]labelWant{{"Διαγραφή", Deletion}, {"ΔΙΑΓΡΑΦΗ", Deletion}, {"Διαγραφή λογαριασμού", Account}, {"Πληρωμή τιμολογίου", Payment}, {"Αγορά", Payment}, {"Αφαίρεση", Deletion}},
			[]string{"Ακύρωση", "Κλείσιμο", "Αναζήτηση"}},
		"ro": {[]labelWant{{"Șterge", Deletion}, {"Șterge contul", Account}, {"Cumpără", Payment}},
			[]string{"Renunță", "Închide", "Caută"}},
		"da": {[]labelWant{{"Slet", Deletion}, {"Slet konto", Account}, {"Betal regning", Payment}, {"Køb", Payment}},
			[]string{"Annullér", "Luk", "Søg"}},
		"fi": {[]labelWant{{"Poista", Deletion}, {"Poista tili", Account}, {"Maksa ostolasku", Payment}, {"Siirto", Payment}},
			[]string{"Peru", "Sulje", "Haku", "Siirrä"}},
		"he": {[]labelWant{{"מחיקה", Deletion}, {"הסרת חשבון", Account}, {"תשלום חשבון", Payment}, {"קניה", Payment}},
			[]string{"ביטול", "סגירה", "חיפוש"}},
		// No catalogue here has a Thai word for paying or buying: a gap.
		"th": {[]labelWant{{"ลบ", Deletion}, {"ลบบัญชี", Account}, {"ล้างทั้งหมด", Data}},
			[]string{"ยกเลิก", "ปิด", "ค้นหา", "ถอยกลับ", "สลับจอ"}},
		"hi": {[]labelWant{{"मिटाएँ", Deletion}, {"खाता मिटाएँ", Account}, {"खाते को मिटाएं", Account}, {"बिल का भुगतान करें", Payment}, {"खरीदें", Payment}},
			[]string{"रद्द करें", "बंद करें", "ढूंढें"}},
	}
	for lang, c := range langs {
		checkLabels(t, lang, c.destructive, c.benign)
	}
}

// TestAttackedLanguages: the wordings of issue 20's attack (Turkish,
// Russian, Swedish, Korean, Hindi with an emoji button), in the cases and
// spellings a page may use.
func TestAttackedLanguages(t *testing.T) {
	checkLabels(t, "attack", []labelWant{
		{"Hesabı sil", Account}, {"HESABI SİL", Account}, {"Hesabımı sil", Account}, {"Satın al", Payment}, {"Öde", Payment},
		{"Удалить аккаунт", Account}, {"УДАЛИТЬ АККАУНТ", Account}, {"Оплатить", Payment}, {"Купить", Payment},
		{"Radera konto", Account}, {"Radera", Deletion}, {"Betala", Payment}, {"Köp nu", Payment},
		{"계정 삭제", Account}, {"회원 탈퇴", Account}, {"삭제하기", Deletion}, {"결제하기", Payment},
		{"खाता हटाएं", Account}, {"🗑️ खाता हटाएं", Account}, {"हटाएं", Deletion}, {"भुगतान करें", Payment},
	}, []string{"İptal", "Отмена", "Avbryt", "취소", "रद्द करें", "🗑️"})
	e := &Element{Tag: "button", Role: "button", Name: "🗑️", AriaLabel: "खाता हटाएं"}
	if v := Classify(Action{Kind: Click, Element: e}); !v.Destructive() {
		t.Errorf("emoji button with a Hindi name: %+v", v)
	}
}

// TestFoldKeepsScripts: a word wholly in another script keeps it (only
// look-alikes inside Latin words, or words made of nothing but look-alikes,
// become Latin); case, accents and optional marks fold the same way for
// page text and for catalogue words.
func TestFoldKeepsScripts(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Удалить", "удалить"},
		{"Вилучити обліковий запис", "вилучити обліковий запис"},
		{"УДАЛИТЬ учётную запись", "удалить учетную запись"},
		{"Διαγραφή", "διαγραφη"},
		{"ΔΙΑΓΡΑΦΗ", "διαγραφη"},
		{"Hesabı sil", "hesabi sil"},
		{"HESABI SİL", "hesabi sil"},
		{"حذف الحساب", "حذف الحساب"},
		{"أزِل الحساب", "أزل الحساب"},
		{"מְחִיקָה", "מחיקה"},
		{"खाता हटाएँ", "खाता हटाएं"},
		{"🗑️ खाता हटाएं", "🗑️ खाता हटाएं"},
		{"계정 삭제", "계정 삭제"},
		{"حذف حساب کاربری", "حذف حساب کاربری"},
		{"Xo\u0301a ta\u0300i khoa\u0309n", "xóa tài khoản"},
		{"ลบบัญชี", "ลบบัญชี"},
	}
	for _, c := range cases {
		if got := fold(c.in); got != c.want {
			t.Errorf("fold(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// A Cyrillic word made only of letters that pass for Latin is read as
	// the Latin word it looks like; catalogue words are folded the same way.
	if fold("аккаунт") != fold("Аккаунт") || fold("аккаунт") != "akkayht" {
		t.Errorf("all-look-alike word: %q", fold("аккаунт"))
	}
}

// TestMatcherMarksInWords: a vowel sign continues a Devanagari word, so a
// term does not match the front of a longer word.
func TestMatcherMarksInWords(t *testing.T) {
	m, err := newMatcher([]string{"हट"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.match("खाता हटाएं") {
		t.Error(`"हट" matched inside "हटाएं"`)
	}
	if !m.match("खाता हट") {
		t.Error(`"हट" missed as a whole word`)
	}
}

// TestCatalogueLanguagesPresent: every language vocab_sources.json lists
// has its generated words in vocab.json (a merge that drops a language's
// lines fails here, not on a page).
func TestCatalogueLanguagesPresent(t *testing.T) {
	b, err := os.ReadFile("vocab_sources.json")
	if err != nil {
		t.Fatal(err)
	}
	var src struct {
		Languages []string `json:"languages"`
	}
	if err := json.Unmarshal(b, &src); err != nil {
		t.Fatal(err)
	}
	v, err := parseVocab(vocabJSON)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range src.Languages {
		found := false
		for _, r := range v.Rules {
			found = found || r.Category == Deletion && r.Severity == High && len(r.Terms[lang]) > 0
		}
		if !found || len(v.Negative[lang]) == 0 {
			t.Errorf("%s: no deletion terms or no negative words in vocab.json; re-run guard/vocabgen", lang)
		}
	}
}

// BenchmarkClassifyCatalogueLabels: labels in the catalogue languages,
// destructive and benign, beside BenchmarkClassifyLabels' ten languages.
func BenchmarkClassifyCatalogueLabels(b *testing.B) {
	labels := []string{"Удалить аккаунт", "Отмена", "Hesabı sil", "İptal Et", "Radera konto", "Avbryt", "계정 삭제", "취소",
		"🗑️ खाता हटाएं", "रद्द करें", "Διαγραφή", "Αναζήτηση", "حذف الحساب", "البحث", "Xóa tài khoản", "Tìm kiếm", "ลบบัญชี", "ถอยกลับ",
		"Bayar Tagihan", "Cari", "Betal regning", "Søg", "Poista tili", "Haku", "מחיקה", "חיפוש"}
	els := make([]*Element, len(labels))
	for i, l := range labels {
		els[i] = &Element{Tag: "button", Role: "button", Name: l, Text: l, Class: "btn"}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Classify(Action{Kind: Click, Element: els[i%len(els)]})
	}
}
