package main

import (
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

func needsReview(res audit.ScanResult) []*finding.Violation {
	if res.Checks == nil {
		return nil
	}
	return res.Checks.NeedsReview
}
