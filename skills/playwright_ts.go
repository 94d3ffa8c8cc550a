package skills

import (
	"fmt"
	"sort"
	"strings"
)

// The TypeScript an exported test is made of, apart from its steps.

// PlaywrightConfig is the playwright.config.ts written next to exported
// tests: Chromium from ACCESSAGENTS_BROWSER_PATH when set (the browser
// accessagents uses; Playwright's own download otherwise), and timeouts
// that hold on a busy machine.
const PlaywrightConfig = `// Written by accessagents skill export (format playwright).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    actionTimeout: 15_000,
    // The Chromium accessagents uses; unset, Playwright uses the browser
    // npx playwright install downloaded.
    launchOptions: {
      executablePath: process.env.ACCESSAGENTS_BROWSER_PATH || undefined,
      args: ['--disable-gpu', '--disable-sync'],
    },
  },
});
`

// Helpers an exported test defines when its steps use them.
const (
	tsSecret = `// Secrets are never written into this file: each is read from the environment.
function secret(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(` + "`set the environment variable ${name}: the skill types it into a secret field`" + `);
  return value;
}
`
	tsUploadDir = `// Files to upload come from UPLOAD_DIR (default: ./uploads), never from a path in the skill.
const uploadDir = path.resolve(process.env.UPLOAD_DIR ?? 'uploads');
`
	tsContains = `// contains matches a URL or title that contains text (a skill's url: and title: states).
const contains = (text: string, flags = '') => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
`
	tsWhole = `// whole matches an element whose whole text is text, give or take the icons,
// glyphs and punctuation around it ("⠿ Write docs", "Save ›"), as a person
// reads it; Playwright's exact text match counts those as text.
const whole = (text: string) => new RegExp('^[^\\p{L}\\p{N}]*' + text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '[^\\p{L}\\p{N}]*$', 'u');
`
	tsNear = `// near narrows several matches to the one whose surroundings (landmarks,
// sections, their ids, classes and headings) name every keyword of the place
// the skill describes; a keyword's synonyms are separated by |. Several or
// none left is a failure that lists where each match is, never a guess.
async function near(matches: Locator, place: string[]): Promise<Locator> {
  await matches.first().waitFor({ state: 'attached' });
  if ((await matches.count()) === 1) return matches;
  const where: string[] = await matches.evaluateAll((els) => els.map((el) => {
    const out: string[] = [];
    for (let a = el.parentElement; a && a !== document.body && out.length < 24; a = a.parentElement) {
      out.push(a.getAttribute('aria-label') || '', a.getAttribute('role') || '', a.tagName.toLowerCase(), a.id,
        typeof a.className === 'string' ? a.className : '');
      const h = a.querySelector(':scope > h1, :scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > h6, :scope > legend');
      if (h) out.push((h.textContent || '').trim());
    }
    return out.filter(Boolean).join(' ').toLowerCase();
  }));
  const hits = where.flatMap((w, i) => (place.every((kw) => kw.split('|').some((alt) => w.includes(alt))) ? [i] : []));
  if (hits.length !== 1) {
    throw new Error(` + "`${where.length} elements match ${matches} and ${hits.length} of them are in [${place.join(' ')}]: ${where.join(' / ')}`" + `);
  }
  return matches.nth(hits[0]);
}
`
	tsUnique = `// unique is the element a step acts on: the locator a person would use, when
// it names one element; when it names several (a "Details" button in every
// row), the selector the replay resolved when the skill was saved.
async function unique(primary: Locator, recorded: Locator): Promise<Locator> {
  await primary.or(recorded).first().waitFor({ state: 'attached' });
  if ((await primary.count()) === 1) return primary;
  if ((await recorded.count()) === 1) return recorded;
  throw new Error(` + "`${primary} matches ${await primary.count()} elements and ${recorded} matches ${await recorded.count()}`" + `);
}
`
	tsDrag = `// drag is a person's drag: press on from, move in small steps onto to, release.
// Libraries built on pointer events (SortableJS, dnd-kit) need the steps to
// see a drag at all, and HTML5 drag and drop needs them to fire dragover.
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error(` + "`cannot drag ${from} onto ${to}: one of them has no box on the page`" + `);
  const [x, y, tx, ty] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 6, y + 6, { steps: 3 });
  await page.mouse.move(tx, ty, { steps: 12 });
  await page.mouse.move(tx + 1, ty + 1, { steps: 2 });
  await page.mouse.up();
}
`
	tsReadValue = `// readValue is what a SAVE_VARIABLE step reads: a field's value, else the visible text.
async function readValue(el: Locator): Promise<string> {
  return el.evaluate((e) => ('value' in e && typeof (e as HTMLInputElement).value === 'string'
    ? (e as HTMLInputElement).value : (e as HTMLElement).innerText).trim());
}
`
)

