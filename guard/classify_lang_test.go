package guard

import "testing"

func button(label string) *Element {
	return &Element{Tag: "button", Role: "button", Name: label, Text: label}
}

// TestClassifyPerLanguage: each language's destructive controls are caught
// with the right category, and its everyday controls pass.
func TestClassifyPerLanguage(t *testing.T) {
	type want struct{ label, category string }
	langs := map[string]struct {
		destructive []want
		benign      []string
	}{
		"en": {[]want{{"Delete account", Account}, {"Pay now", Payment}, {"Empty trash", Deletion}, {"Factory reset", Data}, {"Sign out", Account}, {"Publish", Publication}},
			[]string{"Save", "Undo delete", "Show deleted items", "Format text", "Payment methods FAQ", "Delete filter", "Cancel"}},
		"de": {[]want{{"Konto löschen", Account}, {"Jetzt kaufen", Payment}, {"Zahlungspflichtig bestellen", Payment}, {"Löschen", Deletion}, {"Auf Werkseinstellungen zurücksetzen", Data}, {"Abmelden", Account}, {"Veröffentlichen", Publication}},
			[]string{"Speichern", "Abbrechen", "Weiter einkaufen", "Filter entfernen", "Text formatieren"}},
		"fr": {[]want{{"Supprimer mon compte", Account}, {"Payer maintenant", Payment}, {"Passer la commande", Payment}, {"Supprimer", Deletion}, {"Réinitialiser", Data}, {"Se déconnecter", Account}, {"Publier", Publication}},
			[]string{"Enregistrer", "Annuler", "Fermer", "Afficher les éléments supprimés", "Effacer le filtre"}},
		"es": {[]want{{"Eliminar cuenta", Account}, {"Pagar ahora", Payment}, {"Finalizar compra", Payment}, {"Borrar", Deletion}, {"Restablecer", Data}, {"Cerrar sesión", Account}, {"Publicar", Publication}},
			[]string{"Guardar", "Cancelar", "Cerrar", "Deshacer eliminar", "Quitar filtro"}},
		"it": {[]want{{"Elimina account", Account}, {"Paga ora", Payment}, {"Acquista", Payment}, {"Elimina", Deletion}, {"Reimposta", Data}, {"Esci", Account}, {"Pubblica", Publication}},
			[]string{"Salva", "Annulla", "Chiudi", "Mostra elementi eliminati"}},
		"pt": {[]want{{"Excluir conta", Account}, {"Pagar agora", Payment}, {"Finalizar compra", Payment}, {"Apagar", Deletion}, {"Redefinir", Data}, {"Sair", Account}, {"Publicar", Publication}},
			[]string{"Salvar", "Cancelar", "Fechar", "Desfazer exclusão", "Remover filtro"}},
		"nl": {[]want{{"Account verwijderen", Account}, {"Nu betalen", Payment}, {"Afrekenen", Payment}, {"Verwijderen", Deletion}, {"Fabrieksinstellingen", Data}, {"Uitloggen", Account}, {"Publiceren", Publication}},
			[]string{"Opslaan", "Annuleren", "Sluiten", "Filter verwijderen"}},
		"pl": {[]want{{"Usuń konto", Account}, {"Zapłać teraz", Payment}, {"Kup teraz", Payment}, {"Usuń", Deletion}, {"Zresetuj", Data}, {"Wyloguj się", Account}, {"Opublikuj", Publication}},
			[]string{"Zapisz", "Anuluj", "Zamknij", "Pokaż usunięte", "Usuń filtr"}},
		"ja": {[]want{{"アカウントを削除", Account}, {"今すぐ購入", Payment}, {"注文を確定する", Payment}, {"削除", Deletion}, {"初期化", Data}, {"ログアウト", Account}, {"投稿する", Publication}},
			[]string{"保存", "キャンセル", "閉じる", "編集"}},
		"zh": {[]want{{"删除账户", Account}, {"立即支付", Payment}, {"提交订单", Payment}, {"删除", Deletion}, {"恢复出厂设置", Data}, {"退出登录", Account}, {"发布", Publication}},
			[]string{"保存", "取消", "关闭", "编辑", "撤销"}},
	}
	for lang, c := range langs {
		for _, w := range c.destructive {
			v := Classify(Action{Kind: Click, Element: button(w.label)})
			if !v.Destructive() || v.Category != w.category {
				t.Errorf("%s %q: %s/%s (%s), want %s", lang, w.label, v.Category, v.Severity, v.Explanation, w.category)
			}
		}
		for _, l := range c.benign {
			if v := Classify(Action{Kind: Click, Element: button(l)}); v.Destructive() {
				t.Errorf("%s benign %q: %s/%s (%s)", lang, l, v.Category, v.Severity, v.Explanation)
			}
		}
	}
}

