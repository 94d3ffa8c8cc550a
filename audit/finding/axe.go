package finding

import (
	"encoding/json"
	"errors"
)

// Node is one violating node as finishJS returns it.
type Node struct {
	Target  json.RawMessage `json:"target"`
	XPath   json.RawMessage `json:"xpath"`
	HTML    string          `json:"html"`
	Summary string          `json:"summary"`
	Impact  string          `json:"impact"`
	Text    *string         `json:"text"`
	Data    json.RawMessage `json:"data"`
}

// Rule is one rule's result as finishJS returns it: its nodes up to the
// cap and its total.
type Rule struct {
	ID          string   `json:"id"`
	Impact      string   `json:"impact"`
	Help        string   `json:"help"`
	HelpURL     string   `json:"helpUrl"`
	Description string   `json:"description"`
	Tags        []string `json:"tags"`
	Nodes       []Node   `json:"nodes"`
	Total       int      `json:"total"`
}

// RuleResult is one rule re-run on one element.
type RuleResult struct {
	Status string `json:"status"` // pass, fail, incomplete, inapplicable
	Reason string `json:"reason,omitempty"`
	Data   json.RawMessage
}

// ErrUnknownRule is an axe rule id axe does not know.
var ErrUnknownRule = errors.New("unknown axe rule")

// ErrUnknownCheck is a check name AccessAgents does not know.
var ErrUnknownCheck = errors.New("unknown check")

// RawCheck is one of our checks' results as a page function returns it:
// failing nodes, nodes for review, or the verdict on one element.
type RawCheck struct {
	ID          string          `json:"id"`
	Error       string          `json:"error"`
	Total       int             `json:"total"`
	Nodes       []Node          `json:"nodes"`
	ReviewTotal int             `json:"reviewTotal"`
	Review      []Node          `json:"review"`
	Status      string          `json:"status"`
	Reason      string          `json:"reason"`
	Data        json.RawMessage `json:"data"`
}
