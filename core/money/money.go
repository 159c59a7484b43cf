// Package money holds exact euro amounts.
//
// The rules engines, the lot tables and the store count in Cents, an exact
// integer number of euro cents (docs/rules/README.md: "at most two decimals",
// the smallest amount in any table is 0.50 €). Decimal strings are the wire
// form ("0.50", "1", "12.50"). Conversions to and from
// github.com/shopspring/decimal are in decimal.go, left out of the
// WebAssembly client, which does not need them. No float ever carries an
// amount.
package money

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Cents is an exact amount of money in euro cents: 1250 is 12.50 €.
type Cents int64

// Max is the largest amount the project accepts anywhere: 100 million euros.
// It bounds parsing so that no input can overflow a sum of a block's lots.
const Max Cents = 100_000_000_00

// Euros returns n whole euros.
func Euros(n int64) Cents { return Cents(n * 100) }

// Errors returned by Parse, each wrapped with the offending input.
var (
	ErrSyntax    = errors.New("not a decimal amount")
	ErrNegative  = errors.New("negative amount")
	ErrPrecision = errors.New("more than two decimals")
	ErrRange     = errors.New("amount too large")
)

// Parse reads a decimal string in euros: "1", "0.50", "12.5", "1000".
// It accepts digits with an optional point and at most two decimals, and
// refuses signs, exponents, spaces, commas, a whole part with a leading
// zero ("01", "00.5"; "0" and "0.50" are fine), more than two decimals
// and amounts above Max, with an error wrapping ErrSyntax, ErrNegative,
// ErrPrecision or ErrRange.
func Parse(s string) (Cents, error) {
	fail := func(err error) (Cents, error) { return 0, fmt.Errorf("amount %q: %w", s, err) }
	if strings.HasPrefix(s, "-") {
		return fail(ErrNegative)
	}
	whole, frac, hasPoint := strings.Cut(s, ".")
	if whole == "" || (hasPoint && frac == "") || !digits(whole) || !digits(frac) ||
		(len(whole) > 1 && whole[0] == '0') {
		return fail(ErrSyntax)
	}
	if len(frac) > 2 {
		return fail(ErrPrecision)
	}
	if len(whole) > 9 { // Max is 100000000 €, 9 digits: no longer input is read
		return fail(ErrRange)
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return fail(ErrSyntax)
	}
	f := int64(0)
	if frac != "" {
		f, _ = strconv.ParseInt(frac, 10, 64)
		if len(frac) == 1 {
			f *= 10
		}
	}
	c := Cents(w*100 + f)
	if c > Max {
		return fail(ErrRange)
	}
	return c, nil
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// MustParse is Parse for literals in code and tests; it panics on error.
func MustParse(s string) Cents {
	c, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return c
}

// String returns the wire form in euros: "1", "0.50", "12.50", "1000".
// Whole amounts have no decimals; others have exactly two.
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	if c%100 == 0 {
		return sign + strconv.FormatInt(int64(c/100), 10)
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// French returns the amount as a player reads it in French: "1 €",
// "12,50 €", "10 000 €" (narrow no-break space between thousands and
// before the euro sign).
func (c Cents) French() string {
	const nbsp = "\u202f"
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	w := strconv.FormatInt(int64(c/100), 10)
	var b strings.Builder
	b.WriteString(sign)
	for i, r := range w {
		if i > 0 && (len(w)-i)%3 == 0 {
			b.WriteString(nbsp)
		}
		b.WriteRune(r)
	}
	if c%100 != 0 { // by hand, not fmt: the client's first frame formats the balance (docs/client.md)
		b.WriteByte(',')
		b.WriteByte(byte('0' + c%100/10))
		b.WriteByte(byte('0' + c%10))
	}
	b.WriteString(nbsp + "€")
	return b.String()
}

// MarshalText writes the wire form, so JSON carries amounts as strings.
func (c Cents) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads the wire form with Parse's rules.
func (c *Cents) UnmarshalText(b []byte) error {
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
