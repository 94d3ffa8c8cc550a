package fix

import "testing"

func TestCSSDeclEdit(t *testing.T) {
	src := []byte(`<style>
  /* .price { color: red } */
  .product h2 { font-size: 18px; }
  .price { color: #b4b4b4; font-size: 14px }
  @media (min-width: 600px) { .price { color: #bbb !important; } }
  a > .price{color:#ccc}
</style>`)
	f := &TemplateFile{Src: src}
	for _, tc := range []struct{ sel, want string }{
		{".price", "<style>\n  /* .price { color: red } */\n  .product h2 { font-size: 18px; }\n  .price { color: #b4b4b4; font-size: 14px }\n  @media (min-width: 600px) { .price { color: #747474 !important; } }\n  a > .price{color:#ccc}\n</style>"},
		{"a>.price.s-PO3DwrUlmmJs", "<style>\n  /* .price { color: red } */\n  .product h2 { font-size: 18px; }\n  .price { color: #b4b4b4; font-size: 14px }\n  @media (min-width: 600px) { .price { color: #bbb !important; } }\n  a > .price{color:#747474}\n</style>"},
	} {
		e, ok := cssDeclEdit(src, styleRegions(f), tc.sel, "color", "#747474")
		if !ok {
			t.Fatalf("%s: no rule found", tc.sel)
		}
		got := string(src[:e.start]) + e.text + string(src[e.end:])
		if got != tc.want {
			t.Errorf("%s:\n%s", tc.sel, got)
		}
	}
	desc := []byte("<style>\n  .recipe h2 { color: #aaaaaa; }\n</style>")
	if _, ok := cssDeclEdit(desc, styleRegions(&TemplateFile{Src: desc}), ".recipe.svelte-6f1ewb h2:where(.svelte-6f1ewb)", "color", "#939393"); !ok {
		t.Error("Svelte 5's :where() scoping of a descendant was not matched")
	}
	global := []byte("<style>\n  :global(.meta) { color: #aaa; }\n</style>")
	if e, ok := cssDeclEdit(global, styleRegions(&TemplateFile{Src: global}), ".meta", "color", "#767676"); !ok || string(global[e.start:e.end]) != "#aaa" {
		t.Errorf("a Svelte :global(.meta) rule was not found for the page's .meta: %+v %v", e, ok)
	}
	if _, ok := cssDeclEdit(src, styleRegions(f), ".product h2", "color", "#000"); ok {
		t.Error("a rule that does not declare the property was edited")
	}
}

// A CSS module's classes reach the page renamed; the rule is found by the
// name inside the hash, and the edit lands on the file's own selector.
func TestModuleSelectorFindsTheRenamedRule(t *testing.T) {
	f := &TemplateFile{Rel: "src/components/TaskRow.module.css", kind: "css",
		Src: []byte(".row td { padding: 6px; }\n.due { color: #b0b0b0; }\n.dueDate { color: #111; }\n.row .due:hover { color: #000; }\n")}
	for page, want := range map[string]string{"._due_1c0k1_2": ".due", ".TaskRow_due__x1y2z": ".due", "._row_a1b2c td": ".row td",
		"._dueDate_9f8e7": ".dueDate", ".due-x": "", "._due_1c0k1_2:hover": ""} {
		got, ok := moduleSelector(f, page)
		if got != want || ok != (want != "") {
			t.Errorf("moduleSelector(%q) = %q, %v; want %q", page, got, ok, want)
		}
	}
	if _, ok := moduleSelector(&TemplateFile{Rel: "src/shop.css", Src: f.Src, kind: "css"}, "._due_1c0k1_2"); ok {
		t.Error("a plain stylesheet's classes are not renamed")
	}
	e, ok := cssDeclEdit(f.Src, styleRegions(f), ".due", "color", "#6b6b6b")
	if !ok || string(f.Src[e.start:e.end]) != "#b0b0b0" {
		t.Errorf("the edit after the module's selector is found: %+v %v", e, ok)
	}
}
