package layout

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"revela/render/i18n"
	"revela/render/kit"
)

// TestLobbyFits checks the lobby at every size of kit.Sizes, in French
// and English, with each game of the lot tables chosen (and none), the
// others offered or not, with and without the note: every part on the
// screen under the header, the cards, the buttons and the note apart, the
// chips in the chosen card and apart, each card's emblem, name and word
// in it and apart, every touch target at least 44 CSS px, and every text
// box as wide as its words at the least size (the games' names, the
// words of the cards not offered, the stakes, JOUEZ and its prices,
// Historique, the notes).
func TestLobbyFits(t *testing.T) {
	cat := games()
	if len(cat) != 5 {
		t.Fatalf("%d games in the lot tables", len(cat))
	}
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		for chosen := -1; chosen < len(cat); chosen++ {
			for _, offered := range []bool{true, false} {
				for _, note := range []bool{false, true} {
					gs := make([]bool, len(cat))
					for i := range gs {
						gs[i] = offered || i == chosen
					}
					stakes := 0
					if chosen >= 0 {
						stakes = len(cat[chosen].prices)
					}
					where := fmt.Sprintf("%dx%d chosen %d offered %v note %v", sz[0], sz[1], chosen, offered, note)
					checkLobby(t, where, v, NewLobby(v, gs, chosen, stakes, note), cat, chosen, note)
				}
			}
		}
	}
}

func checkLobby(t *testing.T, where string, v kit.View, l Lobby, cat []catalogue, chosen int, note bool) {
	t.Helper()
	if len(l.Cards) != len(cat) || (chosen >= 0) != (len(l.Chips) > 0) || (chosen >= 0 && len(l.Chips) != len(cat[chosen].prices)) || note != (l.Note.W > 0) {
		t.Fatalf("%s: %d cards, %d chips, note %+v", where, len(l.Cards), len(l.Chips), l.Note)
	}
	parts := map[string]kit.Rect{"play": l.Play, "history": l.History, "limits": l.Limits}
	apart := []string{"play", "history", "limits"}
	if note {
		parts["note"] = l.Note
		apart = append(apart, "note")
	}
	for i, c := range l.Cards {
		n := "card" + strconv.Itoa(i)
		parts[n] = c.R
		apart = append(apart, n)
		if i != chosen {
			target(t, where, n, v, c.R)
		}
	}
	var chips []string
	for j, r := range l.Chips {
		n := "chip" + strconv.Itoa(j)
		parts[n] = r
		chips = append(chips, n)
		target(t, where, n, v, r)
	}
	for _, m := range kit.Misfits(v, parts, apart, chips) {
		t.Errorf("%s: %s", where, m)
	}
	target(t, where, "play", v, l.Play)
	target(t, where, "history", v, l.History)
	target(t, where, "limits", v, l.Limits)
	if l.Header != kit.R(0, 0, v.W, 64) {
		t.Errorf("%s: header %+v", where, l.Header)
	}
	for i, c := range l.Cards {
		in := map[string]kit.Rect{"name": c.Name}
		set := []string{"name"}
		if c.Emblem.W > 0 {
			in["emblem"], set = c.Emblem, append(set, "emblem")
		}
		if c.Word.W > 0 {
			in["word"], set = c.Word, append(set, "word")
		}
		if i == chosen {
			for j, r := range l.Chips {
				n := "chip" + strconv.Itoa(j)
				in[n], set = r, append(set, n)
			}
		}
		for _, n := range set {
			if r := in[n]; !r.Inside(c.R) || r.W <= 0 || r.H <= 0 {
				t.Errorf("%s: card %d's %s %+v is not in it %+v", where, i, n, r, c.R)
			}
		}
		for a, na := range set {
			for _, nb := range set[a+1:] {
				if in[na].Overlaps(in[nb]) && !(strings.HasPrefix(na, "chip") && strings.HasPrefix(nb, "chip")) { // the chips: apart above
					t.Errorf("%s: card %d's %s %+v overlaps its %s %+v", where, i, na, in[na], nb, in[nb])
				}
			}
		}
		if i == chosen && c.Word.W > 0 {
			t.Errorf("%s: the chosen card has a word %+v", where, c.Word)
		}
	}
	for _, w := range languages {
		lw := where + " " + w.Lang
		for i, c := range l.Cards {
			fits(t, lw, "name", cat[i].name, c.Name, 0, true)
			for _, word := range []string{w.Soon, w.Unavailable} {
				switch {
				case c.Word.W == 0:
				case c.Pill:
					fits(t, lw, "pill", word, c.Word, 4, true)
				default:
					fits(t, lw, "word", word, c.Word, 0, false)
				}
			}
		}
		if chosen >= 0 {
			for j, p := range cat[chosen].prices {
				fits(t, lw, "chip", w.Money(p), l.Chips[j], 4, true)
				fits(t, lw, "JOUEZ", w.Play(p), l.Play, 8, true)
				if part := cat[chosen].parts[j]; part > 0 {
					partClear(t, lw, l.Cards[chosen].Name, l.Chips, wrapped(t, w.Jackpot(part), PartSize, l.Cards[chosen].Name.W))
				}
			}
		}
		fits(t, lw, "JOUEZ", w.Buying, l.Play, 8, true)
		fits(t, lw, "Historique", w.History, l.History, 8, true)
		fits(t, lw, "Limites", w.Limit(i18n.LimEntry), l.Limits, 8, true)
		if note {
			for _, s := range []string{w.NoFunds, w.Waiting} {
				fits(t, lw, "note", s, l.Note, 0, true)
			}
		}
	}
}

