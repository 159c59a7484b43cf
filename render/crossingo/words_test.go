package crossingo

import (
	"testing"

	"revela/render/i18n"
)

func TestClicksLeft(t *testing.T) {
	fr, en := wordsFor(i18n.For("fr")), wordsFor(i18n.For("en"))
	for _, c := range []struct {
		got, want string
	}{
		{fr.ClicksLeft(0), "0 clic restant"},
		{fr.ClicksLeft(1), "1 clic restant"},
		{fr.ClicksLeft(4), "4 clics restants"},
		{en.ClicksLeft(1), "1 click left"},
		{en.ClicksLeft(3), "3 clicks left"},
	} {
		if c.got != c.want {
			t.Errorf("ClicksLeft = %q, want %q", c.got, c.want)
		}
	}
}
