package guard

import "testing"

type labelWant struct{ label, category string }

// TestAttackerLabels: every label the attacker's page carried (issue 10,
// #19) is destructive with the right category; they all passed as benign.
func TestAttackerLabels(t *testing.T) {
	cases := []labelWant{
		{"Transfer", Payment}, {"Confirm transfer", Payment}, {"Transfer CAD 2,500", Payment}, {"Transfer 0.5 BTC", Payment},
		{"Order now", Payment}, {"Book now", Payment}, {"Confirm booking", Payment}, {"Authorize", Payment},
		{"Deactivate", Account}, {"Terminate", Deletion}, {"Transfer ownership", Account},
		{"Jetzt kündigen", Account}, {"Überweisung ausführen", Payment}, {"Résilier mon contrat", Account},
		{"Valider le virement", Payment}, {"Dar de baja", Account}, {"Confirmar transferencia", Payment},
		{"Disdici", Account}, {"Opzeggen", Account}, {"Wykonaj przelew", Payment}, {"Koop nu", Payment},
		{"注文", Payment}, {"下單", Payment}, {"結帳", Payment}, {"振り込む", Payment},
		{"D\u0435lete account", Account}, {"Ｄｅｌｅｔｅ account", Account}, {"Deleteaccount", Account},
		{"Nuke account", Account}, {"Make it public", Publication}, {"Discard draft", Deletion},
		// Clearing a cart throws away what the user assembled: as destructive
		// as Remove on one item (medium), not a payment or a data wipe.
		{"Clear cart", Deletion},
	}
	checkLabels(t, "attack", cases, nil)
	if v := Classify(Action{Kind: Click, Element: button("Clear cart")}); v.Severity != Medium {
		t.Errorf("Clear cart: %s, want medium", v.Severity)
	}
}

func checkLabels(t *testing.T, lang string, destructive []labelWant, benign []string) {
	t.Helper()
	for _, w := range destructive {
		v := Classify(Action{Kind: Click, Element: button(w.label)})
		if !v.Destructive() || v.Category != w.category {
			t.Errorf("%s %q: %s/%s (%s), want %s", lang, w.label, v.Category, v.Severity, v.Explanation, w.category)
		}
	}
	for _, l := range benign {
		if v := Classify(Action{Kind: Click, Element: button(l)}); v.Destructive() {
			t.Errorf("%s benign %q: %s/%s (%s)", lang, l, v.Category, v.Severity, v.Explanation)
		}
	}
}