// TestLobbyAt320x568: the five games with the first chosen and three
// stakes on a short portrait phone of 320×568 CSS px (320×568 units,
// compact): Historique, Limites and JOUEZ side by side 8 units from the
// bottom, Historique and Limites 29 % of 272 each (78.88), JOUEZ the
// rest (114.24); the column of cards (190 + 4 × 78 = 502)
// is higher than the 416 units between 76 and 12 above the buttons, so
// the chosen card is alone at full width (190) and the others go two by
// two, 139 wide ((288 − 10) / 2) and 68 high; the chips are 74 wide, 84
// apart, 60 from the card's bottom. A half-width card under 170 wide has
// no emblem; its name's line is 9 above its centre when the word is
// under it.
func TestLobbyAt320x568(t *testing.T) {
	v := kit.NewView(320, 568, 1)
	gs := []bool{true, false, true, true, true}
	l := NewLobby(v, gs, 0, 3, false)
	want := []kit.Rect{
		kit.R(16, 76, 288, 190),
		kit.R(16, 276, 139, 68), kit.R(165, 276, 139, 68),
		kit.R(16, 354, 139, 68), kit.R(165, 354, 139, 68),
	}
	cardsAre(t, l, want)
	if !near(l.Play, kit.R(189.76, 504, 114.24, 56)) || !near(l.History, kit.R(16, 504, 78.88, 56)) || !near(l.Limits, kit.R(102.88, 504, 78.88, 56)) {
		t.Errorf("JOUEZ %+v, Historique %+v, Limites %+v", l.Play, l.History, l.Limits)
	}
	if len(l.Chips) != 3 || l.Chips[0] != kit.R(36, 206, 74, 44) || l.Chips[2] != kit.R(204, 206, 74, 44) {
		t.Errorf("chips %+v", l.Chips)
	}
	if c := l.Cards[0]; c.Emblem != kit.R(200, 96, 84, 84) || c.Name != kit.R(36, 101, 152, 30) || c.Word.W != 0 {
		t.Errorf("the chosen card: emblem %+v, name %+v, word %+v", c.Emblem, c.Name, c.Word)
	}
	if c := l.Cards[1]; c.Emblem.W != 0 || c.Name != kit.R(28, 292.5, 119, 17) || c.Word != kit.R(28, 315, 119, 12) || c.Pill {
		t.Errorf("a card not offered: emblem %+v, name %+v, word %+v", c.Emblem, c.Name, c.Word)
	}
	if c := l.Cards[2]; c.Name != kit.R(177, 301.5, 119, 17) || c.Word.W != 0 {
		t.Errorf("an offered card: name %+v, word %+v", c.Name, c.Word)
	}
	// the note's line 20 above the buttons takes 26 units from the cards,
	// which still fit at their full heights: (390 − 190 − 20) / 2 ≥ 68
	n := NewLobby(v, gs, 0, 3, true)
	if n.Note != kit.R(12, 476.5, 296, 15) || n.Cards[4].R != want[4] {
		t.Errorf("with the note: %+v, card 4 %+v", n.Note, n.Cards[4].R)
	}
}

