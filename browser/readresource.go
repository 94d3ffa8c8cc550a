package browser

import (
	"encoding/base64"
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// ReadResource reads an address the way DevTools reads a page's source
// maps: over CDP (Network.loadNetworkResource), outside the page's own
// requests. It goes through the browser's network, and so through the
// address policy, but not through the page's routes: a read of ours is no
// act of the page for the guard to judge (a module named
// TransactionRow.tsx, fetched by the page, read as a payment and was
// refused). maxBytes bounds what is read.
func ReadResource(p playwright.Page, url string, maxBytes int) (string, error) {
	cdp, err := listenSession(p)
	if err != nil {
		return "", err
	}
	tree, err := cdp.Send("Page.getFrameTree", nil)
	if err != nil {
		return "", err
	}
	frameID := ""
	if m, ok := tree.(map[string]any); ok {
		if ft, ok := m["frameTree"].(map[string]any); ok {
			if fr, ok := ft["frame"].(map[string]any); ok {
				frameID, _ = fr["id"].(string)
			}
		}
	}
	if frameID == "" {
		return "", fmt.Errorf("read %s: the page has no main frame", url)
	}
	res, err := cdp.Send("Network.loadNetworkResource", map[string]any{"frameId": frameID, "url": url,
		"options": map[string]any{"disableCache": false, "includeCredentials": false}})
	if err != nil {
		return "", fmt.Errorf("read %s: %w", url, err)
	}
	r, _ := res.(map[string]any)
	rsrc, _ := r["resource"].(map[string]any)
	if ok, _ := rsrc["success"].(bool); !ok {
		status, _ := rsrc["httpStatusCode"].(float64)
		return "", fmt.Errorf("read %s: HTTP %v %v", url, status, rsrc["netErrorName"])
	}
	stream, _ := rsrc["stream"].(string)
	if stream == "" {
		return "", fmt.Errorf("read %s: no content", url)
	}
	defer cdp.Send("IO.close", map[string]any{"handle": stream})
	var b strings.Builder
	for b.Len() < maxBytes {
		chunk, err := cdp.Send("IO.read", map[string]any{"handle": stream, "size": 1 << 20})
		if err != nil {
			return "", fmt.Errorf("read %s: %w", url, err)
		}
		c, _ := chunk.(map[string]any)
		data, _ := c["data"].(string)
		if enc, _ := c["base64Encoded"].(bool); enc {
			raw, err := base64.StdEncoding.DecodeString(data)
			if err != nil {
				return "", fmt.Errorf("read %s: %w", url, err)
			}
			data = string(raw)
		}
		b.WriteString(data)
		if eof, _ := c["eof"].(bool); eof {
			break
		}
	}
	return b.String(), nil
}
