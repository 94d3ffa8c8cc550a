package main

import "github.com/accessagents/accessagents/audit"

func needsReview(res audit.ScanResult) []*audit.Violation {
	if res.Checks == nil {
		return nil
	}
	return res.Checks.NeedsReview
}
