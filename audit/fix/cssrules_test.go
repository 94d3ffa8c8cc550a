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
