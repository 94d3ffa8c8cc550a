package skills

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/accessagents/accessagents/browser"
)

var reVariableName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,40}$`)

// checkSaveVariable validates a SAVE_VARIABLE step: it names the element
// to read and the variable, and carries nothing an acting step would.
func checkSaveVariable(s Step) error {
	switch {
	case strings.TrimSpace(s.Selector) == "":
		return errors.New("SAVE_VARIABLE needs selector: the element whose value or visible text is read")
	case !reVariableName.MatchString(s.VariableName):
		return fmt.Errorf("SAVE_VARIABLE needs variable_name matching %s, got %q", reVariableName, s.VariableName)
	case s.VariableName == SecretSlot:
		return fmt.Errorf("variable_name %q is reserved for what is typed into secret fields; use another name", s.VariableName)
	case s.Value != "":
		return errors.New("SAVE_VARIABLE takes no value: it reads the value off the page")
	}
	return nil
}

// saveVariable runs a SAVE_VARIABLE step: it reads the element's value or
// visible text (sanitised and capped by browser.ReadValue, the same read
// audit_inspect_element reports) into vars[step.VariableName].
func saveVariable(ctx context.Context, s *browser.Session, st Step, sr *StepResult, vars map[string]string) error {
	sel, _ := Fill(st.Selector, vars)
	sr.Selector, sr.ResolvedBy, sr.Target = sel, "selector", "${"+st.VariableName+"}"
	rv, _, err := s.ReadValue(ctx, sel)
	if err != nil {
		return fmt.Errorf("step %d: read ${%s} from %s: %w", st.Step, st.VariableName, sel, err)
	}
	vars[st.VariableName] = rv.Value
	return nil
}
