package skills

import (
	"strings"
	"testing"
)

// TestChooseLocator: the locator an exported step uses, in codegen's
// order of preference (role+name, label, test id, text, CSS last).
func TestChooseLocator(t *testing.T) {
	for _, tc := range []struct {
		name, desc, action string
		h                  *Hints
		by, role, text     string
	}{
		{"recorded role and name", "New project", "CLICK", &Hints{Role: "button", Name: "New project", Selector: "#np"}, ByRole, "button", "New project"},
		{"a tag is not a role", "Design the logo", "DRAG", &Hints{Role: "li", Name: "Design the logo", Selector: "li.card"}, ByText, "", "Design the logo"},
		{"a cut name is not matched exactly", "Long", "CLICK", &Hints{Role: "link", Name: "A very long na…", Selector: "#l"}, ByText, "", "Long"},
		{"planner's label selector", "Team", "TYPE", &Hints{Selector: `internal:label="Team"s`}, ByLabel, "", "Team"},
		{"playwright role selector", "Mark urgent", "CLICK", &Hints{Selector: `internal:role=menuitem[name="Mark urgent"s]`}, ByRole, "menuitem", "Mark urgent"},
		{"field by its recorded name", "the email", "TYPE", &Hints{Name: "Email", Selector: "#e"}, ByLabel, "", "Email"},
		{"field by a bare label", "Order reference", "TYPE", nil, ByLabel, "", "Order reference"},
		{"test id before text", "Save board", "CLICK", &Hints{Selector: `[data-testid="save-board"]`}, ByTestID, "", "save-board"},
		{"seed 001 description", "the 'New Project' button in the left sidebar", "CLICK", nil, ByDescription, "button", "New Project"},
		{"seed 001 field", "the 'Priority' dropdown", "SELECT", nil, ByDescription, "combobox", "Priority"},
		{"plain text", "Dismiss", "CLICK", nil, ByText, "", "Dismiss"},
		{"a sentence with a selector", "the third card of the second list on the board, below the fold", "CLICK", &Hints{Selector: "ul#doing > li:nth-of-type(3)"}, ByCSS, "", "ul#doing > li:nth-of-type(3)"},
		{"a selector as description", "#save", "CLICK", nil, ByCSS, "", "#save"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, ok := chooseLocator(tc.desc, tc.h, tc.action)
			if !ok || l.by != tc.by || l.role != tc.role || l.text != tc.text {
				t.Errorf("got %+v (%v), want %s %q %q", l, ok, tc.by, tc.role, tc.text)
			}
		})
	}
	if l, _ := chooseLocator("the 'New Project' button in the left sidebar", nil, "CLICK"); strings.Join(l.place, ",") != "left,sidebar|complementary|aside|side" {
		t.Errorf("place %v, want the description's place with its synonyms", l.place)
	}
}

