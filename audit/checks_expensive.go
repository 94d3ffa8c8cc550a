package audit

import (
	"context"
	"fmt"

	"github.com/playwright-community/playwright-go"
)

// runExpensive runs one on-request check; the keyboard checks share one
// Tab walk per run.
func (e *Engine) runExpensive(ctx context.Context, p playwright.Page, id string, walk *keyWalk) (rawCheck, error) {
	if isKeyboardCheck(id) {
		if err := walk.run(ctx, p); err != nil {
			return rawCheck{}, err
		}
		return walk.result(id), nil
	}
	return rawCheck{}, fmt.Errorf("%s is not built yet", id)
}