func TestConflictingSignalsFailClosed(t *testing.T) {
	cases := []struct {
		name string
		e    *Element
	}{
		{"close label, delete-account id", &Element{Tag: "button", AriaLabel: "Close", Name: "Close", ID: "delete-account", Class: "btn"}},
		{"close label, data-action", &Element{Tag: "button", AriaLabel: "Close", Name: "Close", Data: "action delete-account"}},
		{"continue, onclick payNow()", &Element{Tag: "span", Role: "button", Name: "Continue", Data: "payNow()"}},
		{"save, formaction delete", &Element{Tag: "button", Type: "submit", Name: "Save", FormAction: "https://x.test/account/delete"}},
		{"confirm, hidden op", &Element{Tag: "button", Name: "Confirm", FormHidden: "op=delete_account"}},
		{"done div inside a closing form", &Element{Tag: "div", Role: "button", Name: "Done", FormAction: "https://x.test/account/close"}},
		{"view-only label, strong id", &Element{Tag: "button", Name: "Remove from view", ID: "delete-account-view"}},
		{"undo label, delete-account id", &Element{Tag: "button", Name: "Undo", ID: "btnDeleteAccount"}},
		{"button value", &Element{Tag: "button", Name: "Go", NameAttr: "action", Value: "delete_all"}},
	}
	for _, c := range cases {
		if v := Classify(Action{Kind: Click, Element: c.e}); !v.Destructive() {
			t.Errorf("%s: %+v", c.name, v)
		}
	}
	benign := []*Element{
		{Tag: "button", Name: "Cancel", ID: "cancel-delete-account"},
		{Tag: "button", AriaLabel: "Close", Name: "Close", ID: "close-dialog"},
		{Tag: "button", Name: "Remove filter: owner", ID: "delete-filter-3"},
		{Tag: "a", Role: "link", Name: "How to reset your router", Href: "https://x.test/blog/how-to-reset-your-router"},
		{Tag: "input", Type: "checkbox", Name: "I understand", FormAction: "https://x.test/account/delete"},
	}
	for _, e := range benign {
		if v := Classify(Action{Kind: Click, Element: e}); v.Destructive() {
			t.Errorf("benign %+v: %+v", e, v)
		}
	}
}

func TestAmountsMeanPayment(t *testing.T) {
	for _, l := range []string{"Send €50 to Alex", "Transfer $1,000", "Przelej 50 zł", "¥5000を送金", "Donate 20 EUR", "Überweisen 30 €", "Envoyer 10 €", "转账 ¥200"} {
		if v := Classify(Action{Kind: Click, Element: button(l)}); v.Category != Payment || v.Severity != High {
			t.Errorf("%q: %+v", l, v)
		}
	}
	for _, l := range []string{"View €50 voucher", "Add to cart", "Send message"} {
		if v := Classify(Action{Kind: Click, Element: button(l)}); v.Category == Payment {
			t.Errorf("%q: payment %+v", l, v)
		}
	}
}

func TestKeysDialogsSelectsAndURLs(t *testing.T) {
	del := button("Delete account")
	field := &Element{Tag: "input", Type: "text", Name: "Comment", Editable: true}
	for _, k := range []string{"Enter", "Space", "Control+Enter", "Meta+Enter", "Shift+Enter", "Alt+Enter", "NumpadEnter", "d", "Control+Shift+Enter"} {
		if v := Classify(Action{Kind: Key, Key: k, Element: del}); !v.Destructive() {
			t.Errorf("%s on Delete account: %+v", k, v)
		}
	}
	for _, k := range []string{"Tab", "Shift+Tab", "Escape", "ArrowDown"} {
		if v := Classify(Action{Kind: Key, Key: k, Element: del}); v.Destructive() {
			t.Errorf("%s moves focus but was judged %+v", k, v)
		}
	}
	if v := Classify(Action{Kind: Key, Key: "Delete", Element: &Element{Tag: "div", Role: "option", Name: "report.pdf"}}); !v.Destructive() {
		t.Errorf("Delete on a list item: %+v", v)
	}
	if v := Classify(Action{Kind: Key, Key: "Backspace", Element: field}); v.Destructive() {
		t.Errorf("Backspace in a text field: %+v", v)
	}
	if v := Classify(Action{Kind: Key, Key: "Enter", Element: &Element{Tag: "input", Type: "text", FormAction: "https://x.test/account/delete", FormSubmit: "Continue"}}); !v.Destructive() {
		t.Errorf("Enter in a field of a delete form: %+v", v)
	}
	d := func(typ, msg string, opener *Element) Verdict {
		return Classify(Action{Kind: Dialog, DialogType: typ, DialogMessage: msg, Opener: opener})
	}
	if v := d("confirm", "Delete all projects? This cannot be undone.", button("Continue")); v.Category != Deletion {
		t.Errorf("destructive confirm: %+v", v)
	}
	if v := d("confirm", "Are you sure?", &Element{Tag: "button", Name: "Next", ID: "close-account"}); !v.Destructive() {
		t.Errorf("bland confirm opened by a close-account control: %+v", v)
	}
	if v := d("alert", "Account deleted", nil); v.Destructive() {
		t.Errorf("an alert: %+v", v)
	}
	if v := d("confirm", "Save your changes before leaving?", button("Continue")); v.Destructive() {
		t.Errorf("benign confirm: %+v", v)
	}
	if v := Classify(Action{Kind: Dialog, DialogType: "beforeunload", URL: "https://x.test/account/delete?confirm=1"}); !v.Destructive() {
		t.Errorf("beforeunload guarding a destructive navigation: %+v", v)
	}
	sel := &Element{Tag: "select", Role: "combobox", Name: "Bulk action", ID: "bulk"}
	if v := Classify(Action{Kind: Select, Element: sel, Options: []string{"Delete selected (delete)"}}); v.Category != Deletion {
		t.Errorf("bulk delete option: %+v", v)
	}
	if v := Classify(Action{Kind: Select, Element: sel, Options: []string{"Mark as read (read)"}}); v.Destructive() {
		t.Errorf("mark as read: %+v", v)
	}
	for u, bad := range map[string]bool{
		"https://x.test/account/delete?confirm=1": true, "https://x.test/settings?action=delete_account": true,
		"https://x.test/app#/account/close": true, "https://x.test/blog/delete-my-account": true,
		"https://x.test/blog/how-to-reset-your-router": false, "https://x.test/help/articles/how-to-delete-a-photo-safely": false,
		"https://x.test/projects": false, "https://x.test/blog/post/123": false,
	} {
		if v := Classify(Action{Kind: Navigate, URL: u}); v.Destructive() != bad {
			t.Errorf("%s: %+v", u, v)
		}
	}
}
