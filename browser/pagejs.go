package browser

import _ "embed"

// The script the browser package runs in pages: its helpers and ops.

//go:embed pagelib.js
var pageLibCoreJS string

//go:embed refslib.js
var refsLibJS string

//go:embed guardlib.js
var guardLibJS string

//go:embed slidelib.js
var slideLibJS string

// pageLibJS is every in-page helper: the shared ones, the ref registry's,
// the drawn slider's and the guard's reader.
var pageLibJS = pageLibCoreJS + refsLibJS + slideLibJS + guardLibJS

//go:embed page.js
var pageOpsJS string

// pageJS dispatches on arg.op to the ops in page.js, over the helpers.
var pageJS = "(arg) => {\n" + pageLibJS + pageOpsJS + "  throw new Error('unknown op ' + arg.op);\n}"

// PageLibJS returns the in-page helper declarations (norm, visible,
// interactive, implicitRole, accName, cssSel, xpathOf, structKey, walk,
// fingerprint, …) for composing other page functions: wrap them with your
// own body in an arrow function.
func PageLibJS() string { return pageLibJS }
