package skills

import (
	"context"
	"strings"
	"testing"
)

// TestFindRefusesATaskThatNamesAnotherElement: a skill saved for "Open the
// details of Watering can and set the quantity to 3" whose plan clicks
// Watering can's details, with only the number a slot, is not a hit for
// Pruning shears: the replay would open Watering can again. The miss names
// both. The same task with another number is still a hit.
func TestFindRefusesATaskThatNamesAnotherElement(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	task := "Open the details of Watering can and set the quantity to 3"
	plan := []Step{
		{Action: "CLICK", TargetDescription: "Details button for Watering can", SemanticRole: "navigation"},
		{Action: "TYPE", TargetDescription: "Quantity field", Value: "3"},
	}
	if _, err := s.Add(ctx, task, plan, "https://shop.example/"); err != nil {
		t.Fatal(err)
	}
	same, err := s.Find(ctx, "Open the details of Watering can and set the quantity to 5", "https://shop.example/")
	if err != nil || !same.Hit || same.Bindings["number"] != "5" {
		t.Fatalf("the same task with another number: %+v %v", same, err)
	}
	other, err := s.Find(ctx, "Open the details of Pruning shears and set the quantity to 2", "https://shop.example/")
	if err != nil {
		t.Fatal(err)
	}
	if other.Hit {
		t.Fatalf("a task naming Pruning shears replays the Watering can skill: %+v", other)
	}
	if other.NearestMiss == nil || !strings.Contains(strings.ToLower(other.NearestMiss.Reason), "water") || !strings.Contains(strings.ToLower(other.NearestMiss.Reason), "prun") {
		t.Errorf("the miss should name what the skill acts on and what the task names: %+v", other.NearestMiss)
	}
}