// TestLobbyAt1280x800: on a laptop (1280×800 units, landscape) JOUEZ is
// 340 × 84, centred, 40 + 12 above the bottom, and Historique 180 wide at
// 1060 (220 from the right edge), 56 high, on JOUEZ's middle, Limites
// the same at 40 from the left edge; the five
// cards are 210 wide, 16 apart, centred (1114 in all, from 83); the
// chosen one is 340 high in the middle of the 576 units between 76 and
// 652, the others 300, their bottoms level. Its emblem is 81.6 (24 % of
// 340) at 20.4 from its top, the name 32 under it; the three chips, 58
// wide ((210 − 16 − 20) / 3), are centred 58 from its bottom.
func TestLobbyAt1280x800(t *testing.T) {
	v := kit.NewView(1280, 800, 1)
	gs := []bool{true, true, true, false, true}
	l := NewLobby(v, gs, 0, 3, false)
	if l.Play != kit.R(470, 664, 340, 84) || l.History != kit.R(1060, 678, 180, 56) || l.Limits != kit.R(40, 678, 180, 56) {
		t.Errorf("JOUEZ %+v, Historique %+v, Limites %+v", l.Play, l.History, l.Limits)
	}
	want := []kit.Rect{
		kit.R(83, 194, 210, 340), kit.R(309, 234, 210, 300), kit.R(535, 234, 210, 300),
		kit.R(761, 234, 210, 300), kit.R(987, 234, 210, 300),
	}
	cardsAre(t, l, want)
	if l.Chips[0] != kit.R(91, 476, 58, 44) || l.Chips[2] != kit.R(227, 476, 58, 44) {
		t.Errorf("chips %+v", l.Chips)
	}
	if c := l.Cards[0]; !near(c.Emblem, kit.R(147.2, 214.4, 81.6, 81.6)) || !near(c.Name, kit.R(93, 313, 190, 30)) {
		t.Errorf("the chosen card: emblem %+v, name %+v", c.Emblem, c.Name)
	}
	// a card not offered: the emblem at 40 of 300, the name at 150, the
	// pill 120 wide at 190
	if c := l.Cards[3]; c.Emblem != kit.R(834, 274, 64, 64) || c.Name != kit.R(771, 374, 190, 20) || c.Word != kit.R(806, 424, 120, 32) || !c.Pill {
		t.Errorf("a card not offered: emblem %+v, name %+v, pill %+v", c.Emblem, c.Name, c.Word)
	}
}

// cardsAre reports, as test errors, the cards of l that are not where
// want says.
// partClear checks that the chosen card's lines under its name (the
// stake, and the SUPER JACKPOT part's n lines, PlaceChosenLines) keep
// clear of the name's capitals (11 units under its middle, at its largest
// size of 30) and of the chips (2 units above them), each line reaching
// half its size above and under its middle.
func partClear(t *testing.T, where string, name kit.Rect, chips []kit.Rect, n int) {
	t.Helper()
	at := PlaceChosenLines(name, chips, n)
	top, bottom := at.Part-PartSize/2, at.Part+float64(n-1)*PartGap+PartSize/2
	if at.WithStake {
		top = at.Stake - 7
	}
	if top < name.CY()+11 || bottom > chips[0].Y-2 {
		t.Errorf("%s: the chosen card's lines (the part's %d) from %.1f to %.1f, its name's middle at %.1f, its chips from %.1f",
			where, n, top, bottom, name.CY(), chips[0].Y)
	}
}

