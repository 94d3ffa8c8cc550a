package browser

import (
	"context"
	"fmt"
	"slices"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Found is one visible element a role and accessible name matched, with
// the selector that acts on it and where it sits.
type Found struct {
	Selector string `json:"selector"`
	Role     string `json:"role"`
	Name     string `json:"name"`
	// Context is where the element sits, as Described.Context: its
	// enclosing sections, landmarks, shadow hosts and frames.
	Context string `json:"context"`
	// Exact: the name matched with its case.
	Exact bool `json:"exact"`
}

// roleAliases are the roles a role word also stands for: "the Search
// field" is a textbox to a person and a searchbox to the tree.
var roleAliases = map[string][]string{"textbox": {"textbox", "searchbox"}}

var findRoleJS = "(arg) => {\n" + pageLibJS + `
  const want = norm(arg.name), low = want.toLowerCase();
  const out = [];
  let closed = 0;
  walk(document, top, (el, root, ctx) => {
    if (!closed && closedHost(el)) closed++;
    if (out.length >= 20 || !arg.roles.includes(implicitRole(el))) return true;
    const name = accName(el);
    if (name.toLowerCase() !== low || !visible(el)) return true;
    out.push({ selector: describe(el, root, ctx).sel, role: implicitRole(el), name, context: placeOf(el), exact: name === want });
    return true;
  });
  return { found: out, closedHosts: closed };
}`

// FindRole finds the visible elements whose role is role and whose
// accessible name is name (any case; Exact says which kept it), across
// same-origin frames and open shadow roots (DOM-first) and, when the page
// has custom elements without an open root, closed shadow roots (from
// Chromium's accessibility tree). It guesses nothing: the caller decides
// what several matches mean.
func (s *Session) FindRole(ctx context.Context, role, name string) ([]Found, Outcome, error) {
	roles := roleAliases[role]
	if roles == nil {
		roles = []string{role}
	}
	return doInto(s, ctx, func(p playwright.Page, found *[]Found) error {
		var raw struct {
			Found  []Found `json:"found"`
			Closed int     `json:"closedHosts"`
		}
		v, err := p.Evaluate(findRoleJS, map[string]any{"roles": roles, "name": name})
		if err != nil {
			return fmt.Errorf("find %s %q: %w", role, name, err)
		}
		if err := Remarshal(v, &raw); err != nil {
			return err
		}
		*found = raw.Found
		if raw.Closed == 0 {
			return nil
		}
		return withCDP(p, func(cdp playwright.CDPSession) error {
			nodes, err := scanClosed(cdp)
			if err != nil {
				return fmt.Errorf("read controls in closed shadow roots: %w", err)
			}
			for _, n := range nodes {
				if !slices.Contains(roles, n.el.Role) || !strings.EqualFold(n.el.Name, strings.Join(strings.Fields(name), " ")) {
					continue
				}
				f := Found{Selector: n.el.Selector, Role: n.el.Role, Name: n.el.Name, Exact: n.el.Name == strings.Join(strings.Fields(name), " ")}
				_ = callOnNode(cdp, n.backend, placeOfJS, &f.Context)
				*found = append(*found, f)
			}
			return nil
		})
	})
}
