package evidence

import _ "embed"

// ColourLibJS is the page-side colour library: parsing computed colours,
// compositing over the backgrounds behind an element, and WCAG contrast, the
// same sums as contrast.go. The cheap colour checks and the hover checks
// both load it.
//
//go:embed colourlib.js
var ColourLibJS string