// tsString is s as a single-quoted TypeScript string literal.
func tsString(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	for _, r := range s {
		switch r {
		case '\\':
			b.WriteString(`\\`)
		case '\'':
			b.WriteString(`\'`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\u2028', '\u2029':
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\x%02x`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('\'')
	return b.String()
}

// tsTemplateText escapes s for the literal part of a template literal.
func tsTemplateText(s string) string {
	return strings.NewReplacer(`\`, `\\`, "`", "\\`", "${", "\\${", "\r", `\r`).Replace(s)
}

// comment is s on one line, fit for a // comment.
func comment(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 120 {
		s = string(r[:119]) + "…"
	}
	return s
}

// file assembles the test file around the steps written in g.body.
func (g *tsGen) file(startURL string) string {
	sk := g.sk
	var b strings.Builder
	fmt.Fprintf(&b, "// Written by accessagents skill export (format playwright) from skill %s on %s.\n", sk.ID, sk.Site)
	b.WriteString("// Change the skill and export it again rather than editing this file. Run: npx playwright test\n")
	imports := "test, expect"
	if g.helpers["near"] || g.helpers["readValue"] || g.helpers["drag"] || g.helpers["unique"] {
		imports += ", type Locator"
	}
	if g.helpers["drag"] {
		imports += ", type Page"
	}
	fmt.Fprintf(&b, "import { %s } from '@playwright/test';\n", imports)
	if g.helpers["uploadDir"] {
		b.WriteString("import * as path from 'node:path';\n")
	}
	if len(g.params) > 0 {
		slots := make([]string, 0, len(g.params))
		for s := range g.params {
			slots = append(slots, s)
		}
		sort.Strings(slots)
		b.WriteString("\n// The skill's ${slots}, with the values it was saved with; PARAM_<SLOT> in the\n// environment overrides one.\n")
		fields := make([]string, len(slots))
		for i, s := range slots {
			fields[i] = s + ": string"
		}
		fmt.Fprintf(&b, "const params: { %s } = {\n", strings.Join(fields, "; "))
		for _, s := range slots {
			def := "undefined"
			if v, ok := sk.Bindings[s]; ok {
				def = tsString(v)
			}
			fmt.Fprintf(&b, "  %s: process.env.%s ?? %s,\n", s, g.params[s], def)
		}
		b.WriteString("};\n")
		for _, s := range slots {
			if _, ok := sk.Bindings[s]; !ok {
				fmt.Fprintf(&b, "if (params.%s === undefined) throw new Error('set %s: the skill saved no value for ${%s}');\n", s, g.params[s], s)
			}
		}
	}
	if startURL != "" {
		b.WriteString("\n// Where the skill starts; START_URL in the environment overrides it.\n")
		fmt.Fprintf(&b, "const startURL = process.env.START_URL ?? %s;\n", startURL)
	}
	for _, h := range []struct{ name, src string }{{"secret", tsSecret}, {"uploadDir", tsUploadDir}, {"contains", tsContains}, {"whole", tsWhole},
		{"near", tsNear}, {"unique", tsUnique}, {"drag", tsDrag}, {"readValue", tsReadValue}} {
		if g.helpers[h.name] {
			b.WriteString("\n" + h.src)
		}
	}
	fmt.Fprintf(&b, "\ntest(%s, async ({ page }) => {\n", tsString(sk.Task))
	if len(g.vars) > 0 {
		b.WriteString("  // What SAVE_VARIABLE steps read off the page, for later steps.\n  const vars: Record<string, string> = {};\n")
	}
	b.WriteString(g.body.String())
	b.WriteString("});\n")
	return b.String()
}