// TestVocabularyPerLanguage: per category and language, the imperative and
// infinitive forms an attacker tries next, and the noun phrases that name
// a page or a list (order history, transfer guide) beside them.
func TestVocabularyPerLanguage(t *testing.T) {
	langs := map[string]struct {
		destructive []labelWant
		benign      []string
	}{
		"en": {[]labelWant{{"Place order", Payment}, {"Wire $500", Payment}, {"Send 0.01 ETH", Payment}, {"Buy it now", Payment},
			{"Reserve a table", Payment}, {"Submit order", Payment}, {"Pay invoice", Payment}, {"Complete purchase", Payment},
			{"Cancel my subscription", Account}, {"End membership", Account}, {"Leave organization", Account}, {"Close my account", Account},
			{"Empty cart", Deletion}, {"Delete forever", Deletion}, {"Discard changes", Deletion}, {"Publish", Publication}, {"Make this repository public", Publication}},
			[]string{"Order history", "Order status", "Transfer guide", "Transfer history", "Booking details", "Payment settings",
				"Drop files here", "Release notes", "PayPal help", "Display settings", "Deleted items", "Book club", "View cart",
				"Undo delete", "Show deleted items", "Save changes", "Cancel"}},
		"de": {[]labelWant{{"Jetzt bestellen", Payment}, {"Zahlungspflichtig bestellen", Payment}, {"Kaufen", Payment}, {"Jetzt buchen", Payment},
			{"Geld senden", Payment}, {"Überweisen 50 €", Payment}, {"Bestellung abschicken", Payment},
			{"Vertrag kündigen", Account}, {"Kündigung bestätigen", Account}, {"Abo beenden", Account}, {"Konto deaktivieren", Account},
			{"Entwurf verwerfen", Deletion}, {"Warenkorb leeren", Deletion}, {"Öffentlich machen", Publication}},
			[]string{"Bestellstatus", "Zahlungsarten", "Überweisungen", "Meine Bestellungen", "Zahlung", "Kündigungsfrist", "Bestellverlauf", "Buchungsdetails", "Speichern", "Abbrechen"}},
		"fr": {[]labelWant{{"Acheter", Payment}, {"Commander", Payment}, {"Je commande", Payment}, {"Réserver maintenant", Payment},
			{"Effectuer un virement", Payment}, {"Virer 100 €", Payment}, {"Résilier", Account}, {"Désactiver mon compte", Account},
			{"Résilier l’abonnement", Account}, {"Supprimer le brouillon", Deletion}, {"Vider le panier", Deletion}, {"Rendre public", Publication}, {"Confirmer l'achat", Payment}, {"Valider mon panier", Payment}},
			[]string{"Historique des virements", "Virement", "Réservations", "Moyens de paiement", "Mes commandes", "Suivi de commande", "Enregistrer", "Annuler"}},
		"es": {[]labelWant{{"Comprar", Payment}, {"Comprar ahora", Payment}, {"Pagar", Payment}, {"Realizar pedido", Payment},
			{"Reservar ahora", Payment}, {"Transferir 200 USD", Payment}, {"Cancelar suscripción", Account}, {"Darme de baja", Account},
			{"Descartar borrador", Deletion}, {"Vaciar carrito", Deletion}, {"Hacer público", Publication}},
			[]string{"Historial de transferencias", "Pagos", "Transferencia", "Métodos de pago", "Estado del pedido", "Mis pedidos", "Guardar", "Cancelar"}},
		"it": {[]labelWant{{"Acquista", Payment}, {"Acquista ora", Payment}, {"Ordina ora", Payment}, {"Esegui bonifico", Payment},
			{"Conferma il bonifico", Payment}, {"Prenota ora", Payment}, {"Disdire l'abbonamento", Account}, {"Disattiva account", Account},
			{"Scarta bozza", Deletion}, {"Svuota carrello", Deletion}, {"Rendi pubblico", Publication}},
			[]string{"Stato dell'ordine", "Bonifici", "Ordini", "Storico bonifici", "I miei ordini", "Metodi di pagamento", "Ordina per data", "Salva", "Annulla"}},
		"pt": {[]labelWant{{"Comprar agora", Payment}, {"Finalizar pedido", Payment}, {"Confirmar transferência", Payment}, {"Fazer pix", Payment},
			{"Transferir", Payment}, {"Cancelar assinatura", Account}, {"Encerrar conta", Account}, {"Descartar rascunho", Deletion},
			{"Esvaziar carrinho", Deletion}, {"Tornar público", Publication}},
			[]string{"Histórico de transferências", "Pagamentos", "Pix", "Status do pedido", "Meus pedidos", "Formas de pagamento", "Salvar", "Cancelar"}},
		"nl": {[]labelWant{{"Nu betalen", Payment}, {"Bestellen", Payment}, {"Bestelling plaatsen", Payment}, {"Overmaken", Payment},
			{"Boek nu", Payment}, {"Abonnement opzeggen", Account}, {"Account deactiveren", Account}, {"Winkelwagen legen", Deletion},
			{"Concept verwijderen", Deletion}, {"Openbaar maken", Publication}},
			[]string{"Bestelstatus", "Overboeking", "Bestellingen", "Overzicht overboekingen", "Mijn bestellingen", "Betaalmethoden", "Opslaan", "Annuleren"}},
		"pl": {[]labelWant{{"Zamów", Payment}, {"Kup teraz", Payment}, {"Zapłać", Payment}, {"Zarezerwuj", Payment}, {"Przelej 100 zł", Payment},
			{"Zrezygnuj z subskrypcji", Account}, {"Wypowiedz umowę", Account}, {"Usuń konto", Account}, {"Opróżnij koszyk", Deletion},
			{"Upublicznij", Publication}},
			[]string{"Historia przelewów", "Przelew", "Zamówienia", "Status zamówienia", "Moje zamówienia", "Metody płatności", "Zapisz", "Anuluj"}},
		"ja": {[]labelWant{{"注文を確定する", Payment}, {"購入する", Payment}, {"今すぐ購入", Payment}, {"予約する", Payment}, {"支払う", Payment},
			{"退会する", Account}, {"解約する", Account}, {"下書きを破棄", Deletion}, {"削除", Deletion}, {"公開する", Publication}},
			[]string{"注文履歴", "注文一覧", "送金履歴", "振込履歴", "購入履歴", "お支払い方法", "保存", "閉じる"}},
		"zh": {[]labelWant{{"支付", Payment}, {"付款", Payment}, {"立即购买", Payment}, {"提交订单", Payment}, {"转账", Payment},
			{"注销账户", Account}, {"取消订阅", Account}, {"删除", Deletion}, {"清空购物车", Deletion}, {"发布", Publication}},
			[]string{"订单详情", "订单", "订单列表", "转账记录", "付款方式", "购买记录", "保存", "取消"}},
	}
	for lang, c := range langs {
		checkLabels(t, lang, c.destructive, c.benign)
	}
}

