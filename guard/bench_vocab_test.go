package guard

import "testing"

// BenchmarkClassifyLabels: a mix of destructive labels in ten languages
// and their benign twins, the way a page's controls arrive.
func BenchmarkClassifyLabels(b *testing.B) {
	labels := []string{"Transfer", "Confirm transfer", "Transfer CAD 2,500", "Order now", "Jetzt kündigen", "Überweisung ausführen",
		"Résilier mon contrat", "Dar de baja", "Disdici", "Opzeggen", "Wykonaj przelew", "注文を確定する", "下單",
		"D\u0435lete account", "Ｄｅｌｅｔｅ account", "Deleteaccount", "Save changes", "Order history", "Bestellstatus",
		"Historique des virements", "注文履歴", "Show deleted items", "Search", "Next page", "Open settings", "Add to cart"}
	els := make([]*Element, len(labels))
	for i, l := range labels {
		els[i] = &Element{Tag: "button", Role: "button", Name: l, Text: l, Class: "btn"}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Classify(Action{Kind: Click, Element: els[i%len(els)]})
	}
}

// BenchmarkCompileLexicon: the one-time cost of compiling vocab.json, paid
// when the package loads.
func BenchmarkCompileLexicon(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := compileLexicon(vocabJSON); err != nil {
			b.Fatal(err)
		}
	}
}
