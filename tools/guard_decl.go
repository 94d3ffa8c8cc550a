package tools

import (
	"encoding/json"
	"fmt"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

// declarable reports whether a tool may declare the act: any act the gate
// judges, except the page's own requests, which are an act's effect.
func declarable(a schemas.Act) bool { return a.Gated() && a != browser.ActRequest }

// checkGuardDeclaration enforces the guard's contract at registration: a
// read-only tool acts on nothing; any other tool declares the acts the
// guard must judge, or says why it performs none.
func (def Tool) checkGuardDeclaration() error {
	for _, a := range def.Acts {
		if !declarable(a) {
			return fmt.Errorf("tool %s declares unknown act %q", def.Name, a)
		}
	}
	switch {
	case def.ReadOnly && len(def.Acts) > 0:
		return fmt.Errorf("tool %s is annotated read-only but declares acts %v; an act is not read-only", def.Name, def.Acts)
	case !def.ReadOnly && len(def.Acts) == 0 && def.Inert == "":
		return fmt.Errorf("tool %s is not read-only: declare the browser acts it performs (Tool.Acts) so the guard judges them, or why it performs none (Tool.Inert)", def.Name)
	case len(def.Acts) > 0 && def.Inert != "":
		return fmt.Errorf("tool %s declares acts and says it is inert", def.Name)
	}
	return nil
}

// confirmationArg reads a relayed confirmation id from a call's arguments
// (already schema-validated), for whichever act the gate settles with it.
func confirmationArg(raw json.RawMessage) string {
	var a struct {
		ConfirmationID string `json:"confirmation_id"`
	}
	_ = json.Unmarshal(raw, &a)
	return a.ConfirmationID
}