// TestPlaywrightExportNeverWritesSecrets: what is typed into a secret
// field, and ${NAME} secrets, are read from the environment; their values
// appear nowhere in the file, and neither does an upload's directory.
func TestPlaywrightExportNeverWritesSecrets(t *testing.T) {
	plan, err := Prepare([]Step{
		{Action: "TYPE", TargetDescription: "Email", Value: "ann@example.com"},
		{Action: "TYPE", TargetDescription: "Password", Value: "hunter2-correct-horse"},
		{Action: "TYPE", TargetDescription: "Workspace", Value: "${API_TOKEN}"},
		{Action: "CLICK", TargetDescription: "Sign in"},
	}, map[string]string{"email": "ann@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	plan = append(plan, Step{Step: 5, Action: "UPLOAD", TargetDescription: "Attachment", Value: "/home/ann/private/report.pdf"})
	ex := PlaywrightTest(&Skill{ID: "sk_1", Task: "Sign in as ann@example.com", StartURL: "https://app.example/login", Plan: plan,
		Bindings: map[string]string{"email": "ann@example.com", "unused": "leaked-value"}})
	for _, never := range []string{"hunter2", "leaked-value", "/home/ann"} {
		if strings.Contains(ex.Source, never) {
			t.Errorf("the exported test contains %q:\n%s", never, ex.Source)
		}
	}
	for _, want := range []string{"fill(secret('SKILL_SECRET'))", "fill(secret('API_TOKEN'))", "email: process.env.PARAM_EMAIL ?? 'ann@example.com'",
		"fill(params.email)", "setInputFiles(path.join(uploadDir, 'report.pdf'))"} {
		if !strings.Contains(ex.Source, want) {
			t.Errorf("the exported test lacks %q:\n%s", want, ex.Source)
		}
	}
	if strings.Join(ex.Secrets, ",") != "API_TOKEN,SKILL_SECRET" || len(ex.Params) != 1 {
		t.Errorf("secrets %v params %v", ex.Secrets, ex.Params)
	}
}

// TestPlaywrightExportActsAndStates: each act the export knows becomes its
// Playwright call, each prefixed required_state its assertion, and an act
// it does not know fails the test there by name, listed in the result.
func TestPlaywrightExportActsAndStates(t *testing.T) {
	sk := &Skill{ID: "sk_2", Task: "Everything", StartURL: "https://app.example/${team}/board", Bindings: map[string]string{"team": "core"}, Plan: []Step{
		{Step: 1, Action: "CLICK", TargetDescription: "New", RequiredState: "url:/board"},
		{Step: 2, Action: "TYPE", TargetDescription: "Title", Value: "Q4 `plan` ${team}", RequiredState: "title:Board"},
		{Step: 3, Action: "SELECT", TargetDescription: "Priority", Value: "High", RequiredState: "text:It's new"},
		{Step: 4, Action: "PRESS_KEY", Value: "Enter", RequiredState: "selector:#dialog"},
		{Step: 5, Action: "HOVER", TargetDescription: "Card", RequiredState: "projects_list_visible"},
		{Step: 6, Action: "DRAG", TargetDescription: "Card", Value: "Done"},
		{Step: 7, Action: "WAIT", Value: "500ms"},
		{Step: 8, Action: "WAIT", TargetDescription: "Saved"},
		{Step: 9, Action: "SCROLL", Value: "up 200"},
		{Step: 10, Action: "SAVE_VARIABLE", Selector: "#ref", VariableName: "ref"},
		{Step: 11, Action: "NAVIGATE", Value: "https://app.example/orders/${ref}"},
		{Step: 12, Action: "TELEPORT", TargetDescription: "Mars"},
	}}
	ex := PlaywrightTest(sk)
	for _, want := range []string{
		"const startURL = process.env.START_URL ?? `https://app.example/${params.team}/board`;",
		"await expect(page).toHaveURL(contains('/board'));",
		"await page.getByText(whole('New')).click();",
		"await expect(page).toHaveTitle(contains('Board', 'i'));",
		"await page.getByLabel('Title', { exact: true }).fill(`Q4 \\`plan\\` ${params.team}`);",
		"await expect(page.getByText('It\\'s new').first()).toBeVisible();",
		"await page.getByLabel('Priority', { exact: true }).selectOption('High');",
		"await expect(page.locator('#dialog').first()).toBeVisible();",
		"await page.keyboard.press('Enter');",
		`// required_state "projects_list_visible" is not checked`,
		"await page.getByText(whole('Card')).hover();",
		"await drag(page, page.getByText(whole('Card')), page.getByText(whole('Done')));",
		"await page.waitForTimeout(500);",
		"await expect(page.getByText(whole('Saved'))).toBeVisible();",
		"await page.mouse.wheel(0, -200);",
		"vars.ref = await readValue(page.locator('#ref'));",
		"await page.goto(`https://app.example/orders/${vars.ref}`);",
		"throw new Error('step 12 (TELEPORT) is not supported by the Playwright export",
	} {
		if !strings.Contains(ex.Source, want) {
			t.Errorf("the exported test lacks %s", want)
		}
	}
	if len(ex.Unsupported) != 1 || ex.Unsupported[0].Step != 12 || len(ex.Steps) != 12 {
		t.Errorf("unsupported %+v of %d steps", ex.Unsupported, len(ex.Steps))
	}
	if t.Failed() {
		t.Log(ex.Source)
	}
}
