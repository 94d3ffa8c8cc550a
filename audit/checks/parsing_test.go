package checks

import (
	"strings"
	"testing"
)

// Each case is a document and the errors an HTML validator reports for it
// that 4.1.1 counts, by a word of each message; valid documents, legacy
// ones included, report none.
func TestParseErrors(t *testing.T) {
	const doc = "<!doctype html><html lang=en><head><title>t</title></head><body>"
	for _, c := range []struct {
		name, html string
		want       []string
	}{
		{"misnested inline", doc + "<p><b><i>x</b></i></p>", []string{"closes <b> while <i>"}},
		{"stray end tag", doc + "<div>a</div></div>", []string{"stray end tag </div>"}},
		{"span left open in div", doc + "<div><span>a</div>", []string{"closes <div> while <span>"}},
		{"never closed", doc + "<div>a", []string{"<div> is never closed"}},
		{"closed at body", doc + "<div><main>a</body></html>", []string{"<div> is never closed", "<main> is never closed"}},
		{"duplicate attribute", doc + `<img src=a alt=b alt=c>`, []string{"attribute alt twice"}},
		{"attributes run together", doc + `<a href="/x"class="y">x</a>`, []string{"no space between"}},
		{"self-closing div", doc + "<div/>a</body>", []string{"self-closing slash", "<div> is never closed"}},
		{"legacy centre and font", "<html><body><center><font>hi</center></font></body></html>", []string{"closes <center> while <font>"}},
		{"font left open in a cell", doc + "<table><tr><td><font face=x>a</td></tr></table>", []string{"closes <td> while <font>"}},
		{"form between table and rows", doc + "<table><form><tr><td><input></td></tr></form></table>", []string{"<form> directly inside <table>", "stray end tag </form>: the <form> on line 1"}},
		{"hidden input between table and rows", doc + `<table><input type="hidden" name="sid"><tr><td>a</table>`, []string{"<input type=hidden> directly inside <table>"}},
		{"text between rows", doc + "<table><tr><td>a</td>x</tr></table>", []string{"text directly inside <tr>"}},
		{"void end tag", doc + "<p>a<img src=x></img></p>", []string{"</img>: <img> has no end tag"}},
		{"heading closed by another", doc + "<h1>a</h2>", []string{"</h2> closes <h1>"}},
		{"link in a link", doc + `<a href=a>x<a href=b>y</a>`, []string{"opened inside another <a>"}},
		{"span closed across a div", doc + "<span><div></span></div>", []string{"stray end tag </span>", "<span> is never closed"}},

		{"optional end tags", doc + "<ul><li>a<li>b</ul><p>x<p>y<table><tr><td>1<td>2<tr><th>3</table><dl><dt>a<dd>b</dl><select><option>a<option>b</select>", nil},
		{"paragraph ended by a block", doc + "<p>intro<div>block</div>", nil},
		{"quirks: table inside a paragraph", "<html><body><p>a<table><tr><td>x</td></tr></table></p></body></html>", nil},
		{"legacy layout", `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html><head><title>Shop</title></head><body bgcolor="#ffffff">
<table width="100%" border="0" cellpadding="0"><tr><td valign="top"><font face="Arial" size="2"><b>Menu</b></font><br>
<a href="a.html"><img src="a.gif" alt="Home" border="0"></a><br></td>
<td><form action="/s"><input type="text" name="q"><input type="submit" value="Go"></form></td></tr></table>
<script>if (a < b && c) { document.write("</div>"); }</script>
<svg viewBox="0 0 1 1"><path d="M0 0"/><g><circle r="1"/></g></svg>
</body></html>`, nil},
		{"cells left open in a template", doc + "<table><template><tr><td>a</template><tr><td>b</table><template><caption>c</template><div><template><th>d</template></div>", nil},
		{"comments and raw text", doc + "<!-- <div> --><textarea></p></textarea><style>p > a {}</style>", nil},
	} {
		errs := ParseErrors([]byte(c.html))
		var got []string
		for _, e := range errs {
			got = append(got, e.Message)
		}
		if len(errs) != len(c.want) {
			t.Errorf("%s: %d errors, want %d:\n%s", c.name, len(errs), len(c.want), strings.Join(got, "\n"))
			continue
		}
		for i, w := range c.want {
			if !strings.Contains(got[i], w) {
				t.Errorf("%s: error %d = %q, want it to say %q", c.name, i, got[i], w)
			}
		}
	}
}

func TestParseErrorLines(t *testing.T) {
	errs := ParseErrors([]byte("<!doctype html>\n<title>t</title>\n<div>\n<p>a</div></div>\n"))
	if len(errs) != 1 || errs[0].Line != 4 || !strings.Contains(errs[0].Message, "stray end tag </div>") {
		t.Fatalf("errors = %+v, want one stray </div> on line 4", errs)
	}
	if errs := ParseErrors([]byte("<!doctype html><title>t</title>\n<table>\n  Latest news\n<tr><td>a</table>")); len(errs) != 1 || errs[0].Line != 3 {
		t.Errorf("text in a table: %+v, want one error on line 3, where the text is", errs)
	}
	r := ParsingResult([]byte("<!doctype html>\n<title>t</title>\n<b><i>x</b></i>\n"))
	if r.Status != "fail" || r.Total != 1 || !strings.Contains(r.Nodes[0].Summary, "line 3:") || r.Nodes[0].HTML != "<b><i>x</b></i>" {
		t.Errorf("result = %+v", r)
	}
	if r := ParsingResult([]byte("<!doctype html><title>t</title><p>ok")); r.Status != "pass" || len(r.Nodes) != 0 {
		t.Errorf("a valid page: %+v", r)
	}
}
