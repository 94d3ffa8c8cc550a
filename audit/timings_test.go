package audit

import "testing"

// TestScanTimings: a fresh scan says where its time went, phase by phase,
// and its phases fit in its total; a rescan of the open page opens nothing;
// a page read with a cursor is no scan and carries none.
func TestScanTimings(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	ctx := testCtx(t)
	res, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL("/site/shop.html"), PageSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	tm := res.Timings
	if tm == nil {
		t.Fatal("a fresh scan has no timings")
	}
	if tm.Navigate <= 0 || tm.Axe <= 0 || tm.Total <= 0 {
		t.Errorf("navigate, axe and total must have taken time: %+v", *tm)
	}
	if sum := tm.Navigate + tm.Load + tm.Inject + tm.Axe + tm.Finish + tm.Checks + tm.SiteFacts + tm.Source + tm.Serialise; sum > tm.Total {
		t.Errorf("phases add up to %d ms, more than the %d ms total: %+v", sum, tm.Total, *tm)
	}
	if res.Cursor == "" {
		t.Fatal("the shop page has more than one violating node: want a cursor at page_size 1")
	}
	page, err := testEngine.Scan(ctx, s, ScanOptions{Cursor: res.Cursor, PageSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	if page.Timings != nil {
		t.Errorf("a page read with a cursor carries timings: %+v", *page.Timings)
	}
	again, err := testEngine.Scan(ctx, s, ScanOptions{PageSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	if again.Timings == nil || again.Timings.Navigate != 0 || again.Timings.Load != 0 || again.Timings.Axe <= 0 {
		t.Errorf("a rescan of the open page: %+v", again.Timings)
	}
}
