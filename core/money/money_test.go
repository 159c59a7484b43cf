package money

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/shopspring/decimal"
)

func TestParse(t *testing.T) {
	good := map[string]Cents{
		"0.50": 50, "0.5": 50, "1": 100, "12.5": 1250, "12.50": 1250, "0": 0,
		"1000": 100000, "3500": 350000, "87.50": 8750, "0.01": 1, "100000000": Max,
		"10": 1000, "1.00": 100, "0.05": 5, "0.0": 0, "100.5": 10050,
	}
	for in, want := range good {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	bad := map[string]error{
		"": ErrSyntax, "-1": ErrNegative, "-0.50": ErrNegative, "1.234": ErrPrecision,
		"abc": ErrSyntax, "1e3": ErrSyntax, "+1": ErrSyntax, " 1": ErrSyntax, "1,50": ErrSyntax,
		".5": ErrSyntax, "5.": ErrSyntax, "1.2.3": ErrSyntax, "NaN": ErrSyntax,
		"100000000.01": ErrRange, "99999999999999999999": ErrRange, "0x10": ErrSyntax,
		// A whole part with a leading zero: "01" must not sell at 1 €.
		"01": ErrSyntax, "00": ErrSyntax, "00.5": ErrSyntax, "007": ErrSyntax, "01.50": ErrSyntax,
		"000000000000001": ErrSyntax,
	}
	for in, want := range bad {
		if _, err := Parse(in); !errors.Is(err, want) {
			t.Errorf("Parse(%q) error = %v; want %v", in, err, want)
		}
	}
}

func TestString(t *testing.T) {
	cases := map[Cents]string{0: "0", 50: "0.50", 100: "1", 1250: "12.50", 8750: "87.50", 1_000_000: "10000", 1: "0.01", -250: "-2.50"}
	for c, want := range cases {
		if got := c.String(); got != want {
			t.Errorf("%d.String() = %q; want %q", c, got, want)
		}
		if back, err := Parse(want); c >= 0 && (err != nil || back != c) {
			t.Errorf("round trip %q = %d, %v", want, back, err)
		}
	}
}

func TestFrench(t *testing.T) {
	cases := map[Cents]string{100: "1\u202f€", 1250: "12,50\u202f€", 1_000_000: "10\u202f000\u202f€", 50: "0,50\u202f€", 1205: "12,05\u202f€", 180_000_000: "1\u202f800\u202f000\u202f€"}
	for c, want := range cases {
		if got := c.French(); got != want {
			t.Errorf("%d.French() = %q; want %q", c, got, want)
		}
	}
}

func TestDecimal(t *testing.T) {
	d := Cents(1250).Decimal()
	if !d.Equal(decimal.RequireFromString("12.5")) {
		t.Fatalf("Decimal() = %s", d)
	}
	c, err := FromDecimal(decimal.RequireFromString("87.50"))
	if err != nil || c != 8750 {
		t.Fatalf("FromDecimal(87.50) = %d, %v", c, err)
	}
	if _, err := FromDecimal(decimal.RequireFromString("0.005")); !errors.Is(err, ErrPrecision) {
		t.Fatalf("FromDecimal(0.005) error = %v", err)
	}
	if _, err := FromDecimal(decimal.RequireFromString("-1")); !errors.Is(err, ErrNegative) {
		t.Fatalf("FromDecimal(-1) error = %v", err)
	}
	if r := Ratio(100395000, 145500000, 4); r.String() != "0.69" {
		t.Fatalf("Ratio = %s; want 0.69", r)
	}
}

func TestJSON(t *testing.T) {
	var v struct {
		Stake Cents `json:"stake"`
	}
	if err := json.Unmarshal([]byte(`{"stake":"0.50"}`), &v); err != nil || v.Stake != 50 {
		t.Fatalf("unmarshal = %d, %v", v.Stake, err)
	}
	for _, in := range []string{`{"stake":0.5}`, `{"stake":"-1"}`, `{"stake":"1.001"}`} {
		if err := json.Unmarshal([]byte(in), &v); err == nil {
			t.Errorf("unmarshal %s: want error", in)
		}
	}
	out, _ := json.Marshal(v)
	if string(out) != `{"stake":"0.50"}` {
		t.Fatalf("marshal = %s", out)
	}
}