// wrapped is the number of lines s takes at size in width w, cut at its
// ASCII spaces as the kit cuts it (a no-break space holds).
func wrapped(t *testing.T, s string, size, w float64) int {
	n, line := 0, ""
	for _, word := range strings.Fields(s) {
		if line != "" && width(t, line+" "+word, size, false) > w {
			n, line = n+1, word
			continue
		}
		line = strings.TrimSpace(line + " " + word)
	}
	if line != "" {
		n++
	}
	return n
}

func cardsAre(t *testing.T, l Lobby, want []kit.Rect) {
	t.Helper()
	if len(l.Cards) != len(want) {
		t.Fatalf("%d cards, want %d", len(l.Cards), len(want))
	}
	for i, c := range l.Cards {
		if !near(c.R, want[i]) {
			t.Errorf("card %d %+v, want %+v", i, c.R, want[i])
		}
	}
}

// near tells whether a and b are the same rectangle within the rounding
// of decimal fractions.
func near(a, b kit.Rect) bool {
	d := func(x, y float64) bool { return x-y < 1e-9 && y-x < 1e-9 }
	return d(a.X, b.X) && d(a.Y, b.Y) && d(a.W, b.W) && d(a.H, b.H)
}

// TestLobbyChosenFirst: on the smallest phone (320×480, compact) with the
// second game chosen and the note, the cards have the 302 units between
// 76 and the note's line (480 − 64 − 12 − 26 = 378): the chosen card
// first, 174 high (302 less two rows of 44 and the three gaps, 170 at
// least), then the others two by two in the lobby's order, 54 high
// ((302 − 174 − 20) / 2); the last row ends on the note's line.
func TestLobbyChosenFirst(t *testing.T) {
	v := kit.NewView(320, 480, 1)
	l := NewLobby(v, []bool{true, true, true, true, true}, 1, 1, true)
	want := []kit.Rect{
		kit.R(16, 260, 139, 54), kit.R(16, 76, 288, 174), kit.R(165, 260, 139, 54),
		kit.R(16, 324, 139, 54), kit.R(165, 324, 139, 54),
	}
	cardsAre(t, l, want)
	if l.Note != kit.R(12, 388.5, 296, 15) {
		t.Errorf("note %+v", l.Note)
	}
}

// TestLobbyWideChips: on a phone on its side (740×360) the cards are
// 124 wide ((740 − 120) / 5), too narrow for three chips of 44 units 10
// apart with 8 each side (168): the chosen card, the fourth, is 168 wide
// and the gaps shrink from 16 to 11 ((740 − 32 − 4 × 124 − 168) / 4), the
// row from 16 to 724. The chosen card is 182 high (76 to 258, 12 above
// JOUEZ at 270), the others 160.6 (300/340 of it), their bottoms level;
// the chips are centred, 58 from its bottom.
func TestLobbyWideChips(t *testing.T) {
	v := kit.NewView(740, 360, 1)
	l := NewLobby(v, []bool{true, true, true, true, true}, 3, 3, false)
	small := 182.0 * 300 / 340
	want := []kit.Rect{
		kit.R(16, 258-small, 124, small), kit.R(151, 258-small, 124, small), kit.R(286, 258-small, 124, small),
		kit.R(421, 76, 168, 182), kit.R(600, 258-small, 124, small),
	}
	cardsAre(t, l, want)
	if !near(l.Chips[0], kit.R(429, 200, 44, 44)) || !near(l.Chips[2], kit.R(537, 200, 44, 44)) || l.Play.Y != 270 {
		t.Errorf("chips %+v, JOUEZ %+v", l.Chips, l.Play)
	}
	// with one stake (60 units) the cards keep their width and gaps
	if c := NewLobby(v, []bool{true, true, true, true, true}, 0, 1, false).Cards; c[0].R.X != 28 || c[0].R.W != 124 || c[1].R.X != 168 {
		t.Errorf("one stake: %+v %+v", c[0].R, c[1].R)
	}
}