// TestFoldedText: what a person reads is what is matched — look-alike
// letters, width forms, mathematical letters, invisible characters, bidi
// controls, soft hyphens, decorative marks and letter spacing.
func TestFoldedText(t *testing.T) {
	for _, l := range []string{"D\u0435lete account", "Ｄｅｌｅｔｅ account", "𝐃𝐞𝐥𝐞𝐭𝐞 account", "De\u200blete account",
		"Del\u00adete account", "\u202eDelete account", "ᴅᴇʟᴇᴛᴇ ᴀᴄᴄᴏᴜɴᴛ", "D e l e t e account", "De\u0336le\u0336te account",
		"\u0420\u0430\u0443 now", "Dεlεtε account", "DELETE ACCOUNT", "deleteAccount", "delete_account", "delete-my-account",
		"Delete\u2011account", "Ｐａｙ　ｎｏｗ", "De1ete account", "P@y n0w", "Unsubscr1be", "\u202etnuocca eteleD",
		"Delete\u3164account", "Delete\u034f account", "Dele\u0301te account"} {
		if v := Classify(Action{Kind: Click, Element: button(l)}); !v.Destructive() {
			t.Errorf("%q: %+v", l, v)
		}
	}
	for _, l := range []string{"Top10 tips", "mp3 player", "Win 100 points", "Level 5", "B2B sales", "\u202eolleh"} {
		if v := Classify(Action{Kind: Click, Element: button(l)}); v.Destructive() {
			t.Errorf("benign %q: %+v", l, v)
		}
	}
	for in, want := range map[string]string{"D\u0435lete": "delete", "Ｄｅｌｅｔｅ": "delete", "удалить": "удалить",
		"l’abonnement": "l'abonnement", "ᴅᴇʟᴇᴛᴇ": "delete", "Λόγος": "λογος", "a b": "a b", "d e l": "del"} {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
	d := Classify(Action{Kind: Dialog, DialogType: "confirm", DialogMessage: "D\u0435lete your account permanently?", Opener: button("Settings")})
	if d.Category != Account {
		t.Errorf("homoglyph dialog: %+v", d)
	}
}

// TestMoneyInEveryLanguage: an amount in a currency (ISO code, symbol,
// crypto) beside a money verb is a payment, in a label or a dialog.
func TestMoneyInEveryLanguage(t *testing.T) {
	for _, l := range []string{"Transfer CAD 2,500", "Transfer 0.5 BTC", "Send 2 ETH", "Pay A$40", "Überweisung 1.200,00 CHF",
		"Virement de 300 €", "Enviar 50 MXN", "Bonifico di 80 EUR", "Enviar R$ 120", "Betaal €12,50", "Wyślij 40 PLN",
		"3000円を振り込む", "支付 200 元", "Donate 25 NZD", "Give 0.1 BTC"} {
		if v := Classify(Action{Kind: Click, Element: button(l)}); v.Category != Payment || v.Severity != High {
			t.Errorf("%q: %+v", l, v)
		}
	}
	v := Classify(Action{Kind: Dialog, DialogType: "confirm", DialogMessage: "Transfer CAD 2,500 to J. Smith now?", Opener: button("Review")})
	if v.Category != Payment {
		t.Errorf("transfer dialog: %+v", v)
	}
	for _, l := range []string{"View €50 voucher", "Fees: 2 USD", "Try 30 days", "0.5 BTC balance"} {
		if v := Classify(Action{Kind: Click, Element: button(l)}); v.Category == Payment {
			t.Errorf("%q: payment %+v", l, v)
		}
	}
}
