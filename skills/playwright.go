package skills

import (
	"fmt"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// PlaywrightExport is a skill written as a runnable Playwright test
// (TypeScript, @playwright/test): what went into it and what could not.
type PlaywrightExport struct {
	SkillID  string `json:"skill_id"`
	FileName string `json:"file"`
	Source   string `json:"-"`
	// Params maps each ${slot} that became a test parameter to the
	// environment variable that overrides its saved value.
	Params map[string]string `json:"params"`
	// Secrets are the environment variables the test reads secrets from.
	Secrets []string       `json:"secrets"`
	Steps   []ExportedStep `json:"steps"`
	// Unsupported steps are written as a failing throw that names them,
	// never dropped: the test fails there until someone writes them.
	Unsupported []ExportedStep `json:"unsupported"`
}

// ExportedStep is how one step was written.
type ExportedStep struct {
	Step      int    `json:"step"`
	Action    string `json:"action"`
	LocatedBy string `json:"located_by,omitempty"` // role+name | label | test id | text | css | description
	DropBy    string `json:"drop_located_by,omitempty"`
	Assertion string `json:"assertion,omitempty"` // what its required_state became
	Note      string `json:"note,omitempty"`
}

// SecretEnv is the environment variable an exported test reads ${secret}
// (what the skill types into a secret field) from; ${NAME} secrets are
// read from NAME.
const SecretEnv = "SKILL_SECRET"

// ParamEnv is the environment variable that overrides the test parameter
// for slot: PARAM_ and the slot in capitals.
func ParamEnv(slot string) string { return "PARAM_" + strings.ToUpper(slot) }

// tsGen writes one test; it tracks which parameters, secrets, variables
// and helpers the steps use, so the file defines exactly those.
type tsGen struct {
	sk      *Skill
	body    strings.Builder
	params  map[string]string
	secrets map[string]bool
	vars    map[string]bool // SAVE_VARIABLE names defined so far
	helpers map[string]bool
	out     *PlaywrightExport
}

// PlaywrightTest writes sk as a Playwright test. Slots become a typed
// params object (each overridable by PARAM_<SLOT>), secrets are read from
// the environment, and each step's required_state becomes an assertion
// before the step.
func PlaywrightTest(sk *Skill) PlaywrightExport {
	out := PlaywrightExport{SkillID: sk.ID, FileName: sk.ID + ".spec.ts", Params: map[string]string{}, Secrets: []string{},
		Steps: []ExportedStep{}, Unsupported: []ExportedStep{}}
	g := &tsGen{sk: sk, params: map[string]string{}, secrets: map[string]bool{}, vars: map[string]bool{}, helpers: map[string]bool{}, out: &out}
	startURL := ""
	if sk.StartURL != "" {
		startURL = g.expr(sk.StartURL)
		g.line("await page.goto(startURL);")
	}
	for _, st := range sk.Plan {
		g.step(st)
	}
	out.Params = g.params
	for name := range g.secrets {
		out.Secrets = append(out.Secrets, name)
	}
	sort.Strings(out.Secrets)
	out.Source = g.file(startURL)
	return out
}

func (g *tsGen) line(format string, a ...any) {
	g.body.WriteString("  " + fmt.Sprintf(format, a...) + "\n")
}

// expr is text as a TypeScript expression: a string literal, or a template
// literal whose ${slots} read params, secrets or saved variables.
func (g *tsGen) expr(text string) string {
	if len(Placeholders(text)) == 0 {
		return tsString(text)
	}
	if m := rePlaceholder.FindStringSubmatchIndex(text); m[0] == 0 && m[1] == len(text) {
		return g.ref(text[m[2]:m[3]])
	}
	var b strings.Builder
	b.WriteByte('`')
	last := 0
	for _, m := range rePlaceholder.FindAllStringSubmatchIndex(text, -1) {
		b.WriteString(tsTemplateText(text[last:m[0]]))
		b.WriteString("${" + g.ref(text[m[2]:m[3]]) + "}")
		last = m[1]
	}
	b.WriteString(tsTemplateText(text[last:]))
	b.WriteByte('`')
	return b.String()
}

// ref is the TypeScript that reads one slot.
func (g *tsGen) ref(name string) string {
	switch {
	case g.vars[name]:
		return "vars." + name
	case RunTimeSlot(name):
		env := name
		if name == SecretSlot {
			env = SecretEnv
		}
		g.secrets[env] = true
		g.helpers["secret"] = true
		return "secret(" + tsString(env) + ")"
	}
	g.params[name] = ParamEnv(name)
	return "params." + name
}

// step writes one plan step: its comment, its required state as an
// assertion, and the act.
func (g *tsGen) step(st Step) {
	action := strings.ToUpper(strings.TrimSpace(string(st.Action)))
	es := ExportedStep{Step: st.Step, Action: action}
	g.body.WriteString("\n")
	head := fmt.Sprintf("  // Step %d: %s", st.Step, action)
	if d := comment(st.TargetDescription); d != "" {
		head += " " + d
	}
	switch action {
	case "NAVIGATE", "OPEN_PAGE", "GOTO", "PRESS", "PRESS_KEY", "WAIT", "SCROLL":
		head += " " + comment(st.Value)
	}
	if action == "DRAG" || action == "DRAG_AND_DROP" {
		head += " onto " + comment(st.Value)
	}
	g.body.WriteString(head + "\n")
	es.Assertion = g.requiredState(st.RequiredState)
	var err error
	switch action {
	case "NAVIGATE", "OPEN_PAGE", "GOTO":
		g.line("await page.goto(%s);", g.expr(st.Value))
	case "SAVE_VARIABLE":
		if !reVariableName.MatchString(st.VariableName) {
			err = fmt.Errorf("variable_name %q is not a name", st.VariableName)
			break
		}
		g.helpers["readValue"] = true
		g.line("vars.%s = await readValue(page.locator(%s));", st.VariableName, g.expr(st.Selector))
		g.vars[st.VariableName] = true
		es.LocatedBy = ByCSS
	case "PRESS", "PRESS_KEY":
		if strings.TrimSpace(st.TargetDescription) == "" && st.Hints == nil {
			g.line("await page.keyboard.press(%s);", g.expr(st.Value))
			break
		}
		err = g.act(st, &es, "press(%s)", g.expr(st.Value))
	case "WAIT":
		err = g.wait(st, &es)
	case "SCROLL":
		err = g.scroll(st, &es)
	case "CLICK", "CLICK_ELEMENT":
		err = g.act(st, &es, "click()")
	case "HOVER":
		err = g.act(st, &es, "hover()")
	case "TYPE", "INPUT_TEXT", "FILL":
		err = g.act(st, &es, "fill(%s)", g.expr(st.Value))
	case "SELECT", "SELECT_OPTION":
		err = g.act(st, &es, "selectOption(%s)", g.expr(st.Value))
	case "UPLOAD", "UPLOAD_FILE":
		g.helpers["uploadDir"] = true
		// Only the file's name: a path in the skill is never trusted.
		err = g.act(st, &es, "setInputFiles(path.join(uploadDir, %s))", g.expr(path.Base(strings.ReplaceAll(st.Value, `\`, "/"))))
	case "DRAG", "DRAG_AND_DROP":
		drop, ok := chooseLocator(st.Value, g.templatized(st.Value, st.DropHints), "")
		if !ok {
			err = fmt.Errorf("nothing describes where it is dropped")
			break
		}
		src, ok := chooseLocator(st.TargetDescription, g.templatized(st.TargetDescription, st.Hints), action)
		if !ok {
			err = fmt.Errorf("the step has neither a target_description nor hints to find what is dragged")
			break
		}
		es.LocatedBy, es.DropBy = src.by, drop.by
		g.helpers["drag"] = true
		g.line("await drag(page, %s, %s);", g.locatorExpr(src), g.locatorExpr(drop))
	default:
		err = fmt.Errorf("accessagents cannot write %s as Playwright yet", action)
	}
	if err != nil {
		es.Note = err.Error()
		msg := fmt.Sprintf("step %d (%s) is not supported by the Playwright export: %s; write it by hand", st.Step, action, err)
		g.line("// UNSUPPORTED: the export could not write this step; the test fails here until someone does.")
		g.line("throw new Error(%s);", tsString(msg))
		g.out.Unsupported = append(g.out.Unsupported, es)
	}
	g.out.Steps = append(g.out.Steps, es)
}

// templatized is the target's description with hints whose recorded name
// carries the example value of a slot the description uses put back as
// that slot, so another parameter value finds its own element.
func (g *tsGen) templatized(desc string, h *Hints) *Hints {
	if h == nil || len(Placeholders(desc)) == 0 {
		return h
	}
	bound := map[string]string{}
	for _, slot := range Placeholders(desc) {
		if v, ok := g.sk.Bindings[slot]; ok {
			bound[slot] = v
		}
	}
	c := *h
	c.Name = templatize(c.Name, bound)
	return &c
}

// act writes `await <locator>.<call>;` for the step's target.
func (g *tsGen) act(st Step, es *ExportedStep, call string, args ...any) error {
	action := strings.ToUpper(strings.TrimSpace(string(st.Action)))
	l, ok := chooseLocator(st.TargetDescription, g.templatized(st.TargetDescription, st.Hints), action)
	if !ok {
		return fmt.Errorf("the step has neither a target_description nor hints to find its element by")
	}
	es.LocatedBy = l.by
	g.line("await %s.%s;", g.withRecorded(l, st), fmt.Sprintf(call, args...))
	return nil
}

// withRecorded is the locator for l, falling back at run time to the
// selector the replay resolved when l names several elements (a
// "Details" button in every row). A step whose description takes a slot
// has none: the recorded selector names the saved value's element.
func (g *tsGen) withRecorded(l locator, st Step) string {
	e := g.locatorExpr(l)
	h := st.Hints
	if l.by == ByCSS || len(l.place) > 0 || h == nil || len(Placeholders(st.TargetDescription)) > 0 {
		return e
	}
	sel := strings.TrimSpace(h.Selector)
	if sel == "" || strings.HasPrefix(sel, "internal:") || !looksLikeSelector(sel) || strings.Contains(sel, "${") {
		return e
	}
	g.helpers["unique"] = true
	return fmt.Sprintf("(await unique(%s, page.locator(%s)))", e, tsString(sel))
}

// locatorExpr is the TypeScript that finds l on page.
func (g *tsGen) locatorExpr(l locator) string {
	exact := ""
	if l.exact {
		exact = ", { exact: true }"
	}
	var e string
	switch l.by {
	case ByRole, ByDescription:
		opt := ""
		if l.exact {
			opt = ", exact: true"
		}
		e = fmt.Sprintf("page.getByRole(%s, { name: %s%s })", tsString(l.role), g.expr(l.text), opt)
	case ByLabel:
		e = fmt.Sprintf("page.getByLabel(%s%s)", g.expr(l.text), exact)
	case ByTestID:
		e = fmt.Sprintf("page.getByTestId(%s)", g.expr(l.text))
	case ByText:
		if l.exact {
			g.helpers["whole"] = true
			e = fmt.Sprintf("page.getByText(whole(%s))", g.expr(l.text))
		} else {
			e = fmt.Sprintf("page.getByText(%s)", g.expr(l.text))
		}
	default:
		e = fmt.Sprintf("page.locator(%s)", g.expr(l.text))
	}
	if len(l.place) == 0 {
		return e
	}
	g.helpers["near"] = true
	quoted := make([]string, len(l.place))
	for i, p := range l.place {
		quoted[i] = tsString(p)
	}
	return fmt.Sprintf("(await near(%s, [%s]))", e, strings.Join(quoted, ", "))
}

// requiredState writes the step's precondition as an assertion and says
// what it became.
func (g *tsGen) requiredState(rs string) string {
	rs = strings.TrimSpace(rs)
	if rs == "" {
		return ""
	}
	kind, arg, _ := strings.Cut(rs, ":")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(kind) {
	case "text":
		g.line("await expect(page.getByText(%s).first()).toBeVisible();", g.expr(arg))
		return "toBeVisible (text)"
	case "selector":
		g.line("await expect(page.locator(%s).first()).toBeVisible();", g.expr(arg))
		return "toBeVisible (selector)"
	case "url":
		g.helpers["contains"] = true
		g.line("await expect(page).toHaveURL(contains(%s));", g.expr(arg))
		return "toHaveURL"
	case "title":
		g.helpers["contains"] = true
		g.line("await expect(page).toHaveTitle(contains(%s, 'i'));", g.expr(arg))
		return "toHaveTitle"
	}
	g.line("// required_state %s is not checked: it has no text:, url:, title: or selector: prefix", comment(strconv.Quote(rs)))
	return "unchecked"
}

var reDuration = regexp.MustCompile(`^(\d+(?:\.\d+)?)\s*(ms|s)?$`)

// wait writes a WAIT step: for its target (or the text in its value) to
// be visible, or for a time ("500ms", "2s").
func (g *tsGen) wait(st Step, es *ExportedStep) error {
	v := strings.TrimSpace(st.Value)
	if m := reDuration.FindStringSubmatch(v); m != nil && strings.TrimSpace(st.TargetDescription) == "" {
		n, _ := strconv.ParseFloat(m[1], 64)
		if m[2] == "s" {
			n *= 1000
		}
		g.line("await page.waitForTimeout(%d);", int(n))
		return nil
	}
	if strings.TrimSpace(st.TargetDescription) == "" && st.Hints == nil {
		if v == "" {
			return fmt.Errorf("a WAIT step needs a target, a text or a duration")
		}
		g.line("await expect(page.getByText(%s).first()).toBeVisible();", g.expr(v))
		return nil
	}
	l, ok := chooseLocator(st.TargetDescription, g.templatized(st.TargetDescription, st.Hints), "WAIT")
	if !ok {
		return fmt.Errorf("nothing to wait for")
	}
	es.LocatedBy = l.by
	g.line("await expect(%s).toBeVisible();", g.locatorExpr(l))
	return nil
}

// scroll writes a SCROLL step: its target into view, or the page by a
// direction and amount in its value ("down", "up 400").
func (g *tsGen) scroll(st Step, es *ExportedStep) error {
	if strings.TrimSpace(st.TargetDescription) != "" || st.Hints != nil {
		return g.act(st, es, "scrollIntoViewIfNeeded()")
	}
	f := strings.Fields(strings.ToLower(st.Value))
	dir, amount := "down", 600
	if len(f) > 0 {
		dir = f[0]
	}
	if len(f) > 1 {
		if n, err := strconv.Atoi(f[1]); err == nil && n > 0 {
			amount = n
		}
	}
	dx, dy := 0, 0
	switch dir {
	case "down":
		dy = amount
	case "up":
		dy = -amount
	case "right":
		dx = amount
	case "left":
		dx = -amount
	default:
		return fmt.Errorf("scroll direction %q: use up, down, left or right", dir)
	}
	g.line("await page.mouse.wheel(%d, %d);", dx, dy)
	return nil
}
