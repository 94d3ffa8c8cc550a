package checks

import _ "embed"

// Best practice for data tables and form labels: header association in
// two directions, uneven rows, empty cells, multi-level headers, fields
// that share a name and labels far from their fields. They fail no
// criterion by themselves, so they run only with --best-practice. Their
// page code is tables.js and labels.js, each one block that
// adds its checks to CHEAP.

//go:embed tables.js
var checksTablesJS string

//go:embed labels.js
var checksLabelsJS string

func moreStructureChecks() []Check {
	return []Check{
		practice("aa-table-scope", "1.3.1", "minor", "info-and-relationships", "A table with both row and column headers should say which way each header points (scope, technique H63)"),
		practice("aa-table-irregular", "1.3.1", "minor", "info-and-relationships", "Every row of a data table should have the same number of columns"),
		practice("aa-table-empty-cells", "1.3.1", "minor", "info-and-relationships", "Data cells should not be left empty: say \"none\" or \"0\""),
		practice("aa-table-complex", "1.3.1", "moderate", "info-and-relationships", "A table with more than one level of headers should tie each cell to its headers (headers and id, technique H43)"),
		practice("aa-label-same", "2.4.6", "minor", "headings-and-labels", "Each form field should have a name no other field in its group shares"),
		practice("aa-label-far", "3.3.2", "minor", "labels-or-instructions", "A label should sit next to its field, not far across the line"),
	}
}
