package money

import (
	"errors"
	"strings"
	"testing"
)

// TestParseLongWholes: a whole part of 13 to 18 digits is refused with
// ErrRange before it is multiplied by 100. Without the length check,
// "92233720368547758" (17 digits) times 100 overflows int64 to a negative
// amount that passes the c > Max check.
func TestParseLongWholes(t *testing.T) {
	for n := 13; n <= 18; n++ {
		for _, lead := range []string{"1", "9"} {
			in := lead + strings.Repeat("2", n-1)
			if c, err := Parse(in); !errors.Is(err, ErrRange) {
				t.Errorf("Parse(%q) = %d, %v; want ErrRange", in, c, err)
			}
			if c, err := Parse(in + ".50"); !errors.Is(err, ErrRange) {
				t.Errorf("Parse(%q.50) = %d, %v; want ErrRange", in, c, err)
			}
		}
	}
	for _, in := range []string{"92233720368547758", "184467440737095516", "922337203685477580"} {
		if c, err := Parse(in); !errors.Is(err, ErrRange) {
			t.Errorf("Parse(%q) = %d, %v; want ErrRange", in, c, err)
		}
	}
	// 12 digits is read, then refused as above Max; 9 digits at Max is fine.
	if _, err := Parse("999999999999"); !errors.Is(err, ErrRange) {
		t.Errorf("Parse(12 digits) error = %v; want ErrRange", err)
	}
	if c, err := Parse("100000000.00"); err != nil || c != 100_000_000_00 {
		t.Errorf("Parse(Max) = %d, %v", c, err)
	}
}

func TestEuros(t *testing.T) {
	if Euros(3) != 300 || Euros(0) != 0 || Euros(10000) != 1_000_000 {
		t.Fatalf("Euros(3), Euros(0), Euros(10000) = %d, %d, %d", Euros(3), Euros(0), Euros(10000))
	}
}

func TestMustParsePanics(t *testing.T) {
	if MustParse("12.50") != 1250 {
		t.Fatal("MustParse(12.50)")
	}
	defer func() {
		if v := recover(); v == nil {
			t.Fatal("MustParse(1.234) did not panic")
		}
	}()
	MustParse("1.234")
}

// TestFrenchEdges: zero has no sign, negative amounts keep theirs, and a
// group of three digits at the very start gets no leading space.
func TestFrenchEdges(t *testing.T) {
	cases := map[Cents]string{
		0:            "0\u202f€",
		-1250:        "-12,50\u202f€",
		-100_000_00:  "-100\u202f000\u202f€",
		100_000_00:   "100\u202f000\u202f€",
		123_456_7_89: "1\u202f234\u202f567,89\u202f€",
		99:           "0,99\u202f€",
	}
	for c, want := range cases {
		if got := c.French(); got != want {
			t.Errorf("Cents(%d).French() = %q; want %q", int64(c), got, want)
		}
	}
	if got := Cents(-5).String(); got != "-0.05" {
		t.Errorf("Cents(-5).String() = %q", got)
	}
}
