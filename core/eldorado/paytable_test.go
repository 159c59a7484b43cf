package eldorado

import (
	"reflect"
	"testing"

	"revela/core/money"
)

// TestPaytable: the line paytable of art. 4.4.1 at each stake, typed from
// the règlement's three columns (0.50 €, 1 €, 2 €), in its order.
func TestPaytable(t *testing.T) {
	type line = PayLine
	at50 := []line{
		{Pyramide, 5, 350000}, {Pyramide, 4, 7500}, {Pyramide, 3, 500}, {Pyramide, 2, 100},
		{Coffre, 5, 22500}, {Coffre, 4, 1250}, {Coffre, 3, 100},
		{Soleil, 5, 7500}, {Soleil, 4, 250},
		{Dague, 5, 2500},
	}
	at100 := []line{
		{Pyramide, 5, 700000}, {Pyramide, 4, 15000}, {Pyramide, 3, 1000}, {Pyramide, 2, 200},
		{Coffre, 5, 45000}, {Coffre, 4, 2500}, {Coffre, 3, 200},
		{Soleil, 5, 15000}, {Soleil, 4, 500},
		{Dague, 5, 5000},
	}
	at200 := []line{
		{Pyramide, 5, 1400000}, {Pyramide, 4, 30000}, {Pyramide, 3, 2000}, {Pyramide, 2, 400},
		{Coffre, 5, 90000}, {Coffre, 4, 5000}, {Coffre, 3, 400},
		{Soleil, 5, 30000}, {Soleil, 4, 1000},
		{Dague, 5, 10000},
	}
	for _, c := range []struct {
		stake money.Cents
		want  []line
	}{{50, at50}, {100, at100}, {200, at200}, {150, nil}, {0, nil}} {
		if got := Paytable(c.stake); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Paytable(%s) = %v\nwant %v", c.stake, got, c.want)
		}
	}
}

// TestExtraLines: the Extra combinations of art. 4.4.2.
func TestExtraLines(t *testing.T) {
	want := []PayLine{{Symbol: Pyramide, Count: 1}, {Symbol: Coffre, Count: 2}, {Symbol: Soleil, Count: 3}, {Symbol: Dague, Count: 4}, {Symbol: Perroquet, Count: 5}}
	if got := ExtraLines(); !reflect.DeepEqual(got, want) {
		t.Errorf("ExtraLines() = %v, want %v", got, want)
	}
}
