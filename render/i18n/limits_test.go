package i18n

import "testing"

// TestLimitWords: both languages have every word of the limits, in
// place (the first, a name, a pattern and the last), and Fill fills the
// patterns in order.
func TestLimitWords(t *testing.T) {
	fr, en := For("fr"), For("en")
	for _, c := range []struct{ got, want string }{
		{fr.Limit(LimTitle), "Limites de jeu"},
		{fr.Limit(LimNames + 6), "Rappel du temps de jeu"},
		{en.Limit(LimOf + 5), "monthly loss"},
		{fr.Limit(LimNone), "Aucune"},
		{en.Limit(LimStop), "Stop"},
		{fr.Fill(LimTotals, "3\u202f€", "0,50\u202f€", "−2,50\u202f€"), "misé 3\u202f€ · gagné 0,50\u202f€ · net −2,50\u202f€"},
		{fr.Fill(LimReached, fr.Limit(LimOf)) + fr.Limit(LimColon) + fr.Fill(LimLeft, "0,50\u202f€"), "Limite de mise du jour atteinte : reste 0,50\u202f€"},
		{en.Fill(LimCheck, "32", "+€1.50"), "Reality check. You have played for 32 min. This session's result: +€1.50."},
		{fr.Limit(LimDate), "02/01/2006 15:04"},
		{en.Limit(LimDate), "2 Jan 2006, 15:04"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}
